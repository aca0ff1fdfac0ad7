#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Publisher {
    /// Raises a debugger signal when a provided closure needs to stop the process in the debugger.
    ///
    /// When any of the closures returns `true`, the operator raises `SIGTRAP`, stopping the process in
    /// the debugger; outside a debugger, `SIGTRAP` ends the process. Events pass through unchanged.
    ///
    /// ```swift
    /// let cancellable = prices
    ///     .breakpoint(receiveOutput: { $0 < 0 })  // stop when a negative price arrives
    ///     .sink { show($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - receiveSubscription: A closure that executes when the publisher receives a subscription.
    ///     Return `true` from this closure to raise `SIGTRAP`, or `false` to continue.
    ///   - receiveOutput: A closure that executes when the publisher receives a value. Return `true` from
    ///     this closure to raise `SIGTRAP`, or `false` to continue.
    ///   - receiveCompletion: A closure that executes when the publisher receives a completion. Return
    ///     `true` from this closure to raise `SIGTRAP`, or `false` to continue.
    /// - Returns: A publisher that raises a debugger signal when one of the provided closures returns
    ///   `true`.
    public func breakpoint(
        receiveSubscription: ((any Subscription) -> Bool)? = nil,
        receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self,
            receiveSubscription: receiveSubscription,
            receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion
        )
    }

    /// Raises a debugger signal upon receiving a failure.
    ///
    /// ```swift
    /// let cancellable = fetchProfile().breakpointOnError().sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    /// ```
    ///
    /// - Returns: A publisher that raises a debugger signal upon receiving a failure.
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { true } else { false }
        })
    }
}

extension Publishers {
    /// A publisher that raises a debugger signal when a provided closure needs to stop the process in
    /// the debugger.
    ///
    /// Create one with ``Publisher/breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)`` or
    /// ``Publisher/breakpointOnError()``.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that executes when the publisher receives a subscription; `true` raises `SIGTRAP`.
        public let receiveSubscription: ((any Subscription) -> Bool)?

        /// A closure that executes when the publisher receives output from the upstream publisher;
        /// `true` raises `SIGTRAP`.
        public let receiveOutput: ((Upstream.Output) -> Bool)?

        /// A closure that executes when the publisher receives completion; `true` raises `SIGTRAP`.
        public let receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Bool)?

        /// Creates a breakpoint publisher with the provided upstream publisher and breakpoint-raising
        /// closures.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - receiveSubscription: A closure that executes when the publisher receives a subscription.
        ///   - receiveOutput: A closure that executes when the publisher receives a value.
        ///   - receiveCompletion: A closure that executes when the publisher receives a completion.
        public init(
            upstream: Upstream,
            receiveSubscription: ((any Subscription) -> Bool)? = nil,
            receiveOutput: ((Upstream.Output) -> Bool)? = nil,
            receiveCompletion: ((Subscribers.Completion<Publishers.Breakpoint<Upstream>.Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Attaches the subscriber; its subscription is described as `"Breakpoint"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, breakpoint: self))
        }
    }
}

extension Publishers.Breakpoint {
    private final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `breakpoint` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private var breakpoint: Publishers.Breakpoint<Upstream>?

        init(downstream: Downstream, breakpoint: Publishers.Breakpoint<Upstream>) {
            self.breakpoint = breakpoint
            super.init(downstream: downstream)
        }

        var description: String { "Breakpoint" }

        private func stopIf(_ condition: Bool?) {
            if condition == true {
                raise(SIGTRAP)
            }
        }

        override func receive(subscription: any Subscription) {
            stopIf(lock.withLock { breakpoint?.receiveSubscription }?(subscription))
            super.receive(subscription: subscription)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard upstream != nil, let downstream, let check = breakpoint?.receiveOutput else {
                let downstream = upstream != nil ? self.downstream : nil
                lock.unlock()
                return downstream?.receive(input) ?? .none
            }
            lock.unlock()
            stopIf(check(input))
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            stopIf(lock.withLock { upstream != nil ? breakpoint?.receiveCompletion : nil }?(completion))
            end().downstream?.receive(completion: completion)
        }

        override func takeOperatorState() -> Any? {
            breakpoint.take()
        }
    }
}
