/// The state machine behind ``MergeSubscription``: what `merge`, `MergeMany` and `flatMap` know about
/// their children, the downstream demand and the values waiting to be delivered.
///
/// Every event is a `mutating` method that returns what the owner must do once it has released its
/// lock (request, cancel, deliver). The owner runs each transition under its lock and never calls out
/// while holding it.
///
/// Serialisation: children may send from several threads at once, or re-entrantly from inside the
/// downstream's `receive(_:)`. Only one caller at a time "delivers": the first one to find
/// ``delivering`` false sets it and drains the queues; everyone else only enqueues and returns. So the
/// downstream is never called concurrently, and a value sent from inside another value's delivery
/// reaches the downstream right after that delivery returns.
///
/// Demand, as in Combine: a child is first asked for one value (or `.unlimited` while the downstream's
/// demand is unlimited). A value that finds downstream demand is *accepted* (it goes to ``ready``,
/// taking one unit of demand, and its child is answered `.max(1)`); otherwise it is *buffered* (it goes
/// to ``waiting`` and its child is answered `.none`), and when the downstream later asks for more, each
/// buffered value delivered asks its child for one more.
struct MergeState<Value, Failure: Error> {
    /// Where the state is in its life.
    enum Status {
        /// Accepting events.
        case active
        /// A failure arrived while another caller was delivering; it goes out once ``ready`` is empty.
        case failing(Failure)
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

    /// The next thing the delivering caller hands downstream.
    enum Delivery {
        /// A value; afterwards, ask `requestFrom` (the child of a buffered value) for one more.
        case value(Value, requestFrom: (any Subscription)?)
        /// The whole merge finished.
        case finished
        /// The failure that ended the merge.
        case failure(Failure)
        /// Nothing to deliver: the caller stops delivering.
        case idle
    }

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
    /// Whether a caller is delivering downstream; only that caller delivers.
    private(set) var delivering = false
    /// The downstream's outstanding demand, not counting ``ready`` values.
    private(set) var demand = Subscribers.Demand.none
    /// Accepted values: demand is already taken. They always precede ``waiting`` values.
    private var ready = PendingFIFO<Value>()
    /// Buffered values, waiting for downstream demand.
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
        return children.isEmpty && ready.isEmpty && waiting.isEmpty
    }

    /// Claims the right to deliver; `false` if another caller already has it.
    private mutating func beginDelivering() -> Bool {
        guard !delivering else { return false }
        delivering = true
        return true
    }

    // MARK: Downstream

    /// The downstream asks for more (or returned more from `receive(_:)`).
    ///
    /// - Returns: The children to ask for `.unlimited` (when demand just became unlimited), and whether
    ///   the caller must now deliver the buffered values.
    mutating func request(_ more: Subscribers.Demand) -> (unlimited: [any Subscription], deliver: Bool) {
        guard isActive, more > 0 else { return ([], false) }
        var unlimited: [any Subscription] = []
        if more == .unlimited, demand != .unlimited {
            unlimited = children.values.compactMap {
                if case .subscribed(let subscription) = $0 { subscription } else { nil }
            }
        }
        demand += more
        return (unlimited, !waiting.isEmpty && beginDelivering())
    }

    /// The delivering caller asks what to hand downstream next. When this returns `.idle`, the caller
    /// is no longer delivering.
    mutating func nextDelivery() -> Delivery {
        switch status {
        case .terminated:
            delivering = false
            return .idle
        case .failing(let failure):
            if let value = ready.popFirst() {
                return .value(value, requestFrom: nil)
            }
            status = .terminated
            delivering = false
            return .failure(failure)
        case .active:
            if let value = ready.popFirst() {
                return .value(value, requestFrom: nil)
            }
            if demand > 0, let buffered = waiting.popFirst() {
                guard demand != .unlimited else { return .value(buffered.value, requestFrom: nil) }
                demand -= 1
                var child: (any Subscription)?
                if case .subscribed(let subscription) = children[buffered.child] {
                    child = subscription
                }
                return .value(buffered.value, requestFrom: child)
            }
            delivering = false
            if completionIsDue {
                status = .terminated
                return .finished
            }
            return .idle
        }
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
    /// - Returns: The demand to answer the child with, and whether the caller must now deliver.
    mutating func childValue(_ value: Value, child: Int) -> (demand: Subscribers.Demand, deliver: Bool) {
        guard isActive, children[child] != nil else { return (.none, false) }
        var answer = Subscribers.Demand.none
        if waiting.isEmpty, demand > 0 {
            if demand != .unlimited {
                demand -= 1
                answer = .max(1)
            }
            ready.append(value)
        } else {
            waiting.append((child, value))
        }
        return (answer, beginDelivering())
    }

    /// A child finished.
    mutating func childFinished(_ child: Int) -> ChildFinishedAction {
        guard isActive, children.removeValue(forKey: child) != nil else { return .none }
        if !delivering, completionIsDue {
            status = .terminated
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
    ///   fail), and whether the caller must deliver the failure now; otherwise the delivering caller
    ///   delivers it after the values already accepted.
    mutating func fail(_ failure: Failure, child: Int?) -> (cancel: [any Subscription], deliverNow: Bool) {
        guard isActive else { return ([], false) }
        // A completion after the sender's own completion breaks the contract: ignored.
        if let child {
            guard children[child] != nil else { return ([], false) }
        } else if case .finished = outer {
            return ([], false)
        }
        let cancel = releaseAll(except: child, includingOuter: child != nil)
        if delivering {
            status = .failing(failure)
            return (cancel, false)
        }
        status = .terminated
        return (cancel, true)
    }

    /// Every child was subscribed (`merge`); returns whether the caller must deliver `.finished` now.
    /// That is the case only when there are no children at all: otherwise the last child to finish
    /// triggers the completion.
    mutating func allChildrenSubscribed() -> Bool {
        guard !delivering, completionIsDue else { return false }
        status = .terminated
        return true
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
        if !delivering, completionIsDue {
            status = .terminated
            return true
        }
        return false
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
        if case .terminated = status {
            ready.removeAll()
        }
        return cancel
    }
}
