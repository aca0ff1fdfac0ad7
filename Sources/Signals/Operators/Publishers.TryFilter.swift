extension Publisher {
    /// Republishes all elements that match a provided error-throwing closure.
    ///
    /// Unlike `filter`, it hands the downstream its own subscription, described as `"TryFilter"`, as
    /// Combine does. Each element it drops is answered with `.max(1)`; if the closure throws, the
    /// upstream is cancelled and the publisher fails with the error.
    ///
    /// ```swift
    /// let valid = records.tryFilter { try $0.validate() }
    /// ```
    ///
    /// - Parameter isIncluded: A closure that takes one element and returns a Boolean value that
    ///   indicated whether to republish the element.
    /// - Returns: A publisher that republishes all elements that satisfy the closure.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers {
    /// A publisher that republishes all elements that match a provided error-throwing closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: any error.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// An error-throwing closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes all elements that match a provided error-throwing
        /// closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - isIncluded: An error-throwing closure that indicates whether to republish an
        ///     element.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches the subscriber through a subscription described as `"TryFilter"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                try isIncluded(input) ? .emit(input) : .drop
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryFilter", cancelBeforeSubscriptionIsFinal: true,
                    mapFailure: { $0 }, step: step))
        }

        /// Fuses this filter and another into one `tryFilter` whose closure requires both, as in Combine.
        ///
        /// ```swift
        /// let valid = subject.tryFilter { try check($0) }.filter { $0 > 0 }  // a single `Publishers.TryFilter`
        /// ```
        ///
        /// - Parameter isIncluded: A closure that takes one element and returns whether to republish it.
        /// - Returns: A single `tryFilter` over ``upstream``; the second closure runs only for elements the
        ///   first one includes.
        public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
        }

        /// Fuses this filter and another error-throwing one into one `tryFilter`, as in Combine.
        ///
        /// ```swift
        /// let valid = subject.tryFilter { try check($0) }.tryFilter { try recheck($0) }  // a single filter
        /// ```
        ///
        /// - Parameter isIncluded: An error-throwing closure that takes one element and returns whether to
        ///   republish it.
        /// - Returns: A single `tryFilter` over ``upstream``; the second closure runs only for elements the
        ///   first one includes.
        public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
        }
    }
}

@available(*, unavailable)
extension Publishers.TryFilter: Sendable {}
