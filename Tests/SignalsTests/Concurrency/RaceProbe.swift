import Foundation
import Signals

/// A subscriber that checks Combine's delivery contract from inside the deliveries themselves, for race
/// tests: it counts calls that overlap another call (two threads inside it at once) and deliveries that
/// *start* after a ``cancel()`` made through it has returned.
///
/// Both counts are taken under the probe's own lock, at the entry of each `receive`, so a count is an
/// event that really happened: a delivery counted as late began after `cancel()` had returned on the
/// cancelling thread (the flag is set after the call returns), and an overlap is two threads that were
/// both between entry and exit. Values are recorded in arrival order.
///
/// A test must end with the probe cancelled or completed (LeakSanitizer runs over these tests).
final class RaceProbe<Value>: Subscriber, @unchecked Sendable {
    // Safety: every stored `var` is only read or written with `lock` held.
    typealias Input = Value
    typealias Failure = Never

    private let lock = NSLock()
    private let initialDemand: Subscribers.Demand?
    private var subscription: (any Subscription)?
    private var inside = 0
    private var cancelReturned = false
    private var _overlaps = 0
    private var _lateDeliveries = 0
    private var _values: [Value] = []
    private var _completions = 0

    /// - Parameter initialDemand: What to request when the subscription arrives (`nil`: nothing).
    init(initialDemand: Subscribers.Demand? = .unlimited) {
        self.initialDemand = initialDemand
    }

    /// How many calls began while another call was still inside the probe.
    var overlaps: Int { lock.withLock { _overlaps } }
    /// How many deliveries began after ``cancel()`` had returned.
    var lateDeliveries: Int { lock.withLock { _lateDeliveries } }
    /// The values received, in order.
    var values: [Value] { lock.withLock { _values } }
    /// How many completions arrived.
    var completions: Int { lock.withLock { _completions } }
    /// How many values arrived so far.
    var count: Int { lock.withLock { _values.count } }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        if let initialDemand {
            subscription.request(initialDemand)
        }
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        enter()
        lock.withLock { _values.append(input) }
        leave()
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        enter()
        lock.withLock {
            _completions += 1
            subscription = nil  // as a sink does: a finished subscription is let go
        }
        leave()
    }

    /// Requests more from the subscription received.
    func request(_ demand: Subscribers.Demand) {
        lock.withLock { subscription }?.request(demand)
    }

    /// Cancels the subscription received (and lets it go); once `cancel()` has returned, any delivery
    /// that begins is late.
    func cancel() {
        let subscription = lock.withLock {
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.cancel()
        lock.withLock { cancelReturned = true }
    }

    private func enter() {
        lock.withLock {
            if cancelReturned { _lateDeliveries += 1 }
            inside += 1
            if inside > 1 { _overlaps += 1 }
        }
        // Stay inside a little (yields, not a sleep): another thread that delivers meanwhile, on another
        // core or on this one, overlaps and is counted.
        for _ in 0..<3 { sched_yield() }
    }

    private func leave() {
        lock.withLock { inside -= 1 }
    }
}

/// A thread-safe, ordered log that several threads write to, for asserting which histories an
/// interleaving allows: each thread logs markers around its own calls ("send", "sent", "cancel",
/// "cancelled") and the subscriber logs what it receives, all under one lock, so the log's order is the
/// real order in which these points were passed.
final class InterleavingLog: @unchecked Sendable {
    // Safety: `_entries` is only touched with `lock` held.
    private let lock = NSLock()
    private var _entries: [String] = []

    var entries: [String] { lock.withLock { _entries } }

    func append(_ entry: String) {
        lock.withLock { _entries.append(entry) }
    }

    /// The position of `entry` in the log, if it is there.
    func position(of entry: String) -> Int? {
        entries.firstIndex(of: entry)
    }
}

/// A subscriber that writes what it receives into an ``InterleavingLog`` (`"value(1)"`, `"finished"`).
final class LoggingSubscriber: Subscriber, @unchecked Sendable {
    // Safety: `subscription` is only touched with `lock` held; `log` is thread-safe.
    typealias Input = Int
    typealias Failure = Never

    private let lock = NSLock()
    private let log: InterleavingLog
    private var subscription: (any Subscription)?

    init(log: InterleavingLog) {
        self.log = log
    }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        subscription.request(.unlimited)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        log.append("value(\(input))")
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        log.append("finished")
        lock.withLock { subscription = nil }
    }

    /// Cancels the subscription (and lets it go), logging `"cancel"` before the call and `"cancelled"`
    /// once it returned.
    func cancel() {
        log.append("cancel")
        let subscription = lock.withLock {
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.cancel()
        log.append("cancelled")
    }
}

/// Runs `body(index)` on `count` threads of their own that start together: each waits at a gate (yielding,
/// not sleeping) until all have arrived, so their work overlaps instead of running one after the other.
func raceOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let arrived = LockedValue(0)
    onThreads(count) { index in
        arrived.withLock { $0 += 1 }
        while arrived.value < count { sched_yield() }
        body(index)
    }
}
