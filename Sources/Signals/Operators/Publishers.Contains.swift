extension Publisher where Output: Equatable {
    /// Publishes a Boolean value upon receiving an element equal to the argument.
    ///
    /// Like Combine, it asks the upstream for `.unlimited`. The first equal element cancels the
    /// upstream and `true` goes out (with `.finished`) once the downstream has asked for anything; if
    /// the upstream finishes first, `false` does. A failure is forwarded at once. The subscription is
    /// described as `"Contains"`.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3].publisher.contains(2).sink { print($0) }  // prints true
    /// ```
    ///
    /// - Parameter output: An element to match against.
    /// - Returns: A publisher that emits the Boolean value `true` when the upstream publisher emits a
    ///   matching value.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publishers {
    /// A publisher that emits a Boolean value when it receives a specific element from its upstream
    /// publisher.
    ///
    /// `Sendable` when its upstream and the element are.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// The kind of values published by this publisher: a Boolean value.
        public typealias Output = Bool

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The element to scan for in the upstream publisher.
        public let output: Upstream.Output

        /// Creates a publisher that emits a Boolean value when it receives a specific element from its
        /// upstream publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - output: The element to scan for in the upstream publisher.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches the subscriber through a subscription described as `"Contains"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let wanted = output
            upstream.subscribe(
                ReducingInner<Upstream.Output, Failure, S>(
                    downstream: subscriber, initial: false, description: "Contains", mapFailure: { $0 }
                ) { result, input in
                    guard input == wanted else { return .next }
                    result = true
                    return .finish
                })
        }
    }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}

extension Publishers.Contains: Sendable where Upstream: Sendable, Upstream.Output: Sendable {}
