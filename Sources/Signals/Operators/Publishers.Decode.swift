extension Publisher {
    /// Decodes the output from the upstream using a specified decoder.
    ///
    /// Each value is decoded with `decoder`; a decoding error ends the stream with that error (and
    /// cancels the upstream), so the failure type becomes `any Error`.
    ///
    /// ```swift
    /// let cancellable = URLSession.shared.dataTaskPublisher(for: url)
    ///     .map(\.data)
    ///     .decode(type: Article.self, decoder: JSONDecoder())
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { show($0) })
    /// ```
    ///
    /// The downstream's subscription is described as `"Decode"`.
    ///
    /// - Parameters:
    ///   - type: The encoded data to decode into a struct that conforms to the `Decodable` protocol.
    ///   - decoder: A decoder that implements the ``TopLevelDecoder`` protocol.
    /// - Returns: A publisher that decodes a given type using a specified decoder and publishes the
    ///   result.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type,
        decoder: Coder
    ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publishers {
    /// A publisher that decodes the output of its upstream with a decoder.
    ///
    /// Create one with ``Publisher/decode(type:decoder:)``.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        /// The kind of errors this publisher might publish: the upstream's, or a decoding error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The decoder that decodes each value.
        public let decoder: Coder

        /// Creates a publisher that decodes the output of its upstream.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - decoder: The decoder that decodes each value.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Attaches the subscriber; its subscription is described as `"Decode"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let decoder = decoder
            upstream.subscribe(
                CodingSubscription<Upstream.Output, Upstream.Failure, S>("Decode", downstream: subscriber) {
                    try decoder.decode(Output.self, from: $0)
                }
            )
        }
    }
}

extension Publishers.Decode: Sendable where Upstream: Sendable, Coder: Sendable {}
