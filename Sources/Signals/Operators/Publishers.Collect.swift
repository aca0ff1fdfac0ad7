extension Publisher {
    /// Collects all received elements, and emits a single array of the collection when the upstream
    /// publisher finishes.
    ///
    /// Like Combine, it asks the upstream for `.unlimited` and keeps every element (mind the memory
    /// for long streams). The array, possibly empty, goes out once the upstream has finished and the
    /// downstream has asked for anything; a failure is forwarded at once and the elements are dropped.
    /// The subscription is described as `"Collect"`.
    ///
    /// ```swift
    /// let cancellable = (1...3).publisher.collect().sink { print($0) }  // prints [1, 2, 3]
    /// ```
    ///
    /// - Returns: A publisher that collects all received items and returns them as an array upon
    ///   completion.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that buffers items.
    ///
    /// `Sendable` when its upstream is.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: an array of the upstream's elements.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that buffers items.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber through a subscription described as `"Collect"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                ReducingInner<Upstream.Output, Failure, S>(
                    downstream: subscriber, initial: [], description: "Collect", mapFailure: { $0 },
                    mirror: { [("count", ($0?.count ?? 0) as Any)] }  // Combine's only child: how many so far
                ) { result, input in
                    result?.append(input)
                    return .next
                })
        }
    }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}

extension Publishers.Collect: Sendable where Upstream: Sendable {}
