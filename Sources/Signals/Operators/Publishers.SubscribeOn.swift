extension Publisher {
    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    ///
    /// Subscribing to the upstream publisher, each request and the cancellation run as actions on
    /// `scheduler`, in the order they were made. Values and the completion are passed on at once, on
    /// whatever thread the upstream sends them. Once cancelled, the subscriber receives nothing more; if
    /// the cancellation comes before the upstream subscription was made, the upstream is never
    /// subscribed to.
    ///
    /// ```swift
    /// let cancellable = expensiveWork
    ///     .subscribe(on: DispatchQueue.global())
    ///     .receive(on: DispatchQueue.main)
    ///     .sink { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler used to send messages to upstream publishers.
    ///   - options: Options that customize the delivery of elements.
    /// - Returns: A publisher which performs upstream operations on the specified scheduler.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<
            Self, S
        >
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    ///
    /// Create one with ``Publisher/subscribe(on:options:)``.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler the publisher should use to receive elements.
        public let scheduler: Context

        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that receives elements from an upstream publisher on a specific
        /// scheduler.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - scheduler: The scheduler the publisher should use to receive elements.
        ///   - options: Scheduler options that customize the delivery of elements.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Schedules the upstream subscription; the subscriber's subscription is `"SubscribeOn"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let inner = Inner(upstream: upstream, downstream: subscriber, scheduler: scheduler, options: options)
            let target: any SubscribeOnActions = inner
            scheduler.schedule(options: options) { target.performSubscribe() }
        }
    }
}

extension Publishers.SubscribeOn: Sendable
where Upstream: Sendable, Context: Sendable, Context.SchedulerOptions: Sendable {}

/// What the scheduled actions of ``Publishers/SubscribeOn`` call, without naming generic types (a
/// `@Sendable` closure may not capture generic metatypes).
private protocol SubscribeOnActions: AnyObject, Sendable {
    func performSubscribe()
    func performRequest(_ demand: Subscribers.Demand)
    func performCancel()
}

extension Publishers.SubscribeOn {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
        ReflectedByName,
        SubscribeOnActions, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is read and written with `lock` held; `upstreamPublisher`,
        // `scheduler` and `options` are immutable and only used to subscribe and schedule.
        typealias Input = Output

        private let upstreamPublisher: Upstream
        private let scheduler: Context
        private let options: Context.SchedulerOptions?

        private let lock = UnfairLock()
        private var downstream: Downstream?
        private var subscription: (any Subscription)?
        private var cancelled = false

        init(upstream: Upstream, downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
            upstreamPublisher = upstream
            self.downstream = downstream
            self.scheduler = scheduler
            self.options = options
        }

        var description: String { "SubscribeOn" }

        func performSubscribe() {
            let skip = lock.withLock { cancelled }
            if !skip {
                upstreamPublisher.subscribe(self)
            }
        }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard self.subscription == nil, !cancelled, let downstream else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            downstream.receive(subscription: self)
        }

        /// Passes the value on once subscribed and until cancelled; before the subscription (a broken
        /// upstream) it is ignored, as in Combine.
        func receive(_ input: Input) -> Subscribers.Demand {
            lock.lock()
            guard subscription != nil, !cancelled, let downstream else {
                lock.unlock()
                return .none
            }
            lock.unlock()
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard subscription != nil, !cancelled, let downstream = self.downstream.take() else {
                lock.unlock()
                return
            }
            lock.unlock()
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            guard lock.withLock({ !cancelled }) else { return }
            let target: any SubscribeOnActions = self
            scheduler.schedule(options: options) { target.performRequest(demand) }
        }

        /// Requests made before a cancel still reach upstream, in order, as in Combine.
        func performRequest(_ demand: Subscribers.Demand) {
            lock.withLock { subscription }?.request(demand)
        }

        func cancel() {
            lock.lock()
            guard !cancelled else {
                lock.unlock()
                return
            }
            cancelled = true
            lock.unlock()
            let target: any SubscribeOnActions = self
            scheduler.schedule(options: options) { target.performCancel() }
        }

        /// Cancels the upstream; the downstream, which receives nothing after `cancel()`, is released
        /// here, as Combine's scheduled cancel holds it until then.
        func performCancel() {
            lock.lock()
            let released = (subscription.take(), downstream.take())
            lock.unlock()
            released.0?.cancel()
        }
    }
}
