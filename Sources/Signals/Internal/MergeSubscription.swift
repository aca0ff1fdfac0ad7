/// The subscription that ``Publishers/Merge``, ``Publishers/MergeMany`` and ``Publishers/FlatMap`` hand
/// downstream: it subscribes a ``Side`` to each child publisher and interleaves their values.
///
/// The logic lives in ``MergeState``; this class runs each transition under its lock and carries out
/// the resulting requests, cancellations and deliveries after releasing it. Deliveries are serialised
/// by the state's "delivering" flag (see ``MergeState``), never by holding a lock while calling out.
final class MergeSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, ReflectedByName,
    @unchecked Sendable
{
    // Safety: `state` and `downstream` are read and written with `lock` held.
    typealias Value = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = UnfairLock()
    private var state: MergeState<Value, Failure>
    private var downstream: Downstream?
    private let zeroDemandTraps: Bool

    /// `"Merge"` or `"FlatMap"`, as in Combine.
    let description: String

    /// A subscription merging `count` publishers (`merge`, `MergeMany`); `request(.none)` is ignored, as
    /// in Combine.
    init(downstream: Downstream, mergingCount count: Int) {
        self.downstream = downstream
        state = MergeState(mergingCount: count)
        description = "Merge"
        zeroDemandTraps = false
    }

    /// A subscription flattening the publishers an upstream produces (`flatMap`); `request(.none)` traps.
    init(downstream: Downstream, maxPublishers: Subscribers.Demand) {
        self.downstream = downstream
        state = MergeState(maxPublishers: maxPublishers)
        description = "FlatMap"
        zeroDemandTraps = true
    }

    /// The subscriber to attach to the child publisher at `index`.
    func side(_ index: Int) -> Side {
        Side(index: index, parent: self)
    }

    // MARK: Subscription

    func request(_ demand: Subscribers.Demand) {
        if zeroDemandTraps {
            precondition(demand > 0, "demand must not be zero")
        }
        lock.lock()
        let (unlimited, deliver) = state.request(demand)
        lock.unlock()
        for child in unlimited {
            child.request(.unlimited)
        }
        if deliver {
            drain()
        }
    }

    func cancel() {
        lock.lock()
        let subscriptions = state.cancel()
        let downstream = self.downstream
        self.downstream = nil
        lock.unlock()
        for subscription in subscriptions {
            subscription.cancel()
        }
        _ = downstream  // released outside the lock
    }

    // MARK: Children

    /// Reserves a new child (`flatMap`); `nil` once the merge has ended.
    func addChild() -> Side? {
        lock.lock()
        let index = state.addChild()
        lock.unlock()
        return index.map(side)
    }

    /// Call once every child was subscribed (`merge`): finishes at once if nothing is left to wait for.
    func allChildrenSubscribed() {
        lock.lock()
        let finish = state.allChildrenSubscribed()
        let downstream = finish ? self.downstream.take() : nil
        lock.unlock()
        downstream?.receive(completion: .finished)
    }

    /// Whether the merge still accepts new children and values.
    var isActive: Bool {
        lock.withLock { state.isActive }
    }

    fileprivate func receive(subscription: any Subscription, child: Int) {
        lock.lock()
        let action = state.childSubscribed(subscription, child: child)
        lock.unlock()
        action.perform(on: subscription)
    }

    fileprivate func receive(_ value: Value, child: Int) -> Subscribers.Demand {
        lock.lock()
        let (answer, deliver) = state.childValue(value, child: child)
        lock.unlock()
        if deliver {
            drain()
        }
        return answer
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, child: Int) {
        switch completion {
        case .finished:
            lock.lock()
            let action = state.childFinished(child)
            let downstream = action.isFinish ? self.downstream.take() : nil
            lock.unlock()
            switch action {
            case .none: break
            case .requestPublisher(let upstream): upstream.request(.max(1))
            case .finish: downstream?.receive(completion: .finished)
            }
        case .failure(let failure):
            fail(failure, child: child)
        }
    }

    // MARK: Upstream of publishers

    /// The upstream of publishers (`flatMap`) sent its subscription.
    func receiveOuter(subscription: any Subscription) {
        lock.lock()
        let action = state.outerSubscribed(subscription)
        lock.unlock()
        action.perform(on: subscription)
    }

    /// The upstream of publishers (`flatMap`) completed.
    func receiveOuter(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished:
            lock.lock()
            let finish = state.outerFinished()
            let downstream = finish ? self.downstream.take() : nil
            lock.unlock()
            downstream?.receive(completion: .finished)
        case .failure(let failure):
            fail(failure, child: nil)
        }
    }

    // MARK: Private

    private func fail(_ failure: Failure, child: Int?) {
        lock.lock()
        let (cancel, deliverNow) = state.fail(failure, child: child)
        let downstream = deliverNow ? self.downstream.take() : nil
        lock.unlock()
        for subscription in cancel {
            subscription.cancel()
        }
        downstream?.receive(completion: .failure(failure))
    }

    /// Delivers queued events until there is nothing deliverable. Only the caller that claimed the
    /// state's "delivering" flag runs this.
    private func drain() {
        while true {
            lock.lock()
            let delivery = state.nextDelivery()
            let downstream: Downstream?
            switch delivery {
            case .finished, .failure: downstream = self.downstream.take()
            case .value, .idle: downstream = self.downstream
            }
            lock.unlock()
            switch delivery {
            case .idle:
                return
            case .finished:
                downstream?.receive(completion: .finished)
                return
            case .failure(let failure):
                downstream?.receive(completion: .failure(failure))
                return
            case .value(let value, let child):
                guard let downstream else { continue }
                let more = downstream.receive(value)
                if more > 0 {
                    lock.lock()
                    let (unlimited, _) = state.request(more)
                    lock.unlock()
                    for child in unlimited {
                        child.request(.unlimited)
                    }
                }
                child?.request(.max(1))
            }
        }
    }

    /// The subscriber attached to one child publisher.
    struct Side: Subscriber, CustomStringConvertible {
        typealias Input = Value
        typealias Failure = Downstream.Failure

        let index: Int
        let parent: MergeSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { parent.description }

        func receive(subscription: any Subscription) {
            parent.receive(subscription: subscription, child: index)
        }

        func receive(_ input: Value) -> Subscribers.Demand {
            parent.receive(input, child: index)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            parent.receive(completion: completion, child: index)
        }
    }
}

extension MergeState.ChildFinishedAction {
    fileprivate var isFinish: Bool {
        if case .finish = self { true } else { false }
    }
}

extension MergeSubscription {
    /// Sends a merge subscription to `subscriber`, then lets each closure of `children` subscribe its
    /// publisher with the ``Side`` it is given, in turn, as the fixed-arity `merge` publishers
    /// (``Publishers/Merge3`` to ``Publishers/Merge8``) do.
    static func attach(to subscriber: Downstream, children: [(Side) -> Void]) {
        let merger = MergeSubscription(downstream: subscriber, mergingCount: children.count)
        subscriber.receive(subscription: merger)
        for (index, subscribe) in children.enumerated() {
            subscribe(merger.side(index))
        }
        merger.allChildrenSubscribed()
    }
}
