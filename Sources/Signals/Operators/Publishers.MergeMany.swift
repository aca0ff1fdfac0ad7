extension Publisher {
    /// Combines elements from this publisher with those from another publisher of the same type,
    /// delivering an interleaved sequence of elements.
    ///
    /// It behaves like `merge(with:)` with a publisher of another type (see there for demand,
    /// completion and threading), but returns a ``Publishers/MergeMany``, as in Combine, so further
    /// merges of the same type flatten into one list.
    ///
    /// ```swift
    /// let left = PassthroughSubject<Int, Never>()
    /// let right = PassthroughSubject<Int, Never>()
    /// let both: Publishers.MergeMany<PassthroughSubject<Int, Never>> = left.merge(with: right)
    /// ```
    ///
    /// - Parameter other: Another publisher of this publisher's type.
    /// - Returns: A publisher that emits an event when either upstream publisher emits an event.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany([self, other])
    }
}

extension Publishers {
    /// A publisher created by applying the merge function to an arbitrary number of upstream publishers.
    ///
    /// It finishes once every upstream publisher finished (at once when there are none), and fails as
    /// soon as one fails, cancelling the others. The subscription the downstream sees is described as
    /// `"Merge"`, as in Combine. `Sendable` when the upstream publishers are.
    ///
    /// ```swift
    /// let any = Publishers.MergeMany(buttons.map(\.taps))
    /// ```
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The kind of values published: the upstream publishers'.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publishers'.
        public typealias Failure = Upstream.Failure

        /// The array of upstream publishers that this publisher merges together.
        public let publishers: [Upstream]

        /// Creates a publisher created by applying the merge function to an arbitrary number of
        /// upstream publishers.
        ///
        /// - Parameter upstream: A variadic parameter containing zero or more publishers to merge.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Creates a publisher created by applying the merge function to a sequence of upstream
        /// publishers.
        ///
        /// - Parameter upstream: A sequence containing zero or more publishers to merge.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        /// Sends the subscription downstream, then subscribes to each publisher in order.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = MergeSubscription(downstream: subscriber, mergingCount: publishers.count)
            subscriber.receive(subscription: merger)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(merger.side(index))
            }
            merger.allChildrenSubscribed()
        }

        /// Combines elements from this publisher with those from another publisher of the same type.
        ///
        /// - Parameter other: Another publisher of the upstream type.
        /// - Returns: A ``Publishers/MergeMany`` of this publisher's publishers followed by `other`.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publishers.MergeMany: Sendable where Upstream: Sendable {}
