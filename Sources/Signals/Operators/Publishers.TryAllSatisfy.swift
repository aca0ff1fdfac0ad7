extension Publisher {
    /// Publishes a single Boolean value that indicates whether all received elements pass a given
    /// error-throwing predicate.
    ///
    /// It behaves like ``allSatisfy(_:)``; if the predicate throws, the upstream is cancelled and the
    /// publisher fails with the error. The subscription is described as `"TryAllSatisfy"`.
    ///
    /// ```swift
    /// let allValid = records.tryAllSatisfy { try $0.validate() }
    /// ```
    ///
    /// - Parameter predicate: A closure that evaluates each received element. Return `true` to
    ///   continue, or `false` to cancel the upstream and complete. The closure may throw, in which case
    ///   the publisher cancels the upstream publisher and fails with the thrown error.
    /// - Returns: A publisher that publishes a Boolean value that indicates whether all received
    ///   elements pass a given predicate.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that publishes a single Boolean value that indicates whether all received elements
    /// pass a given error-throwing predicate.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: a Boolean value.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether an element satisfies the condition.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that publishes a single Boolean value that indicates whether all
        /// received elements pass a given error-throwing
        /// predicate.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether an element satisfies the condition.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"TryAllSatisfy"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: true, description: "TryAllSatisfy", mapFailure: { $0 }
                ) { result, input in
                    if try !predicate(input) {
                        result = false
                        return .finish
                    }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.TryAllSatisfy: Sendable {}
