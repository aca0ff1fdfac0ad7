extension Publisher {
    /// Publishes the first element of a stream to satisfy a throwing predicate closure, then finishes
    /// normally.
    ///
    /// Like ``first(where:)``, it asks the upstream for `.unlimited`; the first match cancels the
    /// upstream and goes out (with `.finished`) once the downstream has asked for anything. If the
    /// upstream finishes without a match, the downstream just finishes. If the predicate throws, the
    /// upstream is cancelled and the publisher fails with the error. The subscription is described as
    /// `"TryFirstWhere"`.
    ///
    /// ```swift
    /// let firstValid = records.tryFirst { try $0.validate() }
    /// ```
    ///
    /// - Parameter predicate: A closure that takes an element as a parameter and returns a Boolean
    ///   value that indicates whether to publish the element.
    /// - Returns: A publisher that only publishes the first element of a stream that satisfies the
    ///   predicate.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }
}

extension Publishers {
    /// A publisher that only publishes the first element of a stream to satisfy a throwing predicate
    /// closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that determines whether an element satisfies the condition.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that only publishes the
        /// first element of a stream to satisfy a throwing predicate closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: The closure that determines whether an element satisfies the condition.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber through a subscription described as `"TryFirstWhere"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: nil, description: "TryFirstWhere", mapFailure: { $0 }
                ) { result, input in
                    if try predicate(input) {
                        result = input
                        return .finish
                    }
                    return .next
                })
        }
    }
}

@available(*, unavailable)
extension Publishers.TryFirstWhere: Sendable {}
