extension Publisher {
    /// Measures and emits the time interval between events received from an upstream publisher.
    ///
    /// The first value's interval is measured from the moment the subscription arrived; each later one
    /// from the value before it. The interval is in the scheduler's own time system, read with
    /// `scheduler.now`; nothing is scheduled. Requests (`.none` included, as in Combine), failure and
    /// cancellation pass straight through; the demand the subscriber returns for a value is requested
    /// from upstream, as in Combine.
    ///
    /// ```swift
    /// let cancellable = taps
    ///     .measureInterval(using: DispatchQueue.main)
    ///     .sink { print("since the previous tap: \($0)") }
    /// ```
    ///
    /// - Parameters:
    ///   - scheduler: A scheduler to use for tracking the timing of events.
    ///   - options: Options that customize the delivery of elements.
    /// - Returns: A publisher that emits elements representing the time interval between the elements it
    ///   receives.
    public func measureInterval<S: Scheduler>(
        using scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}

extension Publishers {
    /// A publisher that measures and emits the time interval between events received from an upstream
    /// publisher.
    ///
    /// Create one with ``Publisher/measureInterval(using:options:)``.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the interval since the previous event.
        public typealias Output = Context.SchedulerTimeType.Stride

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler used for tracking the timing of events.
        public let scheduler: Context

        /// Creates a publisher that measures and emits the time interval between events received from
        /// an upstream publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - scheduler: A scheduler to use for tracking the timing of events.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Attaches the subscriber; its subscription is described as `"MeasureInterval"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, scheduler: scheduler))
        }
    }
}

extension Publishers.MeasureInterval: Sendable where Upstream: Sendable, Context: Sendable {}

extension Publishers.MeasureInterval {
    private final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `last` is only read or written with `lock` held; `scheduler` is immutable.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let scheduler: Context
        /// When the previous event (or the subscription) arrived.
        private var last: Context.SchedulerTimeType?

        init(downstream: Downstream, scheduler: Context) {
            self.scheduler = scheduler
            super.init(downstream: downstream)
        }

        var description: String { "MeasureInterval" }

        override func receive(subscription: any Subscription) {
            let now = scheduler.now
            lock.withLock { last = now }
            super.receive(subscription: subscription)
        }

        /// Forwards the request upstream as it is, `.none` included (Combine passes it on).
        override func request(_ demand: Subscribers.Demand) {
            lock.withLock { upstream }?.request(demand)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            // The clock is read only while subscribed, as in Combine.
            guard lock.withLock({ upstream != nil && !terminated }) else { return .none }
            let now = scheduler.now
            lock.lock()
            guard let subscription = upstream, let downstream, let previous = last else {
                lock.unlock()
                return .none
            }
            last = now
            lock.unlock()
            // As in Combine, the downstream's demand is requested from upstream rather than returned.
            let demand = downstream.receive(previous.distance(to: now))
            if demand > 0 {
                subscription.request(demand)
            }
            return .none
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            end().downstream?.receive(completion: completion)
        }
    }
}
