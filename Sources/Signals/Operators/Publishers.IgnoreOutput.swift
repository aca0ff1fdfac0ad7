extension Publisher {
    /// Ignores all upstream elements, but passes along the upstream publisher's completion state
    /// (finished or failed).
    ///
    /// As in Combine, it keeps no state: it hands the upstream subscription straight to the downstream
    /// (whose `description` is therefore the upstream's), then asks the upstream for `.unlimited`; the
    /// downstream's own requests and cancellation go straight upstream, and the completion is
    /// forwarded at once.
    ///
    /// ```swift
    /// let cancellable = upload.ignoreOutput().sink(receiveCompletion: { print($0) }, receiveValue: { _ in })
    /// ```
    ///
    /// - Returns: A publisher that ignores all upstream elements.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}

extension Publishers {
    /// A publisher that ignores all upstream elements, but passes along the upstream publisher's
    /// completion state (finished or failed).
    ///
    /// `Sendable` when its upstream is.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: none.
        public typealias Output = Never

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that ignores all upstream elements, but passes along the upstream
        /// publisher's completion state.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber: the upstream receives a forwarding subscriber that drops every value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber))
        }
    }
}

extension Publishers.IgnoreOutput {
    /// The subscriber `ignoreOutput` attaches upstream: a stateless value type that passes the
    /// subscription downstream, asks it for `.unlimited`, drops values and forwards completions.
    private struct Inner<Downstream: Subscriber>: Subscriber, ReflectedByName
    where Downstream.Input == Never, Downstream.Failure == Upstream.Failure {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        let downstream: Downstream
        let combineIdentifier = CombineIdentifier()

        var description: String { "IgnoreOutput" }

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
            subscription.request(.unlimited)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            .none
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            downstream.receive(completion: completion)
        }
    }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}

extension Publishers.IgnoreOutput: Sendable where Upstream: Sendable {}
