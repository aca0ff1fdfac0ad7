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
    /// As in Combine, the timer is a repeating action on `scheduler`
    /// (`schedule(after:interval:tolerance:options:_:)`), started when the subscription arrives,
    /// restarted at the downstream's first request and at each value; each value and the upstream's
    /// completion are delivered from their own action (`schedule(options:_:)`). Demand passes straight
    /// upstream. Deliveries never overlap, and nothing is delivered after a cancel.
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
