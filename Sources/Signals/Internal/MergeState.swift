/// The state machine behind ``MergeSubscription``: what `merge`, `MergeMany` and `flatMap` know about
/// their children, the downstream demand and the values waiting for it.
///
/// Every event is a `mutating` method that returns what the owner must do once it has released its
/// lock (request, cancel), and what it must queue on its ``SerialDelivery`` inside the critical
/// section (values, the completion): the delivery serialises the downstream calls (a value sent from
/// inside another value's delivery reaches the downstream right after that delivery returns), so the
/// state only decides what is deliverable and in which order.
///
/// Demand, as in Combine: a child is first asked for one value (or `.unlimited` while the downstream's
/// demand is unlimited). A value that finds downstream demand is *accepted* (it is delivered, taking one
/// unit of demand, and its child is answered `.max(1)`); otherwise it is *buffered* (it goes to
/// ``waiting`` and its child is answered `.none`), and when the downstream later asks for more, each
/// buffered value released asks its child for one more once it has been delivered.
struct MergeState<Value, Failure: Error> {
    /// Where the state is in its life.
    enum Status {
        /// Accepting events.
        case active
        /// Finished, failed, or cancelled: every later event is ignored.
        case terminated
    }

    /// The upstream of publishers (only `flatMap` has one).
    enum Outer {
        /// No upstream subscription yet.
        case awaiting
        /// Subscribed to the upstream of publishers.
        case subscribed(any Subscription)
        /// The upstream finished, or there is none (`merge`).
        case finished
    }

    /// One child publisher, from the moment it is created until it finishes.
    enum Child {
        /// Subscribed, but no subscription received yet.
        case awaitingSubscription
        /// Its subscription.
        case subscribed(any Subscription)
    }

    /// A buffered value released by downstream demand: deliver it, then (when `child` is set) ask that
    /// child for one more.
    typealias Released = (value: Value, child: Int?)

    /// What the owner does after a child finished.
    enum ChildFinishedAction {
        /// Nothing.
        case none
        /// Ask the upstream of publishers for one more publisher (`flatMap` with finite `maxPublishers`).
        case requestPublisher(any Subscription)
        /// Deliver `.finished` downstream now.
        case finish
    }

    private(set) var status = Status.active
    /// The downstream's outstanding demand, not counting the values already accepted.
    private(set) var demand = Subscribers.Demand.none
    /// Buffered values, waiting for downstream demand; accepted values never overtake them.
    private var waiting = PendingFIFO<(child: Int, value: Value)>()
    /// The children that have not finished yet, by index.
    private var children: [Int: Child] = [:]
    private var nextChild = 0
    private var outer: Outer
    /// How many publishers `flatMap` asks its upstream for; `nil` for `merge`.
    private let maxPublishers: Subscribers.Demand?

    /// A state for merging `count` children known up front.
    init(mergingCount count: Int) {
        outer = .finished
        maxPublishers = nil
        for index in 0..<count {
            children[index] = .awaitingSubscription
        }
        nextChild = count
    }

    /// A state for `flatMap`, whose children come from an upstream of publishers.
    init(maxPublishers: Subscribers.Demand) {
        outer = .awaiting
        self.maxPublishers = maxPublishers
    }

    /// Whether the state still accepts events.
    var isActive: Bool {
        if case .active = status { true } else { false }
    }

    private var completionIsDue: Bool {
        guard isActive, case .finished = outer else { return false }
        return children.isEmpty && waiting.isEmpty
    }

    // MARK: Downstream

    /// The downstream asks for more (or returned more from `receive(_:)`).
    ///
    /// - Returns: The children to ask for `.unlimited` (when demand just became unlimited), the
    ///   buffered values the demand releases, in order (the owner queues them), and whether the
    ///   completion is now due (after the last of them).
    mutating func request(
        _ more: Subscribers.Demand
    ) -> (unlimited: [any Subscription], released: [Released], finish: Bool) {
        guard isActive, more > 0 else { return ([], [], false) }
        var unlimited: [any Subscription] = []
        if more == .unlimited, demand != .unlimited {
            unlimited = children.values.compactMap {
                if case .subscribed(let subscription) = $0 { subscription } else { nil }
            }
        }
        demand += more
        var released: [Released] = []
        while demand > 0, let buffered = waiting.popFirst() {
            if demand == .unlimited {
                released.append((buffered.value, nil))
            } else {
                demand -= 1
                released.append((buffered.value, buffered.child))
            }
        }
        return (unlimited, released, !released.isEmpty && finishIfDue())
    }

