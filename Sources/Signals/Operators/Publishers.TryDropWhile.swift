extension Publisher {
    /// Omits elements from the upstream publisher until an error-throwing closure returns false, before
    /// republishing all remaining elements.
    ///
    /// It behaves like ``drop(while:)``; if the closure throws, the upstream is cancelled and the
    /// publisher fails with the error. The subscription is described as `"TryDropWhile"`.
    ///
    /// ```swift
    /// let payload = lines.tryDrop { try isHeader($0) }
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as a parameter and returns a Boolean
    ///   value indicating whether to drop the element from the publisher's output.
    /// - Returns: A publisher that skips over elements until the provided closure returns `false`, and
    ///   then republishes all remaining elements. If the predicate closure throws, the publisher fails
    ///   with an error.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that omits elements from an upstream publisher until a given error-throwing closure
    /// returns false.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that indicates whether to drop the element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that omits elements from an upstream publisher until a given
        /// error-throwing closure returns false.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The error-throwing closure that indicates whether to drop the element.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"TryDropWhile"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            var dropping = true
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                if dropping, try predicate(input) {
                    return .drop
                }
                dropping = false
                return .emit(input)
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryDropWhile", reflection: .empty,
                    mapFailure: { $0 }, step: step))
        }
    }
}

@available(*, unavailable)
extension Publishers.TryDropWhile: Sendable {}
