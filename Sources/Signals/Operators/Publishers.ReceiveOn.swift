extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    ///
    /// Values and the completion are delivered from actions on `scheduler`, in upstream order.
    /// Requests and cancellation pass straight upstream on the caller's thread. Use a serial scheduler,
    /// such as the main queue; Signals never overlaps deliveries even on a concurrent one.
    ///
    /// ```swift
    /// let cancellable = results
    ///     .receive(on: DispatchQueue.main)
    ///     .sink { label.text = $0 }
    /// ```
    ///
    /// As in Combine, the subscriber gets its subscription at once, on the subscribing thread, and each
    /// value and the completion is scheduled with `schedule(options:_:)` as it arrives. Unlike Combine,
    /// nothing is delivered after a cancel (Combine still delivers a completion already scheduled), and
    /// a cancelled subscription's actions that have not run yet hold nothing (Combine's hold the
    /// subscriber until they run).
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler the publisher uses for element delivery.
    ///   - options: Scheduler options used to customize element delivery.
    /// - Returns: A publisher that delivers elements using the specified scheduler.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    ///
    /// Create one with ``Publisher/receive(on:options:)``.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The scheduler the publisher uses to deliver elements.
        public let scheduler: Context

        /// Scheduler options used to customize element delivery.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delivers elements to its downstream subscriber on a specific
        /// scheduler.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - scheduler: The scheduler the publisher uses to deliver elements.
        ///   - options: Scheduler options used to customize element delivery.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the subscriber; its subscription is described as `"ReceiveOn"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(
                subscriber:
                    ReceiveOnSubscription(
                        downstream: subscriber,
                        scheduler: scheduler,
                        options: options,
                        timing: .asap
                    )
            )
        }
    }
}

extension Publishers.ReceiveOn: Sendable
where Upstream: Sendable, Context: Sendable, Context.SchedulerOptions: Sendable {}
