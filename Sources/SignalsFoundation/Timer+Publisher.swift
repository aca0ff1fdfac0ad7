import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// The publisher is connectable: the timer starts when you call ``Timer/TimerPublisher/connect()``,
    /// or, with ``Signals/ConnectablePublisher/autoconnect()``, when the first subscriber attaches.
    ///
    /// ```swift
    /// let cancellable = Timer.publish(every: 1, on: .main, in: .common)
    ///     .autoconnect()
    ///     .sink { date in clockLabel = format(date) }
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The time interval on which to publish events. For example, a value of `0.5`
    ///     publishes an event approximately every half-second.
    ///   - tolerance: The allowed timing variance when emitting events. Defaults to `nil`, which allows
    ///     any variance.
    ///   - runLoop: The run loop on which the timer runs.
    ///   - mode: The run loop mode in which to run the timer.
    ///   - options: Scheduler options passed to the timer. Defaults to `nil`.
    /// - Returns: A publisher that repeatedly emits the current date on the given interval.
    public static func publish(
        every interval: TimeInterval,
        tolerance: TimeInterval? = nil,
        on runLoop: RunLoop,
        in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    ///
    /// Values go to every subscriber that has demand when the timer fires; a subscriber without demand
    /// misses that tick, as in Combine.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        // Safety: `timer` is only read or written with `lock` held; the other stored properties are
        // immutable, and the subject is thread-safe.

        /// The kind of values published by this publisher: the date of each tick.
        public typealias Output = Date

        /// This publisher never fails.
        public typealias Failure = Never

        /// The time interval on which to publish events.
        public let interval: TimeInterval

        /// The allowed timing variance when emitting events; `nil` allows any variance.
        public let tolerance: TimeInterval?

        /// The run loop on which the timer runs.
        public let runLoop: RunLoop

        /// The run loop mode in which to run the timer.
        public let mode: RunLoop.Mode

        /// Scheduler options passed to the timer.
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var timer: Timer?

        /// Creates a publisher that emits the current date on the given interval.
        ///
        /// - Parameters:
        ///   - interval: The interval on which to publish events.
        ///   - tolerance: The allowed timing variance when emitting events. Defaults to `nil`, which
        ///     allows any variance.
        ///   - runLoop: The run loop on which the timer runs.
        ///   - mode: The run loop mode in which to run the timer.
        ///   - options: Scheduler options passed to the timer. Defaults to `nil`.
        public init(
            interval: TimeInterval,
            tolerance: TimeInterval? = nil,
            runLoop: RunLoop,
            mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches the subscriber; it receives the dates of the ticks after it attached.
        ///
        /// - Parameter subscriber: The subscriber to attach to this publisher.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer, if it is not running; cancel the result to stop it.
        ///
        /// - Returns: A ``Signals/Cancellable`` that stops the timer.
        public func connect() -> any Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if timer == nil {
                let subject = subject
                let timer = Timer(fire: Date().addingTimeInterval(interval), interval: interval, repeats: true) {
                    _ in subject.send(Date())
                }
                if let tolerance {
                    timer.tolerance = tolerance
                }
                runLoop.add(timer, forMode: mode)
                self.timer = timer
            }
            let handle = TimerHandle(timer!)
            return AnyCancellable { [weak self] in
                handle.invalidate()
                self?.stopped(handle)
            }
        }

        private func stopped(_ handle: TimerHandle) {
            lock.withLock { timer = nil }
        }
    }
}
