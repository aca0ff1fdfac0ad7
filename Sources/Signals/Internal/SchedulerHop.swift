/// The subscription behind ``Publishers/ReceiveOn`` and ``Publishers/Delay``: it forwards the
/// subscription at once, and delivers each value and the completion from an action on a scheduler.
///
/// Each upstream event is queued under the lock and one scheduler action is scheduled for it; an
/// action moves the oldest queued event into the ``SerialDelivery`` (in the same critical section, so
/// events reach it in upstream order even if the scheduler runs actions out of order) and delivers it.
/// Deliveries never overlap: an action that finds another delivery in progress (a concurrent queue, or
/// a re-entrant send through ``ImmediateScheduler``) leaves its event to the delivery in progress,
/// which delivers it next. The hand-over of the subscription counts as a delivery
/// (``SerialDelivery/beginHandover()``): an event whose action runs meanwhile (the subscriber may
/// request, and the upstream answer, from inside it) waits, and one more action delivers it once the
/// subscriber has its subscription, on the scheduler.
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
    DownstreamDemandReceiver, @unchecked Sendable
{
    // Safety: every stored `var` is read and written with `lock` held; the `let`s are immutable or
    // thread-safe (`delivery`, `ticket`), and a scheduler may be called from any thread, as the
    // `Scheduler` contract expects.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    /// When an event is delivered.
    enum Timing {
        /// At the scheduler's next opportunity: `schedule(options:_:)`.
        case asap
        /// `interval` after the event arrived: `schedule(after:tolerance:options:_:)`.
        case after(interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)
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
    /// Events waiting for their action, oldest first.
    private var events = PendingFIFO<SerialDelivery<Downstream>.Event>()
    /// Delivers the events, one at a time, and holds the downstream.
    private let delivery: SerialDelivery<Downstream>
    /// What the pending actions hold of this subscription.
    private let ticket = ScheduledTicket<any ScheduledDelivery>()

    init(
        downstream: Downstream,
        scheduler: Context,
        options: Context.SchedulerOptions?,
        timing: Timing
    ) {
        delivery = SerialDelivery(downstream)
        self.scheduler = scheduler
        self.options = options
        self.timing = timing
        delivery.demandReceiver = self
    }

    // MARK: Subscriber

    func receive(subscription: any Subscription) {
        lock.lock()
        guard case .awaitingSubscription = status, let downstream = delivery.beginHandover() else {
            lock.unlock()
            subscription.cancel()
            return
        }
        status = .subscribed(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
        if delivery.endHandover() {
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
        let released = (events, status)
        status = .terminal
        events.removeAll()
        lock.unlock()
        delivery.cancel()
        upstream?.cancel()
        _ = ticket.revoke()
        _ = released  // undelivered values and the upstream are released outside the lock
    }

    // MARK: Delivery

    /// Schedules a delivery of one more event (`credit` 1) or of those already handed to the
    /// ``SerialDelivery`` (`credit` 0); does nothing once cancelled or completed.
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
        let event = credit > 0 ? events.popFirst() : nil
        let claim = event.flatMap { delivery.enqueueClaiming($0) }
        lock.unlock()
        if let claim {
            delivery.deliverClaimed(claim)
        } else if event == nil {
            delivery.drain()
        }
    }

    // MARK: DownstreamDemandReceiver

    func downstreamRequested(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = liveUpstream
        lock.unlock()
        upstream?.request(demand)
    }

    func downstreamCompleted() {
        lock.lock()
        let previous = status
        status = .terminal
        lock.unlock()
        _ = ticket.revoke()  // nothing is left to deliver
        withExtendedLifetime(previous) {}  // the upstream subscription is released outside the lock
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
    /// Delivers what the action was scheduled for: one more event (`credit` 1), or only those already
    /// handed over for delivery (`credit` 0).
    func deliver(credit: Int)
}
