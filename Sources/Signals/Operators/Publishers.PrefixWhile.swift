extension Publisher {
    /// Republishes elements while a predicate closure indicates publishing should continue.
    ///
    /// The first element for which the closure returns `false` is not published: it cancels the
    /// upstream and finishes the downstream at once. Demand passes straight through. The subscription
    /// is described as `"PrefixWhile"`.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 5, 1].publisher.prefix { $0 < 3 }.sink { print($0) }  // prints 1, 2
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as its parameter and returns a Boolean
    ///   value that indicates whether publishing should continue.
    /// - Returns: A publisher that passes through elements until the predicate indicates publishing
    ///   should finish.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that republishes elements while a predicate closure indicates publishing should
    /// continue.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that republishes elements while a predicate closure indicates
        /// publishing should continue.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether publishing should continue.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"PrefixWhile"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let step: (Upstream.Output) -> ElementStep<Output> = { input in
                predicate(input) ? .emit(input) : .finish
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "PrefixWhile", cancelBeforeSubscriptionIsFinal: true,
                    mapFailure: { $0 }, step: step))
        }
    }
}

@available(*, unavailable)
extension Publishers.PrefixWhile: Sendable {}
