extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time interval without
    /// producing an element.
    ///
    /// The timer starts when the subscription arrives and restarts with each value. If `interval`
    /// passes with no value, the operator cancels the upstream and, from an action on `scheduler`,
    /// finishes normally, or fails with `customError()` when you provide it.
    ///
    /// ```swift
    /// let cancellable = fetchProfile()
    ///     .timeout(.seconds(10), scheduler: DispatchQueue.main, customError: { NetworkError.timedOut })
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { show($0) })
    /// ```
    ///
    /// Unlike Combine, which hops every value and the upstream's completion onto `scheduler`, Signals
    /// passes them on at once, on the upstream's thread; deliveries from the upstream and the timer's
    /// completion never overlap. Demand passes straight upstream.
    ///
    /// - Parameters:
    ///   - interval: The maximum time interval the publisher can go without emitting an element,
    ///     expressed in the time system of the scheduler.
    ///   - scheduler: The scheduler to deliver events on.
    ///   - options: Scheduler options that customize the delivery of elements.
    ///   - customError: A closure that executes if the publisher times out. The publisher sends the
    ///     failure returned by this closure to the subscriber as the reason for termination.
    /// - Returns: A publisher that terminates if the specified interval elapses with no events received
    ///   from the upstream publisher.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(
            upstream: self,
            interval: interval,
            scheduler: scheduler,
            options: options,
            customError: customError
        )
    }
}

extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher exceeds a specified time
    /// interval without producing an element.
    ///
    /// Create one with ``Publisher/timeout(_:scheduler:options:customError:)``.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum time interval the publisher can go without emitting an element.
        public let interval: Context.SchedulerTimeType.Stride

        /// The scheduler on which to deliver events.
        public let scheduler: Context

        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// A closure that returns the failure sent when the publisher times out; `nil` finishes normally.
        public let customError: (() -> Upstream.Failure)?

        /// Creates a publisher that terminates publishing if the upstream publisher exceeds a specified
        /// time interval without producing an element.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - interval: The maximum time interval the publisher can go without emitting an element.
        ///   - scheduler: The scheduler on which to deliver events.
        ///   - options: Scheduler options that customize the delivery of elements.
        ///   - customError: A closure that returns the failure sent when the publisher times out.
        public init(
            upstream: Upstream,
            interval: Context.SchedulerTimeType.Stride,
            scheduler: Context,
            options: Context.SchedulerOptions?,
            customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Attaches the subscriber; its subscription is described as `"Timeout"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, publisher: self))
        }
    }
}

extension Publishers.Timeout {
    private final class Inner<Downstream: Subscriber>: TimedSubscription<Downstream, Context>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let interval: Context.SchedulerTimeType.Stride
        private var customError: (() -> Failure)?
        /// Identifies the running timer; older timers find a different generation and do nothing.
        private var generation: UInt64 = 0

        init(downstream: Downstream, publisher: Publishers.Timeout<Upstream, Context>) {
            interval = publisher.interval
            customError = publisher.customError
            super.init(downstream: downstream, scheduler: publisher.scheduler, options: publisher.options)
        }

        var description: String { "Timeout" }

        override var customMirror: Mirror {
            Mirror(self, children: ["interval": interval])
        }

        /// Starts the timer, then forwards nothing: demand passes straight upstream.
        override func didSubscribe(_ subscription: any Subscription) {
            restartTimer()
        }

        override func didRequest(_ demand: Subscribers.Demand) {
            lock.lock()
            let upstream = self.upstream
            self.demand = .none  // not counted: requests pass straight upstream
            lock.unlock()
            upstream?.request(demand)
        }

        private func restartTimer() {
            lock.lock()
            guard !upstreamDone else {
                lock.unlock()
                return
            }
            generation += 1
            let token = generation
            lock.unlock()
            scheduleCallback(token, at: scheduler.now.advanced(by: interval))
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard !upstreamDone else {
                lock.unlock()
                return .none
            }
            output.enqueue(.value(input))
            lock.unlock()
            restartTimer()
            output.drain()
            return .none
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            lock.lock()
            guard upstreamFinished() else {
                lock.unlock()
                return
            }
            output.enqueue(.completion(completion))
            let state = customError.take()
            lock.unlock()
            _ = state
            output.drain()
        }

        override func scheduledCallbackFired(_ token: UInt64) {
            lock.lock()
            guard token == generation, !upstreamDone else {
                lock.unlock()
                return
            }
            let upstream = self.upstream
            _ = upstreamFinished()
            let makeError = customError.take()
            lock.unlock()
            upstream?.cancel()
            output.deliver(.completion(makeError.map { .failure($0()) } ?? .finished))
        }

        override func takeOperatorState() -> Any? {
            customError.take()
        }
    }
}
