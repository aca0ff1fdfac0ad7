extension Publisher {
    /// Collects elements by a given time-grouping strategy, and emits a single array of the collection.
    ///
    /// With ``Publishers/TimeGroupingStrategy/byTime(_:_:)`` the values received during each interval
    /// (a repeating action on the scheduler, from the subscription on) are published as one array at
    /// the end of the interval; an interval with no value publishes nothing. With
    /// ``Publishers/TimeGroupingStrategy/byTimeOrCount(_:_:_:)`` a group is also published as soon as
    /// it holds `count` values (the timer keeps its rhythm).
    ///
    /// ```swift
    /// let cancellable = logLines
    ///     .collect(.byTimeOrCount(DispatchQueue.main, .seconds(1), 100))
    ///     .sink { batch in upload(batch) }
    /// ```
    ///
    /// The operator requests `.unlimited` from upstream. A group that is due while the downstream has no
    /// demand is kept, and the next values join it, so no value is lost. When the upstream finishes, the
    /// current group (if any, and if the downstream has demand) is published before `.finished`; a
    /// failure drops it.
    ///
    /// - Parameters:
    ///   - strategy: The timing group strategy used by the operator to collect and publish elements.
    ///   - options: Scheduler options to use for the strategy.
    /// - Returns: A publisher that collects elements by a given strategy, and emits a single array of
    ///   the collection.
    public func collect<S: Scheduler>(
        _ strategy: Publishers.TimeGroupingStrategy<S>,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}

extension Publishers {
    /// A strategy for collecting received elements.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// A grouping that collects and periodically publishes items.
        case byTime(Context, Context.SchedulerTimeType.Stride)

        /// A grouping that collects and publishes items periodically or when a buffer reaches a maximum
        /// size.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that buffers and periodically publishes its items.
    ///
    /// Create one with ``Publisher/collect(_:options:)``.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: a group of the upstream's values.
        public typealias Output = [Upstream.Output]

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The strategy with which to collect and publish elements.
        public let strategy: Publishers.TimeGroupingStrategy<Context>

        /// Scheduler options to use for the strategy.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that buffers and periodically publishes its items.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - strategy: The strategy with which to collect and publish elements.
        ///   - options: Scheduler options to use for the strategy.
        public init(
            upstream: Upstream,
            strategy: Publishers.TimeGroupingStrategy<Context>,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Attaches the subscriber; its subscription is described as `"CollectByTime"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, strategy: strategy, options: options))
        }
    }
}

extension Publishers.TimeGroupingStrategy: Sendable
where Context: Sendable, Context.SchedulerTimeType.Stride: Sendable {}

extension Publishers.CollectByTime {
    private final class Inner<Downstream: Subscriber>: TimedSubscription<Downstream, Context>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let interval: Context.SchedulerTimeType.Stride
        private let count: Int
        private var group: [Upstream.Output] = []
        private var timer: (any Cancellable)?

        init(
            downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>,
            options: Context.SchedulerOptions?
        ) {
            let scheduler: Context
            switch strategy {
            case .byTime(let context, let stride):
                (scheduler, interval, count) = (context, stride, .max)
            case .byTimeOrCount(let context, let stride, let count):
                (scheduler, interval, self.count) = (context, stride, Swift.max(count, 1))
            }
            super.init(downstream: downstream, scheduler: scheduler, options: options)
        }

        var description: String { "CollectByTime" }

        override var customMirror: Mirror {
            lock.withLock { Mirror(self, children: ["group": group, "demand": demand]) }
        }

        override func didSubscribe(_ subscription: any Subscription) {
            let target: any ScheduledCallback = self
            let timer = scheduler.schedule(
                after: scheduler.now.advanced(by: interval),
                interval: interval,
                tolerance: scheduler.minimumTolerance,
                options: options
            ) { target.scheduledCallbackFired(0) }
            lock.lock()
            let keep = !upstreamDone
            if keep {
                self.timer = timer
            }
            lock.unlock()
            if keep {
                subscription.request(.unlimited)
            } else {
                timer.cancel()
            }
        }

        override func didRequest(_ demand: Subscribers.Demand) {
            lock.lock()
            if group.count >= count {
                publishGroup()
            }
            lock.unlock()
            output.drain()
        }

        /// Queues the group if the downstream has demand. Call with `lock` held.
        private func publishGroup() {
            guard !group.isEmpty, enqueueIfDemanded(group) else { return }
            group = []
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard !upstreamDone else {
                lock.unlock()
                return .none
            }
            group.append(input)
            if group.count >= count {
                publishGroup()
            }
            lock.unlock()
            output.drain()
            return .none
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            lock.lock()
            guard upstreamFinished() else {
                lock.unlock()
                return
            }
            if case .finished = completion {
                publishGroup()
            }
            output.enqueue(.completion(completion))
            let state = takeOperatorState()
            lock.unlock()
            (state as? any Cancellable)?.cancel()
            output.drain()
        }

        override func scheduledCallbackFired(_ token: UInt64) {
            lock.lock()
            if !upstreamDone {
                publishGroup()
            }
            lock.unlock()
            output.drain()
        }

        override func takeOperatorState() -> Any? {
            group = []
            return timer.take()
        }
    }
}
