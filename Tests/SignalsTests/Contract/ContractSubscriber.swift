import Dispatch
import Foundation
import Signals

/// One event a ``ContractSubscriber`` received, in the order it recorded them.
enum ContractEvent<Input> {
    case subscription
    case value(Input)
    /// `finished` is `false` for a failure.
    case completion(finished: Bool)
}

/// A subscriber that checks Combine's contract on everything it receives, with no help from
/// Signals' own locks:
///
/// - **serial**: an owner of its own, under a lock of its own, (the thread inside it) sees any call that begins while
///   another thread is inside; a call nested in one on the same thread (a re-entrant delivery, as
///   when a `CurrentValueSubject` sends its value inside `request` inside
///   `receive(subscription:)`) is allowed;
/// - **terminal**: a value after the completion, or a second completion, is a violation;
/// - **subscription first**: anything before `receive(subscription:)`, or a second subscription, is
///   a violation;
/// - **alive while delivering**: a weak reference to itself, read inside every call, must not be
///   `nil` (it is `nil` once its release began: a delivery into a freed subscriber).
///
/// Violations go to `report`, an ``EventLog`` that outlives the subscriber, so lifetime tests can
/// drop every strong reference to it. It records its whole history; `cancel()` and `request(_:)`
/// may be called from any thread. It drops its subscription on completion and on cancel, as a
/// `Sink` does.
final class ContractSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    // Safety: `_events`, `_subscription`, `_cancelStamp` are only touched with `lock` held; the
    // owner and the violation count are locked values; the rest is immutable after init (`me` is weak and only set
    // in init).
    private let lock = NSLock()
    private var _events: [ContractEvent<Input>] = []
    private var _subscription: (any Subscription)?
    private var _cancelStamp: Int?
    /// The thread inside the subscriber (see ``currentThreadIdentity()``), or `0`.
    private let owner = LockedValue<UInt>(0)
    private let violationCount = LockedValue(0)
    private weak var me: ContractSubscriber?
    private let initialDemand: Subscribers.Demand?
    private let demandOnValue: @Sendable (Input) -> Subscribers.Demand
    private let clock: ContractClock?
    private let completed = DispatchSemaphore(value: 0)

    /// Where violations are written, as one line each.
    let report: EventLog

    /// A name for the subscriber in violation messages.
    let name: String

    /// - Parameters:
    ///   - name: Used in violation messages.
    ///   - initialDemand: Requested when the subscription arrives; `nil` requests nothing.
    ///   - demandOnValue: What `receive(_:)` returns for each value.
    ///   - report: Where violations are written (a fresh log by default).
    ///   - clock: Stamps the moment each `cancel()` returns, for ``cancelStamp``.
    init(
        name: String = "subscriber",
        initialDemand: Subscribers.Demand? = .unlimited,
        demandOnValue: @escaping @Sendable (Input) -> Subscribers.Demand = { _ in .none },
        report: EventLog = EventLog(),
        clock: ContractClock? = nil
    ) {
        self.name = name
        self.initialDemand = initialDemand
        self.demandOnValue = demandOnValue
        self.report = report
        self.clock = clock
        me = self
    }

    /// Every event so far, in order.
    var events: [ContractEvent<Input>] { lock.withLock { _events } }

    /// Only the values so far.
    var values: [Input] {
        events.compactMap { if case .value(let value) = $0 { value } else { nil } }
    }

    /// How many completions arrived.
    var completionCount: Int {
        events.count(where: { if case .completion = $0 { true } else { false } })
    }

    /// The clock's stamp when the first `cancel()` returned, if it was cancelled.
    var cancelStamp: Int? { lock.withLock { _cancelStamp } }

    /// The violations written to ``report``, each once, with how many times it happened.
    var violations: [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for entry in report.entries {
            if counts[entry] == nil { order.append(entry) }
            counts[entry, default: 0] += 1
        }
        return order.map { counts[$0] == 1 ? $0 : "\($0) (\(counts[$0] ?? 0) times)" }
    }

    /// Waits until the completion arrives; `false` if it did not within `seconds`.
    func waitForCompletion(seconds: Int = 20) -> Bool {
        guard completed.wait(timeout: .now() + .seconds(seconds)) == .success else { return false }
        completed.signal()
        return true
    }

    func receive(subscription: any Subscription) {
        let entry = enter("receive(subscription:)")
        lock.withLock {
            if !_events.isEmpty { violation("a subscription after \(_events.count) events") }
            _events.append(.subscription)
            _subscription = subscription
        }
        if let initialDemand, initialDemand > 0 {
            subscription.request(initialDemand)
        }
        leave(entry)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let entry = enter("receive(_:)")
        lock.withLock {
            if _events.isEmpty { violation("a value before the subscription") }
            if _events.contains(where: Self.isCompletion) { violation("a value after the completion") }
            _events.append(.value(input))
        }
        let demand = demandOnValue(input)
        leave(entry)
        return demand
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let entry = enter("receive(completion:)")
        lock.withLock {
            if _events.isEmpty { violation("a completion before the subscription") }
            if _events.contains(where: Self.isCompletion) { violation("a second completion") }
            if case .finished = completion {
                _events.append(.completion(finished: true))
            } else {
                _events.append(.completion(finished: false))
            }
            _subscription = nil
        }
        leave(entry)
        completed.signal()
    }

    /// Requests more from the subscription (nothing once cancelled or completed).
    func request(_ demand: Subscribers.Demand) {
        lock.withLock { _subscription }?.request(demand)
    }

    /// Cancels the subscription, then stamps the moment it returned.
    func cancel() {
        lock.withLock { _subscription }?.cancel()
        let stamp = clock?.tick()
        lock.withLock {
            _subscription = nil
            if _cancelStamp == nil { _cancelStamp = stamp ?? 0 }
        }
    }

    private static func isCompletion(_ event: ContractEvent<Input>) -> Bool {
        if case .completion = event { true } else { false }
    }

    /// Writes a violation to the report; after the first ten, only counts them (the first ones
    /// tell what broke, and a broken publisher can break a rule thousands of times).
    private func violation(_ text: String) {
        let count = violationCount.withLock {
            $0 += 1
            return $0
        }
        if count <= 10 {
            report.append("\(name): \(text)")
        } else if count == 11 {
            report.append("\(name): more violations")
        }
    }

    /// Where a call stands against the others: the first in, nested in one on the same thread
    /// (a re-entrant delivery, which the contract allows), or overlapping one on another thread.
    private enum Entry {
        case first
        case nested
        case overlapping
    }

    private func enter(_ call: String) -> Entry {
        if me == nil { violation("\(call) ran in a subscriber that is being released") }
        let thread = currentThreadIdentity()
        let entry = owner.withLock { owner -> Entry in
            if owner == 0 {
                owner = thread
                return .first
            }
            return owner == thread ? .nested : .overlapping
        }
        if entry == .overlapping {
            violation("\(call) began while another thread was inside the subscriber")
        }
        // Widen the window a little, so that an overlapping call is more likely to be seen.
        for _ in 0..<16 { _ = owner.value }
        return entry
    }

    private func leave(_ entry: Entry) {
        if entry == .first { owner.withLock { $0 = 0 } }
    }
}

/// A number for the calling thread, unique among the threads running (never 0).
private func currentThreadIdentity() -> UInt {
    UInt(bitPattern: ObjectIdentifier(Thread.current).hashValue)
}

/// A shared, strictly increasing counter: stamps taken on different threads are ordered as the
/// moments they were taken, so a test can prove that one call began after another returned.
final class ContractClock: Sendable {
    private let counter = LockedValue(0)

    /// The next stamp.
    func tick() -> Int {
        counter.withLock {
            $0 += 1
            return $0
        }
    }
}

/// A plain, unlocked accumulator, used from a `sink` exactly as Combine code would: rule 1 (serial
/// delivery) is what makes it safe. A violation shows as wrong totals, or as a race report under
/// ThreadSanitizer.
final class Box: @unchecked Sendable {
    // Safety: deliberately unlocked; only a publisher that breaks the contract races on it.
    var sum = 0
    var count = 0
}
