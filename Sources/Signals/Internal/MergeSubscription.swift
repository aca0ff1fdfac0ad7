/// The subscription that ``Publishers/Merge``, ``Publishers/MergeMany`` and ``Publishers/FlatMap`` hand
/// downstream: it subscribes a ``Side`` to each child publisher and interleaves their values.
///
/// The logic lives in ``MergeState``; this class runs each transition under its lock, queues the
/// values and completion it makes deliverable on its ``SerialDelivery`` (in the same critical section,
/// so they keep the state's order), and carries out requests, cancellations and the delivery after
/// releasing the lock.
final class MergeSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, ReflectedByName,
    DownstreamDemandReceiver, @unchecked Sendable
{
    // Safety: `state` is read and written with `lock` held; `output` is thread-safe.
    typealias Value = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = UnfairLock()
    private var state: MergeState<Value, Failure>
    private let output: SerialDelivery<Downstream>
    private let zeroDemandTraps: Bool

    /// `"Merge"` or `"FlatMap"`, as in Combine.
    let description: String

    /// A subscription merging `count` publishers (`merge`, `MergeMany`); `request(.none)` is ignored, as
    /// in Combine.
    init(downstream: Downstream, mergingCount count: Int) {
        output = SerialDelivery(downstream)
        state = MergeState(mergingCount: count)
        description = "Merge"
        zeroDemandTraps = false
        output.demandReceiver = self
    }

    /// A subscription flattening the publishers an upstream produces (`flatMap`); `request(.none)` traps.
    init(downstream: Downstream, maxPublishers: Subscribers.Demand) {
        output = SerialDelivery(downstream)
        state = MergeState(maxPublishers: maxPublishers)
        description = "FlatMap"
        zeroDemandTraps = true
        output.demandReceiver = self
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
        add(demand)
    }

    func cancel() {
        lock.lock()
        let subscriptions = state.cancel()
        lock.unlock()
        output.cancel()
        for subscription in subscriptions {
            subscription.cancel()
        }
    }

    // MARK: DownstreamDemandReceiver

    func downstreamRequested(_ demand: Subscribers.Demand) {
        add(demand)
    }

    /// A released buffered value of child `tag` was delivered: ask that child for one more.
    func downstreamAnswered(_ demand: Subscribers.Demand, tag: Int) {
        if demand > 0 {
            add(demand)
        }
        lock.lock()
        let child = state.subscription(ofChild: tag)
        lock.unlock()
        child?.request(.max(1))
    }

    /// Adds downstream demand: queues the buffered values it releases, then delivers them.
    private func add(_ demand: Subscribers.Demand) {
        lock.lock()
        let (unlimited, released, finish) = state.request(demand)
        for (value, child) in released {
            output.enqueue(child.map { .tagged(value, tag: $0) } ?? .value(value))
        }
        if finish {
            output.enqueue(.completion(.finished))
        }
        lock.unlock()
        for child in unlimited {
            child.request(.unlimited)
        }
        if !released.isEmpty {
            output.drain()
        }
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
        lock.unlock()
        if finish {
            output.deliver(.completion(.finished))
        }
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
        let (answer, accepted) = state.childValue(value, child: child)
        let claim = accepted ? output.enqueueClaiming(.value(value)) : nil
        lock.unlock()
        if let claim {
            output.deliverClaimed(claim)
        }
        return answer
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, child: Int) {
        switch completion {
        case .finished:
            lock.lock()
            let action = state.childFinished(child)
            if case .finish = action {
                output.enqueue(.completion(.finished))
            }
            lock.unlock()
            switch action {
            case .none: break
            case .requestPublisher(let upstream): upstream.request(.max(1))
            case .finish: output.drain()
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
            if finish {
                output.enqueue(.completion(.finished))
            }
            lock.unlock()
            if finish {
                output.drain()
            }
        case .failure(let failure):
            fail(failure, child: nil)
        }
    }

    // MARK: Private

    private func fail(_ failure: Failure, child: Int?) {
        lock.lock()
        let (cancel, deliver) = state.fail(failure, child: child)
        if deliver {
            output.enqueue(.completion(.failure(failure)))
        }
        lock.unlock()
        for subscription in cancel {
            subscription.cancel()
        }
        if deliver {
            output.drain()
        }
    }

    /// The subscriber attached to one child publisher; its `Mirror` names this subscription as
    /// `parentSubscription`, as Combine's `flatMap` does.
    struct Side: Subscriber, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
        typealias Input = Value
        typealias Failure = Downstream.Failure

        let index: Int
        let parent: MergeSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { parent.description }

        var customMirror: Mirror {
            Mirror(self, children: ["parentSubscription": parent.combineIdentifier])
        }

        var playgroundDescription: Any { description }

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
