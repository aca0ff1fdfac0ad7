/// The subscription behind ``Publishers/ReceiveOn`` and ``Publishers/Delay``: it forwards the
/// subscription at once, and delivers each value and the completion from an action on a scheduler.
///
/// Each upstream event is queued under the lock and one scheduler action is scheduled for it; an
/// action delivers the oldest queued event. So events reach downstream in upstream order even if the
/// scheduler runs actions out of order, and the values never leave the lock-protected queue except to
/// be delivered. Deliveries never overlap: an action that finds another delivery in progress (a
/// concurrent queue, or a re-entrant send through ``ImmediateScheduler``) leaves its event to the
/// delivery in progress, which delivers it next.
///
/// Demand passes straight upstream; the upstream is always answered `.none`, and whatever downstream
/// returns for a delivered value is requested from upstream afterwards, as in Combine (also for a value
/// delivered after the upstream has completed).
///
/// The actions hold this subscription through its ``ScheduledTicket``, revoked on cancel and once the
/// completion has been delivered: an action still queued then (on a virtual clock no one advances, say)
/// keeps neither this subscription nor its downstream, values or scheduler alive.
///
/// Combine's `receive(on:)` subscription is described as `"ReceiveOn"` with no `Mirror` children, its
/// `delay` subscription customises neither: ``ReceiveOnSubscription`` and ``DelaySubscription`` are the
/// two final subclasses that say so.
class SchedulerHop<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, ScheduledDelivery,
    @unchecked Sendable
{
    // Safety: every stored `var` is read and written with `lock` held; the `let`s are immutable, and a
    // scheduler may be called from any thread, as the `Scheduler` contract expects.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    /// When an event is delivered.
    enum Timing {
        /// At the scheduler's next opportunity: `schedule(options:_:)`.
        case asap
        /// `interval` after the event arrived: `schedule(after:tolerance:options:_:)`.
        case after(interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)
    }

    private enum Event {
        case value(Input)
        case completion(Subscribers.Completion<Failure>)
    }

    private enum Status {
        case awaitingSubscription
        case subscribed(any Subscription)
        /// Upstream has completed; queued events are still being delivered, and demand the downstream
        /// returns for them is still requested from the upstream subscription, as in Combine.
        case upstreamFinished(any Subscription)
        /// Cancelled, or the completion was delivered.
        case terminal
    }

    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let timing: Timing

    private let lock = UnfairLock()
    private var status = Status.awaitingSubscription
    private var downstream: Downstream?
    /// Events waiting for their action, oldest first.
    private var events = PendingFIFO<Event>()
    /// Actions that ran while another delivery was in progress, each owing one delivery.
    private var owed = 0
    private var delivering = false
    /// What the pending actions hold of this subscription.
    private let ticket = ScheduledTicket<any ScheduledDelivery>()

    init(
        downstream: Downstream,
        scheduler: Context,
        options: Context.SchedulerOptions?,
        timing: Timing
    ) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
        self.timing = timing
    }

    // MARK: Subscriber

    func receive(subscription: any Subscription) {
        lock.lock()
        guard case .awaitingSubscription = status, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        status = .subscribed(subscription)
        // The hand-over counts as a delivery: a scheduled delivery that runs meanwhile (the subscriber
        // may request, and the upstream answer, from inside it) leaves its event owed, and the owed
        // events are scheduled again once the subscriber has its subscription.
        delivering = true
        lock.unlock()
        downstream.receive(subscription: self)
        lock.lock()
        delivering = false
        let reschedule = owed > 0
        lock.unlock()
        if reschedule {
            scheduleDelivery(credit: 0, timing: .asap)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard case .subscribed = status else {
            lock.unlock()
            return .none
        }
        events.append(.value(input))
        lock.unlock()
        scheduleDelivery(credit: 1, timing: timing)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard case .subscribed(let upstream) = status else {
            lock.unlock()
            return
        }
        status = .upstreamFinished(upstream)
        events.append(.completion(completion))
        lock.unlock()
        scheduleDelivery(credit: 1, timing: timing)
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard case .subscribed(let upstream) = status else {
            lock.unlock()
            return
        }
        lock.unlock()
        upstream.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream: (any Subscription)?
        if case .subscribed(let subscription) = status { upstream = subscription } else { upstream = nil }
        let released = (downstream, events, status)
        status = .terminal
        downstream = nil
        events.removeAll()
        lock.unlock()
        upstream?.cancel()
        _ = ticket.revoke()
        _ = released  // the downstream, undelivered values and upstream are released outside the lock
    }

    // MARK: Delivery

    /// Schedules a delivery of up to `credit` more events (`0`: only those already owed); does nothing
    /// once cancelled or completed.
    private func scheduleDelivery(credit: Int, timing: Timing) {
        // The action holds the ticket, not `self`, and reaches `self` as an existential: a `@Sendable`
        // closure may not capture the generic metatypes that calling a method of `Self` would need.
        let ticket = self.ticket
        guard ticket.issue(for: self) else { return }
        switch timing {
        case .asap:
            scheduler.schedule(options: options) { ticket.redeem()?.deliver(credit: credit) }
        case .after(let interval, let tolerance):
            scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
                ticket.redeem()?.deliver(credit: credit)
            }
        }
    }

    func deliver(credit: Int) {
        lock.lock()
        owed += credit
        guard !delivering else {
            lock.unlock()
            return
        }
        delivering = true
        var finished = false
        while owed > 0, let downstream, let event = events.popFirst() {
            owed -= 1
            switch event {
            case .value(let value):
                lock.unlock()
                let demand = downstream.receive(value)
                lock.lock()
                if demand > 0, let upstream = liveUpstream {
                    lock.unlock()
                    upstream.request(demand)
                    lock.lock()
                }
            case .completion(let completion):
                let previous = status
                status = .terminal
                self.downstream = nil
                finished = true
                lock.unlock()
                withExtendedLifetime(previous) {}  // the upstream subscription is released outside the lock
                downstream.receive(completion: completion)
                lock.lock()
            }
        }
        owed = 0
        delivering = false
        lock.unlock()
        if finished {
            _ = ticket.revoke()  // nothing is left to deliver
        }
    }
}

extension SchedulerHop {
    /// The upstream subscription while it may still be asked for more: subscribed, or completed with
    /// values still to deliver. Read with `lock` held.
    private var liveUpstream: (any Subscription)? {
        switch status {
        case .subscribed(let upstream), .upstreamFinished(let upstream): upstream
        case .awaitingSubscription, .terminal: nil
        }
    }
}

/// The subscription behind ``Publishers/ReceiveOn``: described as `"ReceiveOn"`, with no `Mirror`
/// children, as in Combine.
final class ReceiveOnSubscription<Downstream: Subscriber, Context: Scheduler>: SchedulerHop<Downstream, Context>,
    ReflectedByName, @unchecked Sendable
{
    // Safety: no state of its own; see ``SchedulerHop``.
    var description: String { "ReceiveOn" }
}

/// The subscription behind ``Publishers/Delay``: like Combine's, it customises neither its description
/// nor its `Mirror`.
final class DelaySubscription<Downstream: Subscriber, Context: Scheduler>: SchedulerHop<Downstream, Context>,
    @unchecked Sendable
{
    // Safety: no state of its own; see ``SchedulerHop``.
}

/// Something a scheduler action calls back into, without naming its generic type.
protocol ScheduledDelivery: AnyObject, Sendable {
    /// Delivers what the action was scheduled for: `credit` more events (`0`: only those owed).
    func deliver(credit: Int)
}
