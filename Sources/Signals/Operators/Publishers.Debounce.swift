extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    ///
    /// Each value restarts the timer; a value is published, from an action on `scheduler`, once
    /// `dueTime` passes with no newer value. Values that find the downstream without demand when they
    /// are due are dropped (the operator requests `.unlimited` from upstream, as in Combine).
    ///
    /// ```swift
    /// let cancellable = searchText
    ///     .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
    ///     .sink { query in search(query) }
    /// ```
    ///
    /// As in Combine, the completion (normal or failure) is delivered from an action on `scheduler` at
    /// the next opportunity, and a value still waiting for its due time when the upstream completes is
    /// **dropped**, not published: `Just(1).debounce(...)` publishes only `.finished`.
    ///
    /// - Parameters:
    ///   - dueTime: The time the publisher should wait before publishing an element.
    ///   - scheduler: The scheduler on which this publisher delivers elements.
    ///   - options: Scheduler options that customize this publisher's delivery of elements.
    /// - Returns: A publisher that publishes events only after a specified time elapses.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses between events.
    ///
    /// Create one with ``Publisher/debounce(for:scheduler:options:)``.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride

        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context

        /// Scheduler options that customize this publisher's delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that publishes elements only after a specified time elapses between events.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - dueTime: The amount of time the publisher should wait before publishing an element.
        ///   - scheduler: The scheduler on which this publisher delivers elements.
        ///   - options: Scheduler options that customize this publisher's delivery of elements.
        public init(
            upstream: Upstream,
            dueTime: Context.SchedulerTimeType.Stride,
            scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the subscriber; its subscription is described as `"Debounce"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(
                subscriber: Inner(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options)
            )
        }
    }
}

extension Publishers.Debounce: Sendable
where
    Upstream: Sendable, Context: Sendable, Context.SchedulerOptions: Sendable,
    Context.SchedulerTimeType.Stride: Sendable
{}

extension Publishers.Debounce {
    /// Shaped as Combine's: each value starts a repeating timer
    /// (`schedule(after:interval:tolerance:options:_:)`, cancelled and released when it first fires, or
    /// when a newer value, the completion or a cancel comes); the completion is delivered from a
    /// `schedule(options: nil)` action. The timers hold the subscription strongly, as Combine's do; the
    /// completion's action holds it through the ticket of ``TimedSubscription``.
    private final class Inner<Downstream: Subscriber>: TimedSubscription<Downstream, Context>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let dueTime: Context.SchedulerTimeType.Stride
        /// The latest value, waiting for its due time.
        private var pending: Output?
        /// Identifies the latest value's timer; older timers find a different generation and do nothing.
        private var generation: UInt64 = 0
        /// The latest value's timer, once scheduled.
        private var timer: (any Cancellable)?
        private var completion: Subscribers.Completion<Failure>?
        /// The downstream as `Mirror` shows it, until the stream ends.
        private var mirroredDownstream: Downstream?

        init(
            downstream: Downstream,
            dueTime: Context.SchedulerTimeType.Stride,
            scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.dueTime = dueTime
            mirroredDownstream = downstream
            super.init(downstream: downstream, scheduler: scheduler, options: options)
        }

        var description: String { "Debounce" }

        override var customMirror: Mirror {
            lock.withLock {
                Mirror(
                    self,
                    children: [
                        ("downstream", mirroredDownstream as Any),
                        ("downstreamDemand", demand),
                        ("currentValue", pending as Any),
                    ]
                )
            }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard upstream != nil, !upstreamDone else {
                lock.unlock()
                return .none
            }
            generation += 1
            let token = generation
            pending = input
            let previous = timer.take()
            lock.unlock()
            let target: any ScheduledCallback = self
            let timer = scheduler.schedule(
                after: scheduler.now.advanced(by: dueTime),
                interval: dueTime,
                tolerance: scheduler.minimumTolerance,
                options: options
            ) { target.scheduledCallbackFired(token) }
            lock.lock()
            // Keep it unless it already fired (a scheduler that runs it at once), a newer value came,
            // or the stream ended meanwhile.
            let keep = token == generation && !upstreamDone && pending != nil
            if keep {
                self.timer = timer
            }
            lock.unlock()
            previous?.cancel()
            if !keep {
                timer.cancel()
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            lock.lock()
            guard upstreamFinished() else {
                lock.unlock()
                return
            }
            generation += 1
            let released = (pending.take(), timer.take())
            self.completion = completion
            lock.unlock()
            released.1?.cancel()
            scheduleCallback(.max, at: nil, withOptions: false)
        }

        override func scheduledCallbackFired(_ token: UInt64) {
            lock.lock()
            var fired: (any Cancellable)?
            if token == .max, let completion = completion.take() {
                output.enqueue(.completion(completion))
                mirroredDownstream = nil
            } else if token == generation, let value = pending.take() {
                fired = timer.take()
                enqueueIfDemanded(value)
            }
            lock.unlock()
            fired?.cancel()
            output.drain()
        }

        override func takeOperatorState() -> Any? {
            ReleasedTimerState(timer: timer.take(), state: (pending.take(), mirroredDownstream.take()))
        }
    }
}
