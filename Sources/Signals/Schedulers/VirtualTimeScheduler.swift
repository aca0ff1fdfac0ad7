/// A scheduler whose clock only moves when a test advances it.
///
/// Nothing runs when it is scheduled: actions wait until ``advance(by:)``, ``advance(to:)`` or
/// ``run()`` moves virtual time to (or past) their due instant, and then run on the advancing thread,
/// with ``now`` set to their due instant. Tests stay fast and deterministic, with no sleeping.
///
/// ```swift
/// let scheduler = VirtualTimeScheduler()
/// let tracker = TrackingSubscriber<Int, Never>()
/// Just(1).delay(for: .seconds(2), scheduler: scheduler).subscribe(tracker)
/// scheduler.advance(by: .seconds(1))  // nothing yet
/// scheduler.advance(by: .seconds(1))  // the value and the completion arrive
/// ```
///
/// Rules:
/// - Actions due at the same instant run in the order they were scheduled (FIFO).
/// - An action scheduled for an instant already past is due now, after the actions already due now.
/// - Actions scheduled while advancing run in the same call if they fall within its window.
/// - A repeating action runs at its start date and then every `interval`, as long as its
///   ``AnyCancellable`` is neither cancelled nor released; an interval of zero or less runs it once.
///   Each next run is queued just before the current run starts, and takes its FIFO place from then.
/// - Tolerance and options are ignored.
///
/// It is thread-safe: any thread may schedule, cancel or read ``now`` at any time. Advance from one
/// thread at a time; actions never run while the scheduler's lock is held, so they may schedule,
/// cancel and even advance re-entrantly.
public final class VirtualTimeScheduler: Scheduler, @unchecked Sendable {
    // Safety: `current`, `nextSequence` and `queue` are only read and written with `lock` held.

    /// No options are accepted by the test scheduler.
    public typealias SchedulerOptions = Never

    /// One pending action.
    private struct Entry {
        /// Identifies a repeating action for cancellation; stays the same across its runs.
        let id: UInt64
        /// Orders entries due at the same instant (FIFO); renewed each time a repeating action is requeued.
        var sequence: UInt64
        var date: SchedulerTimeType
        let interval: SchedulerTimeType.Stride?
        /// Run on the advancing thread, which may not be the scheduling one.
        let action: SchedulerAction
    }

    private let lock = UnfairLock()
    private var current: SchedulerTimeType
    private var nextSequence: UInt64 = 0
    private var queue: [Entry] = []

    /// Creates a test scheduler whose clock starts at the given instant.
    ///
    /// - Parameter now: The starting instant; the default is zero nanoseconds.
    public init(now: SchedulerTimeType = SchedulerTimeType(nanoseconds: 0)) {
        current = now
    }

    /// The virtual current instant.
    public var now: SchedulerTimeType {
        lock.withLock { current }
    }

    /// The minimum tolerance allowed by the scheduler: zero.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// The number of actions waiting to run, counting each repeating action once.
    public var pendingActionCount: Int {
        lock.withLock { queue.count }
    }

    /// The due instant of the earliest pending action (a repeating action's next run), or `nil` when no
    /// action waits: where ``advance(to:)`` must go to run exactly the next action.
    ///
    /// ```swift
    /// if let next = scheduler.nextActionDate { scheduler.advance(to: next) }  // one step of virtual time
    /// ```
    public var nextActionDate: SchedulerTimeType? {
        lock.withLock { queue.lazy.map(\.date).min() }
    }

    /// Schedules the action to run at the current instant, on the next advance.
    ///
    /// - Parameters:
    ///   - options: Ignored.
    ///   - action: The action to perform.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        lock.withLock { _ = enqueue(at: current, interval: nil, action) }
    }

    /// Schedules the action to run once virtual time reaches `date`.
    ///
    /// - Parameters:
    ///   - date: The due instant.
    ///   - tolerance: Ignored.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        lock.withLock { _ = enqueue(at: date, interval: nil, action) }
    }

    /// Schedules the action to run at `date`, then every `interval`, until cancelled.
    ///
    /// - Parameters:
    ///   - date: The first due instant.
    ///   - interval: The time between runs; zero or less runs the action once.
    ///   - tolerance: Ignored.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    /// - Returns: An ``AnyCancellable`` that removes the action when cancelled or released.
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let id = lock.withLock { enqueue(at: date, interval: interval > .zero ? interval : nil, action) }
        return AnyCancellable { [weak self] in self?.remove(id: id) }
    }

    /// Advances virtual time by the given interval, running every action due up to the new instant.
    ///
    /// - Parameter stride: How far to move the clock; the default (zero) runs only what is due now.
    ///   A negative interval runs what is due now and leaves the clock where it is.
    public func advance(by stride: SchedulerTimeType.Stride = .zero) {
        advance(to: now.advanced(by: stride))
    }

    /// Advances virtual time to the given instant, running every action due up to it, in order.
    ///
    /// Each action runs with ``now`` set to its due instant; afterwards ``now`` is `instant`. An instant
    /// in the past runs what is due now and leaves the clock where it is.
    ///
    /// - Parameter instant: The instant to move the clock to.
    public func advance(to instant: SchedulerTimeType) {
        while let action = takeNextAction(dueBy: instant) {
            action()
        }
    }

    /// Runs every pending one-shot action, and the actions they schedule, advancing virtual time as
    /// far as needed.
    ///
    /// Repeating actions run at their due instants on the way, and are left pending when no one-shot
    /// action remains, so `run()` ends even while a repeating action is active.
    public func run() {
        while let last = lock.withLock({ queue.lazy.filter { $0.interval == nil }.map(\.date).max() }) {
            advance(to: last)
        }
    }

    // MARK: - Internals

    /// Adds an entry and returns its id. Call with `lock` held.
    private func enqueue(
        at date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride?,
        _ action: @escaping () -> Void
    ) -> UInt64 {
        let sequence = nextSequence
        nextSequence += 1
        queue.append(
            Entry(
                id: sequence,
                sequence: sequence,
                date: Swift.max(date, current),
                interval: interval,
                action: SchedulerAction(action)
            )
        )
        return sequence
    }

    /// Removes the earliest entry due by `instant` (requeuing it if it repeats), moves the clock to its
    /// date, and returns its action. When nothing is due, moves the clock to `instant` and returns nil.
    private func takeNextAction(dueBy instant: SchedulerTimeType) -> SchedulerAction? {
        lock.lock()
        defer { lock.unlock() }
        var next: Int?
        for index in queue.indices where queue[index].date <= instant {
            if let best = next,
                (queue[best].date, queue[best].sequence) < (queue[index].date, queue[index].sequence)
            {
                continue
            }
            next = index
        }
        guard let index = next else {
            current = Swift.max(current, instant)
            return nil
        }
        let entry = queue[index]
        current = Swift.max(current, entry.date)
        if let interval = entry.interval, case let following = entry.date.advanced(by: interval),
            following > entry.date
        {
            queue[index].date = following
            queue[index].sequence = nextSequence
            nextSequence += 1
        } else {
            queue.remove(at: index)
        }
        return entry.action
    }

    private func remove(id: UInt64) {
        lock.lock()
        let index = queue.firstIndex { $0.id == id }
        let removed = index.map { queue.remove(at: $0) }
        lock.unlock()
        _ = removed  // the action is released outside the lock
    }
}
