extension Publisher {
    /// Replaces any errors in the stream with the provided element.
    ///
    /// On failure it publishes the replacement element and then finishes. The replacement respects
    /// back-pressure: if the downstream has no outstanding demand when the failure arrives, the element
    /// and the `.finished` wait for its next request. The downstream sees a subscription described as
    /// `"ReplaceError"`, handed over when the upstream's arrives, as in Combine.
    ///
    /// ```swift
    /// let cancellable = fetchNumber()  // AnyPublisher<Int, NetworkError>
    ///     .replaceError(with: 0)
    ///     .sink { print($0) }
    /// ```
    ///
    /// - Parameter output: An element to emit when the upstream publisher fails.
    /// - Returns: A publisher that replaces an error from the upstream publisher with the provided
    ///   output element.
    @inlinable
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}

extension Publishers {
    /// A publisher that replaces any errors in the stream with a provided element.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// This publisher never fails.
        public typealias Failure = Never

        /// The element with which to replace errors from the upstream publisher.
        public let output: Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that replaces any errors in the stream with a provided element.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - output: The element with which to replace errors from the upstream publisher.
        @inlinable
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Subscribes upstream; the subscriber receives a subscription described as `"ReplaceError"`
        /// when the upstream's arrives.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber, output: output))
        }
    }
}

extension Publishers.ReplaceError: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}

extension Publishers.ReplaceError: Sendable where Upstream: Sendable, Upstream.Output: Sendable {}

extension Publishers.ReplaceError {
    /// As Combine's: what comes before the upstream subscription (a value, a completion, a cancel) is
    /// ignored, and the downstream is kept until this subscription is freed.
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
        ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Never {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private enum Phase {
            case active
            /// The upstream failed while the downstream had no demand: the replacement waits.
            case replacementPending
            case terminal
        }

        private let lock = UnfairLock()
        private let output: Upstream.Output
        private var phase = Phase.active
        private var upstream: (any Subscription)?
        private let downstream: Downstream
        /// What the downstream has asked for and not yet received.
        private var demand = Subscribers.Demand.none
        /// Requests made before the upstream's subscription arrived.
        private var unsentRequests = Subscribers.Demand.none

        init(downstream: Downstream, output: Upstream.Output) {
            self.downstream = downstream
            self.output = output
        }

        var description: String { "ReplaceError" }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard upstream == nil, case .active = phase else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstream = subscription
            let requests = unsentRequests
            unsentRequests = .none
            lock.unlock()
            downstream.receive(subscription: self)
            if requests > 0 {
                subscription.request(requests)
            }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard case .active = phase, upstream != nil else {
                lock.unlock()
                return .none
            }
            demand -= 1  // stays at `.none` if the upstream sends more than was asked for
            lock.unlock()
            let more = downstream.receive(input)
            if more > 0 {
                lock.lock()
                demand += more
                lock.unlock()
            }
            return more
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            lock.lock()
            guard case .active = phase, upstream != nil else {
                lock.unlock()
                return
            }
            let released = upstream
            upstream = nil
            if case .failure = completion, demand == .none {
                phase = .replacementPending
                lock.unlock()
                _ = released
                return
            }
            phase = .terminal
            lock.unlock()
            _ = released
            if case .failure = completion {
                _ = downstream.receive(output)
            }
            downstream.receive(completion: .finished)
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            switch phase {
            case .active:
                self.demand += demand
                guard let upstream else {
                    unsentRequests += demand
                    lock.unlock()
                    return
                }
                lock.unlock()
                upstream.request(demand)
            case .replacementPending:
                phase = .terminal
                lock.unlock()
                _ = downstream.receive(output)
                downstream.receive(completion: .finished)
            case .terminal:
                lock.unlock()
            }
        }

        func cancel() {
            lock.lock()
            // As Combine: a cancel before the upstream's subscription is ignored.
            if case .active = phase, upstream == nil {
                lock.unlock()
                return
            }
            phase = .terminal
            let upstream = self.upstream.take()
            lock.unlock()
            upstream?.cancel()
        }
    }
}
