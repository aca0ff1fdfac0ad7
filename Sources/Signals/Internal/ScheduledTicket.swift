/// What a scheduler action holds of the subscription that scheduled it: a ticket that refers to the
/// subscription while actions are pending, and to nothing once the subscription has revoked it (when it
/// is cancelled or has delivered its completion).
///
/// A scheduler keeps an action until the action runs; one whose clock never gets there (a
/// ``VirtualTimeScheduler`` that no one advances, a run loop that stops) keeps it as long as the
/// scheduler lives. A subscription keeps its scheduler, so an action that held the subscription itself
/// would close a cycle (scheduler → action → subscription → scheduler) that nothing frees, with whatever
/// the subscription still held. So actions hold the subscription's ticket instead:
///
/// - ``issue(for:)``, before each action is scheduled, counts the action and makes the ticket hold the
///   subscription, so that pending actions keep their subscription alive, as Combine's do;
/// - ``redeem()``, when an action runs, hands it the subscription; the last pending action to run lets
///   the ticket drop it (an idle subscription is held by its subscriber and upstream only);
/// - ``revoke()`` empties the ticket for good: the actions still queued then hold an empty ticket and
///   run as no-ops if they ever run, and no new action is issued.
///
/// The subscription keeps its ticket for life (one allocation per subscription, none per action); the
/// ticket refers to the subscription only while actions are pending. An action that a scheduler drops
/// without running it leaves the count up: the subscription is then held until it is cancelled or
/// completes, which ends any live subscription's cycle with its subscriber anyway.
///
/// ```swift
/// guard ticket.issue(for: self) else { return }  // revoked: schedule nothing
/// scheduler.schedule(options: options) { ticket.redeem()?.deliver(credit: 1) }
/// ```
final class ScheduledTicket<Holder: Sendable>: @unchecked Sendable {
    // Safety: every stored `var` is only read and written with `lock` held.
    private let lock = UnfairLock()
    private var holder: Holder?
    /// Actions issued and not yet redeemed (while not revoked).
    private var pending = 0
    private var revoked = false

    init() {}

    /// Counts one more pending action, holding `holder` until the pending actions have run.
    ///
    /// - Returns: `false` once revoked: the caller schedules nothing.
    func issue(for holder: Holder) -> Bool {
        lock.withLock {
            guard !revoked else { return false }
            pending += 1
            self.holder = holder
            return true
        }
    }

    /// Called by an action when it runs: the subscription that issued it, or `nil` once revoked.
    func redeem() -> Holder? {
        lock.withLock {
            guard let holder else { return nil }
            pending -= 1
            if pending == 0 {
                self.holder = nil  // the caller's reference keeps it alive for this last action
            }
            return holder
        }
    }

    /// Empties the ticket for good. Returns what it held, for the caller to release outside its lock.
    func revoke() -> Holder? {
        lock.withLock {
            revoked = true
            pending = 0
            return holder.take()
        }
    }
}
