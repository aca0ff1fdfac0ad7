extension Publisher {
    /// Republishes elements while an error-throwing predicate closure indicates publishing should
    /// continue.
    ///
    /// It behaves like ``prefix(while:)``; if the closure throws, the upstream is cancelled and the
    /// publisher fails with the error. The subscription is described as `"TryPrefixWhile"`.
    ///
    /// ```swift
    /// let header = lines.tryPrefix { try isHeader($0) }
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as its parameter and returns a Boolean
    ///   value indicating whether publishing should continue.
    /// - Returns: A publisher that passes through elements until the predicate throws or indicates
    ///   publishing should finish.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that republishes elements while an error-throwing predicate closure indicates
    /// publishing should continue.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes elements while an error-throwing predicate closure
        /// indicates publishing should continue.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The error-throwing closure that determines whether publishing should
        ///     continue.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"TryPrefixWhile"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                try predicate(input) ? .emit(input) : .finish
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryPrefixWhile", cancelBeforeSubscriptionIsFinal: true,
                    mapFailure: { $0 }, step: step))
        }
    }
}

@available(*, unavailable)
extension Publishers.TryPrefixWhile: Sendable {}
