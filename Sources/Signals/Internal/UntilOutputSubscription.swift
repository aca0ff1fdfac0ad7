/// The subscription behind `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)`: it watches a
/// second publisher (the *trigger*) for its first element.
///
/// Behaviour, as in Combine: the downstream receives this subscription first; then the trigger is
/// subscribed to and asked for one element; then the upstream is subscribed to and asked for what the
/// downstream has requested so far (later requests go straight to it).
/// - Dropping (`drop(untilOutputFrom:)`): upstream elements are dropped, answered with `.none`, until
///   the trigger emits; the trigger is then cancelled and elements pass through. A trigger that
///   completes before emitting ends the stream with its completion, cancelling the upstream.
/// - Prefixing (`prefix(untilOutputFrom:)`): upstream elements pass through until the trigger emits;
///   that cancels the upstream and the trigger and finishes the downstream. A trigger that completes
///   without emitting is ignored.
///
/// Serialisation: the upstream and the trigger may send from different threads. Only an upstream
/// element is delivered outside the lock while `delivering` is set; a completion decided during such a
/// delivery is left in `pendingCompletion` and delivered by the delivering thread once the element
/// returns, so the downstream is never called concurrently or after its completion.
final class UntilOutputSubscription<TriggerFailure: Error, Downstream: Subscriber>: Subscription,
    ReflectedByName, @unchecked Sendable
{
    // Safety: every stored `var` is only read or written with `lock` held.
    typealias Failure = Downstream.Failure

    private let lock = UnfairLock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var trigger: (any Subscription)?
    private var pendingDemand = Subscribers.Demand.none
    private var upstreamSubscribed = false
    private var triggerSubscribed = false
    private var triggered = false
    private var terminated = false
    private var delivering = false
    private var pendingCompletion: Subscribers.Completion<Failure>?
    /// `nil` when prefixing; when dropping, how a completion of the trigger ends the stream.
    private let triggerCompletion: ((Subscribers.Completion<TriggerFailure>) -> Subscribers.Completion<Failure>)?

    /// `"DropUntilOutput"` or `"PrefixUntilOutput"`.
    let description: String

    private var dropsUntilOutput: Bool { triggerCompletion != nil }

    /// A subscription that drops upstream elements until the trigger emits.
    init(
        droppingUntilOutputTo downstream: Downstream,
        triggerCompletion: @escaping (Subscribers.Completion<TriggerFailure>) -> Subscribers.Completion<Failure>
    ) {
        self.downstream = downstream
        self.triggerCompletion = triggerCompletion
        description = "DropUntilOutput"
    }

    /// A subscription that republishes upstream elements until the trigger emits.
    init(prefixingUntilOutputTo downstream: Downstream) {
        self.downstream = downstream
        triggerCompletion = nil
        description = "PrefixUntilOutput"
    }

    /// Hands this subscription downstream, then subscribes to `trigger`, then to `upstream`.
    func attach<Upstream: Publisher, Trigger: Publisher>(upstream: Upstream, trigger: Trigger)
    where Upstream.Output == Downstream.Input, Upstream.Failure == Failure, Trigger.Failure == TriggerFailure {
        lock.lock()
        let downstream = self.downstream
        lock.unlock()
        downstream?.receive(subscription: self)
        trigger.subscribe(TriggerSide<Trigger.Output>(parent: self))
        upstream.subscribe(UpstreamSide(parent: self))
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        guard !terminated else {
            lock.unlock()
            return
        }
        guard let upstream else {
            pendingDemand += demand
            lock.unlock()
            return
        }
        lock.unlock()
        upstream.request(demand)
    }

    func cancel() {
        lock.lock()
        terminated = true
        let subscriptions = (upstream.take(), trigger.take())
        let released = (downstream.take(), pendingCompletion.take())
        lock.unlock()
        _ = released
        subscriptions.0?.cancel()
        subscriptions.1?.cancel()
    }

    // MARK: Upstream

    fileprivate func receiveUpstream(subscription: any Subscription) {
        lock.lock()
        guard !upstreamSubscribed, !terminated else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreamSubscribed = true
        upstream = subscription
        let demand = pendingDemand
        lock.unlock()
        if demand > 0 {
            subscription.request(demand)
        }
    }

    fileprivate func receiveUpstream(_ input: Downstream.Input) -> Subscribers.Demand {
        lock.lock()
        guard !terminated, let downstream, triggered || !dropsUntilOutput else {
            lock.unlock()
            return .none
        }
        delivering = true
        lock.unlock()
        let more = downstream.receive(input)
        lock.lock()
        delivering = false
        let completion = pendingCompletion.take()
        let finishing = completion != nil ? self.downstream.take() : nil
        lock.unlock()
        if let completion {
            finishing?.receive(completion: completion)
        }
        return more
    }

    fileprivate func receiveUpstream(completion: Subscribers.Completion<Failure>) {
        terminate(with: completion, cancelUpstream: false)
    }

    // MARK: Trigger

    fileprivate func receiveTrigger(subscription: any Subscription) {
        lock.lock()
        guard !triggerSubscribed, !terminated else {
            lock.unlock()
            subscription.cancel()
            return
        }
        triggerSubscribed = true
        trigger = subscription
        lock.unlock()
        subscription.request(.max(1))
    }

    fileprivate func receiveTriggerOutput() -> Subscribers.Demand {
        guard dropsUntilOutput else {
            terminate(with: .finished, cancelUpstream: true)
            return .none
        }
        lock.lock()
        guard !terminated, !triggered else {
            lock.unlock()
            return .none
        }
        triggered = true
        let trigger = self.trigger.take()
        lock.unlock()
        trigger?.cancel()
        return .none
    }

    fileprivate func receiveTrigger(completion: Subscribers.Completion<TriggerFailure>) {
        lock.lock()
        let ends = !triggered && !terminated
        let trigger = self.trigger.take()
        lock.unlock()
        _ = trigger  // it completed: nothing to cancel
        if ends, let triggerCompletion {
            terminate(with: triggerCompletion(completion), cancelUpstream: true)
        }
    }

    // MARK: Private

    /// Ends the stream with `completion`, cancelling the trigger (and the upstream if asked); delivers
    /// it now unless an upstream element is being delivered.
    private func terminate(with completion: Subscribers.Completion<Failure>, cancelUpstream: Bool) {
        lock.lock()
        guard !terminated else {
            lock.unlock()
            return
        }
        terminated = true
        let upstream = self.upstream.take()
        let trigger = self.trigger.take()
        var downstream: Downstream?
        if delivering {
            pendingCompletion = completion
        } else {
            downstream = self.downstream.take()
        }
        lock.unlock()
        if cancelUpstream {
            upstream?.cancel()
        }
        trigger?.cancel()
        downstream?.receive(completion: completion)
    }

    private struct UpstreamSide: Subscriber, CustomStringConvertible {
        typealias Input = Downstream.Input

        let parent: UntilOutputSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { parent.description }

        func receive(subscription: any Subscription) {
            parent.receiveUpstream(subscription: subscription)
        }

        func receive(_ input: Downstream.Input) -> Subscribers.Demand {
            parent.receiveUpstream(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            parent.receiveUpstream(completion: completion)
        }
    }

    private struct TriggerSide<Input>: Subscriber, CustomStringConvertible {
        typealias Failure = TriggerFailure

        let parent: UntilOutputSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { parent.description }

        func receive(subscription: any Subscription) {
            parent.receiveTrigger(subscription: subscription)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.receiveTriggerOutput()
        }

        func receive(completion: Subscribers.Completion<TriggerFailure>) {
            parent.receiveTrigger(completion: completion)
        }
    }
}
