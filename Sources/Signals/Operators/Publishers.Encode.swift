extension Publisher {
    /// Encodes the output from upstream using a specified encoder.
    ///
    /// Each value is encoded with `encoder`; an encoding error ends the stream with that error (and
    /// cancels the upstream), so the failure type becomes `any Error`.
    ///
    /// ```swift
    /// let cancellable = settingsSubject
    ///     .encode(encoder: JSONEncoder())
    ///     .sink(receiveCompletion: { _ in }, receiveValue: { data in save(data) })
    /// ```
    ///
    /// - Parameter encoder: An encoder that implements the ``TopLevelEncoder`` protocol.
    /// - Returns: A publisher that encodes received elements using a specified encoder, and publishes
    ///   the resulting data.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder>
    where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publishers {
    /// A publisher that encodes the output of its upstream with an encoder.
    ///
    /// Create one with ``Publisher/encode(encoder:)``.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        /// The kind of values published by this publisher: the encoder's output.
        public typealias Output = Coder.Output

        /// The kind of errors this publisher might publish: the upstream's, or an encoding error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The encoder that encodes each value.
        public let encoder: Coder

        /// Creates a publisher that encodes the output of its upstream.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - encoder: The encoder that encodes each value.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Attaches the subscriber; its subscription is described as `"Encode"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let encoder = encoder
            upstream.subscribe(
                CodingSubscription<Upstream.Output, Upstream.Failure, S>("Encode", downstream: subscriber) {
                    try encoder.encode($0)
                }
            )
        }
    }
}

extension Publishers.Encode: Sendable where Upstream: Sendable, Coder: Sendable {}
