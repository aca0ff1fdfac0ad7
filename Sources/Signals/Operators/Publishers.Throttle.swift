extension Publisher {
    /// Publishes either the most-recent or first element published by the upstream publisher in the
    /// specified time interval.
    ///
    /// The first value is published at the scheduler's next opportunity; after each publication, the
    /// next one waits until `interval` has passed, and then publishes the latest value received
    /// meanwhile (`latest: true`) or the first one (`latest: false`). Values are published from actions
    /// on `scheduler`. As in Combine, the operator requests `.unlimited` from upstream, a value that
    /// arrives while the downstream has no demand is dropped at once, and the value that opens a slot
    /// takes its unit of demand when it arrives.
    ///
    /// ```swift
    /// let cancellable = scrollOffsets
    ///     .throttle(for: .milliseconds(100), scheduler: DispatchQueue.main, latest: true)
    ///     .sink { offset in updateHeader(offset) }
    /// ```
    ///
    /// The completion is delivered from an action on `scheduler` at the next opportunity, after the
    /// value still waiting for its slot, if any.
    ///
    /// - Parameters:
    ///   - interval: The interval at which to find and emit either the most recent or the first
    ///     element, expressed in the time system of the scheduler.
    ///   - scheduler: The scheduler on which to publish elements.
    ///   - latest: A Boolean value that indicates whether to publish the most recent element. If
    ///     `false`, the publisher emits the first element received during the interval.
    /// - Returns: A publisher that emits either the most-recent or first element received during the
    ///   specified interval.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride,
        scheduler: S,
        latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// A publisher that publishes either the most-recent or first element published by the upstream
    /// publisher in a specified time interval.
    ///
    /// Create one with ``Publisher/throttle(for:scheduler:latest:)``.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride

        /// The scheduler on which to publish elements.
        public let scheduler: Context

        /// A Boolean value indicating whether to publish the most recent element.
        public let latest: Bool

        /// Creates a publisher that publishes either the most-recent or first element published by the
        /// upstream publisher in a specified time interval.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - interval: The interval in which to find and emit the most recent element.
        ///   - scheduler: The scheduler on which to publish elements.
        ///   - latest: A Boolean value indicating whether to publish the most recent element.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches the subscriber; its subscription is described as `"Throttle"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(
                subscriber: Inner(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest)
            )
        }
    }
}

extension Publishers.Throttle: Sendable
where Upstream: Sendable, Context: Sendable, Context.SchedulerTimeType.Stride: Sendable {}

extension Publishers.Throttle {
    /// Shaped as Combine's: it reads `scheduler.now` when created, when the subscription arrives and at
    /// each upstream event; a value that finds no demand is dropped; the first value of a slot takes one
    /// unit of demand and is published from a `schedule(options: nil)` action (or one
    /// `schedule(after:tolerance:options:_:)` at the end of the interval since the last publication),
    /// which also delivers a completion that arrived meanwhile.
    private final class Inner<Downstream: Subscriber>: TimedSubscription<Downstream, Context>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let interval: Context.SchedulerTimeType.Stride
        private let latest: Bool
        /// The value waiting for its slot (its demand already taken).
        private var pending: Output?
        /// The completion waiting for the scheduled action.
        private var completion: Subscribers.Completion<Failure>?
        /// When the last value was published.
        private var lastPublished: Context.SchedulerTimeType?
        /// When the last upstream event (or the subscription) arrived.
        private var lastEvent: Context.SchedulerTimeType

        init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.interval = interval
            self.latest = latest
            lastEvent = scheduler.now
            super.init(downstream: downstream, scheduler: scheduler, options: nil)
        }

        var description: String { "Throttle" }

        override func receive(subscription: any Subscription) {
            // The clock is read for the first subscription only, as in Combine.
            if lock.withLock({ upstream == nil && !upstreamDone }) {
                let now = scheduler.now
                lock.withLock { lastEvent = now }
            }
            super.receive(subscription: subscription)
        }

        /// Whether upstream events are still taken. Call with `lock` held.
        private var live: Bool { upstream != nil && !upstreamDone }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            guard lock.withLock({ live }) else { return .none }
            let now = scheduler.now
            lock.lock()
            guard live else {
                lock.unlock()
                return .none
            }
            lastEvent = now
            guard demand > 0 else {
                lock.unlock()
                return .none
            }
            var replaced: Output?
            var due: Context.SchedulerTimeType??
            if pending != nil || completion != nil {
                if latest {
                    replaced = pending
                    pending = input
                }
            } else {
                let slot = lastPublished.map { Swift.max(now, $0.advanced(by: interval)) } ?? now
                demand -= 1
                pending = input
                due = .some(slot == now ? nil : slot)
            }
            lock.unlock()
            _ = replaced
            if case .some(let date) = due {
                scheduleCallback(0, at: date)
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            guard lock.withLock({ live }) else { return }
            let now = scheduler.now
            lock.lock()
            let scheduled = pending != nil || self.completion != nil
            guard upstreamFinished() else {
                lock.unlock()
                return
            }
            lastEvent = now
            if self.completion == nil {
                self.completion = completion
            }
            lock.unlock()
            if !scheduled {
                scheduleCallback(0, at: nil)
            }
        }

        override func scheduledCallbackFired(_ token: UInt64) {
            let publishes = lock.withLock { pending != nil && completion == nil }
            let now: Context.SchedulerTimeType? = publishes ? scheduler.now : nil
            lock.lock()
            if let now, pending != nil {
                lastPublished = now
            }
            if let value = pending.take() {
                output.enqueue(.value(value))
            }
            if let completion = completion.take() {
                output.enqueue(.completion(completion))
            }
            lock.unlock()
            output.drain()
        }

        override func takeOperatorState() -> Any? {
            (pending.take(), completion.take())
        }
    }
}
