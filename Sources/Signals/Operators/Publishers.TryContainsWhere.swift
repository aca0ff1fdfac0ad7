extension Publisher {
    /// Publishes a Boolean value upon receiving an element that satisfies the throwing predicate
    /// closure.
    ///
    /// It behaves like ``contains(where:)``; if the predicate throws, the upstream is cancelled and the
    /// publisher fails with the error. The subscription is described as `"TryContainsWhere"`.
    ///
    /// ```swift
    /// let hasInvalid = records.tryContains { try $0.validate() == false }
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as its parameter and returns a Boolean
    ///   value that indicates whether the element satisfies the closure's comparison logic.
    /// - Returns: A publisher that emits the Boolean value `true` when the upstream publisher emits a
    ///   matching value.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that emits a Boolean value upon receiving an element that satisfies the throwing
    /// predicate closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: a Boolean value.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether an element satisfies the condition.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that emits a Boolean value
        /// upon receiving an element that satisfies the throwing predicate closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether an element satisfies the condition.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"TryContainsWhere"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: false, description: "TryContainsWhere", mapFailure: { $0 }
                ) { result, input in
                    if try predicate(input) {
                        result = true
                        return .finish
                    }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.TryContainsWhere: Sendable {}
