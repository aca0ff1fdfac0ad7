/// The plumbing shared by the time operators that deliver both from upstream events and from scheduler
/// actions (`debounce`, `throttle`, `collect(_:options:)`; `timeout` keeps its own, shaped as Combine's).
///
/// It keeps the upstream subscription and the downstream's outstanding demand behind ``lock``, hands
/// itself to the downstream as the subscription, and delivers through a ``SerializedDownstream``, so
/// deliveries from the upstream's thread and from the scheduler never overlap. A subclass decides
/// under ``lock`` what to deliver, queues it with `output.enqueue(_:)`, and calls `output.drain()`
/// after releasing the lock.
///
/// The actions of ``scheduleCallback(_:at:)`` hold this subscription through its ``ScheduledTicket``,
/// revoked on cancel and once the downstream has its completion: an action still queued then (on a
/// virtual clock no one advances, say) keeps neither this subscription nor its downstream, values or
/// scheduler alive.
class TimedSubscription<Downstream: Subscriber, Context: Scheduler>: Subscription, CustomReflectable,
    CustomPlaygroundDisplayConvertible, DownstreamDemandReceiver,
    ScheduledCallback, @unchecked Sendable
{
    // Safety: every stored `var`, here and in subclasses, is only read or written with `lock` held; the
    // scheduler may be called from any thread, as the `Scheduler` contract expects.
    let lock = UnfairLock()
    let output: SerializedDownstream<Downstream>
    let scheduler: Context
    let options: Context.SchedulerOptions?
    var upstream: (any Subscription)?
    /// What the downstream has asked for and not yet been sent.
    var demand = Subscribers.Demand.none
    /// The upstream completed, or the downstream cancelled: upstream events are ignored.
    var upstreamDone = false
    /// The downstream, until it has been handed this subscription.
    private var subscriber: Downstream?
    /// What the pending actions hold of this subscription.
    private let ticket = ScheduledTicket<any ScheduledCallback>()

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        output = SerializedDownstream(downstream)
        subscriber = downstream
        self.scheduler = scheduler
        self.options = options
        output.demandReceiver = self
    }

    /// What `Mirror` shows of this subscription: nothing by default; subclasses may override.
    var customMirror: Mirror {
        Mirror(self, children: [])
    }

    /// The subscription's name (its `description`), as Combine shows it in a playground.
    var playgroundDescription: Any {
        String(describing: self)
    }

    /// Keeps the first subscription, hands `self` to the downstream, then calls ``didSubscribe(_:)``.
    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, !upstreamDone, let downstream = subscriber.take() else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
        didSubscribe(subscription)
    }

    /// Called once the downstream has the subscription. Requests `.unlimited` by default.
    func didSubscribe(_ subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// Adds to the downstream's demand; `.none` adds nothing (as in Combine, it does not trap).
    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        downstreamRequested(demand)
    }

    func downstreamRequested(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
        didRequest(demand)
    }

    /// Called after the downstream's demand grew (outside the lock). Does nothing by default.
    func didRequest(_ demand: Subscribers.Demand) {}

    /// The downstream has its completion: the actions still queued have nothing left to do.
    func downstreamCompleted() {
        _ = ticket.revoke()
    }

    /// Cancels the upstream and stops all delivery.
    func cancel() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        upstreamDone = true
        let state = (takeOperatorState(), subscriber.take())
        lock.unlock()
        (state.0 as? any Cancellable)?.cancel()  // a timer the subclass kept
        upstream?.cancel()
        output.cancel()
        _ = ticket.revoke()
    }

    /// Marks the upstream as done and releases its subscription; returns whether it was active
    /// (subscribed, and neither completed nor cancelled). Call with ``lock`` held.
    func upstreamFinished() -> Bool {
        guard upstream != nil, !upstreamDone else { return false }
        upstreamDone = true
        upstream = nil
        return true
    }

    /// Takes one unit of demand if there is any, and queues `value` for delivery. Call with ``lock``
    /// held. Returns whether the value was queued (it is dropped when the downstream has no demand).
    @discardableResult
    func enqueueIfDemanded(_ value: Downstream.Input) -> Bool {
        guard demand > 0 else { return false }
        demand -= 1
        return output.enqueue(.value(value))
    }

    /// Schedules ``scheduledCallbackFired(_:)`` with `token` at `date`, or at once when `date` is `nil`;
    /// does nothing once cancelled or completed. `withOptions: false` passes `nil` options (Combine's
    /// `debounce` schedules its completion so).
    func scheduleCallback(_ token: UInt64, at date: Context.SchedulerTimeType?, withOptions: Bool = true) {
        let options = withOptions ? self.options : nil
        // The action holds the ticket, not `self`, and reaches `self` as an existential: a `@Sendable`
        // closure may not capture generic metatypes.
        let ticket = self.ticket
        guard ticket.issue(for: self) else { return }
        if let date {
            scheduler.schedule(after: date, tolerance: scheduler.minimumTolerance, options: options) {
                ticket.redeem()?.scheduledCallbackFired(token)
            }
        } else {
            scheduler.schedule(options: options) { ticket.redeem()?.scheduledCallbackFired(token) }
        }
    }

    /// A scheduled action is due. Subclasses override it.
    func scheduledCallbackFired(_ token: UInt64) {}

    /// Moves out the subclass's state so that it is destroyed after the lock is released; a
    /// ``Cancellable`` returned here is cancelled. Called with ``lock`` held. Returns `nil` by default.
    func takeOperatorState() -> Any? {
        nil
    }
}

/// What a subclass's ``TimedSubscription/takeOperatorState()`` returns when it holds a timer and other
/// state: cancelling it cancels the timer; the rest is released with it, outside the lock.
struct ReleasedTimerState: Cancellable {
    let timer: (any Cancellable)?
    let state: Any

    func cancel() {
        timer?.cancel()
    }
}
