extension Publisher {
    /// Delays delivery of all output to the downstream receiver by a specified amount of time on a
    /// particular scheduler.
    ///
    /// Each value, and the completion (normal or failure), is delivered `interval` after it arrived
    /// from upstream, from an action on `scheduler`, in upstream order. Requests and cancellation pass
    /// straight upstream; the demand a delayed value's subscriber returns is requested from upstream
    /// when that value is delivered, as in Combine. Cancelling drops the values still in flight.
    ///
    /// ```swift
    /// let cancellable = taps
    ///     .delay(for: .milliseconds(300), scheduler: DispatchQueue.main)
    ///     .sink { print("300 ms after the tap: \($0)") }
    /// ```
    ///
    /// As in Combine, the subscriber gets its subscription at once, on the subscribing thread; each value
    /// and the completion is scheduled with `schedule(after:tolerance:options:_:)` at the moment it
    /// arrives from upstream. Unlike Combine, nothing is delivered after a cancel (Combine still delivers
    /// a completion already scheduled), and a cancelled subscription's actions that have not run yet hold
    /// nothing (Combine's hold the subscriber until they run).
    ///
    /// - Parameters:
    ///   - interval: The amount of time to delay.
    ///   - tolerance: The allowed tolerance in firing delayed events; `nil` uses the scheduler's
    ///     minimum tolerance.
    ///   - scheduler: The scheduler to deliver the delayed events.
    ///   - options: Options relevant to the scheduler's behavior.
    /// - Returns: A publisher that delays delivery of elements and completion to the downstream
    ///   receiver.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride,
        tolerance: S.SchedulerTimeType.Stride? = nil,
        scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self,
            interval: interval,
            tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler,
            options: options
        )
    }
}

extension Publishers {
    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    ///
    /// Create one with ``Publisher/delay(for:tolerance:scheduler:options:)``.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream

        /// The amount of time to delay.
        public let interval: Context.SchedulerTimeType.Stride

        /// The allowed tolerance in firing delayed events.
        public let tolerance: Context.SchedulerTimeType.Stride

        /// The scheduler to deliver the delayed events.
        public let scheduler: Context

        /// Options relevant to the scheduler's behavior.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delays delivery of elements and completion to the downstream
        /// receiver.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - interval: The amount of time to delay.
        ///   - tolerance: The allowed tolerance in firing delayed events.
        ///   - scheduler: The scheduler to deliver the delayed events.
        ///   - options: Options relevant to the scheduler's behavior.
        public init(
            upstream: Upstream,
            interval: Context.SchedulerTimeType.Stride,
            tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context,
            options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the subscriber; like Combine's, its subscription customises neither its description
        /// nor its `Mirror`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(
                subscriber:
                    DelaySubscription(
                        downstream: subscriber,
                        scheduler: scheduler,
                        options: options,
                        timing: .after(interval: interval, tolerance: tolerance)
                    )
            )
        }
    }
}

extension Publishers.Delay: Sendable
where
    Upstream: Sendable, Context: Sendable, Context.SchedulerOptions: Sendable,
    Context.SchedulerTimeType.Stride: Sendable
{}