    /// The subscription of `child`, if it is still running.
    func subscription(ofChild child: Int) -> (any Subscription)? {
        if case .subscribed(let subscription) = children[child] { subscription } else { nil }
    }

    /// Ends the merge when the completion is due; returns whether it did.
    private mutating func finishIfDue() -> Bool {
        guard completionIsDue else { return false }
        status = .terminated
        return true
    }

    /// Cancels everything: returns the subscriptions to cancel, children first, then the upstream.
    mutating func cancel() -> [any Subscription] {
        if case .terminated = status { return [] }
        status = .terminated
        return releaseAll(except: nil, includingOuter: true)
    }

    // MARK: Children

    /// Reserves an index for a new child (`flatMap`); `nil` once terminated.
    mutating func addChild() -> Int? {
        guard isActive else { return nil }
        let index = nextChild
        nextChild += 1
        children[index] = .awaitingSubscription
        return index
    }

    /// A child sent its subscription.
    mutating func childSubscribed(_ subscription: any Subscription, child: Int) -> SubscriptionAction {
        guard isActive, case .awaitingSubscription = children[child] else { return .cancel }
        children[child] = .subscribed(subscription)
        return .request(demand == .unlimited ? .unlimited : .max(1))
    }

    /// A child sent a value.
    ///
    /// - Returns: The demand to answer the child with, and whether the value is accepted (the owner
    ///   queues it for delivery) rather than buffered.
    mutating func childValue(_ value: Value, child: Int) -> (demand: Subscribers.Demand, accepted: Bool) {
        guard isActive, children[child] != nil else { return (.none, false) }
        guard waiting.isEmpty, demand > 0 else {
            waiting.append((child, value))
            return (.none, false)
        }
        if demand == .unlimited {
            return (.none, true)
        }
        demand -= 1
        return (.max(1), true)
    }

    /// A child finished.
    mutating func childFinished(_ child: Int) -> ChildFinishedAction {
        guard isActive, children.removeValue(forKey: child) != nil else { return .none }
        if finishIfDue() {
            return .finish
        }
        if let maxPublishers, maxPublishers != .unlimited, case .subscribed(let upstream) = outer {
            return .requestPublisher(upstream)
        }
        return .none
    }

    /// A child or the upstream failed.
    ///
    /// - Parameter child: The failing child, or `nil` when the upstream of publishers failed. A child
    ///   that already finished, or an upstream that already finished, is ignored.
    /// - Returns: The subscriptions to cancel (the other children, then the upstream if it did not
    ///   fail), and whether the owner must queue the failure (after the values already accepted).
    mutating func fail(_ failure: Failure, child: Int?) -> (cancel: [any Subscription], deliver: Bool) {
        guard isActive else { return ([], false) }
        // A completion after the sender's own completion breaks the contract: ignored.
        if let child {
            guard children[child] != nil else { return ([], false) }
        } else if case .finished = outer {
            return ([], false)
        }
        status = .terminated
        return (releaseAll(except: child, includingOuter: child != nil), true)
    }

    /// Every child was subscribed (`merge`); returns whether the caller must deliver `.finished` now.
    /// That is the case only when there are no children at all: otherwise the last child to finish
    /// triggers the completion.
    mutating func allChildrenSubscribed() -> Bool {
        finishIfDue()
    }

    // MARK: Upstream of publishers

    /// The upstream of publishers sent its subscription.
    mutating func outerSubscribed(_ subscription: any Subscription) -> SubscriptionAction {
        guard isActive, case .awaiting = outer, let maxPublishers else { return .cancel }
        outer = .subscribed(subscription)
        return maxPublishers == .none ? .keep : .request(maxPublishers)
    }

    /// The upstream of publishers finished; returns whether the caller must deliver `.finished` now.
    mutating func outerFinished() -> Bool {
        guard isActive else { return false }
        outer = .finished
        return finishIfDue()
    }

    /// Clears children, queues and (optionally) the upstream; returns the subscriptions to cancel.
    private mutating func releaseAll(except failed: Int?, includingOuter: Bool) -> [any Subscription] {
        var cancel: [any Subscription] = []
        for (index, child) in children.sorted(by: { $0.key < $1.key }) where index != failed {
            if case .subscribed(let subscription) = child {
                cancel.append(subscription)
            }
        }
        if includingOuter, case .subscribed(let upstream) = outer {
            cancel.append(upstream)
        }
        children = [:]
        outer = .finished
        waiting.removeAll()
        return cancel
    }
}
