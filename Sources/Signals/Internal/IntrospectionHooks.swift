/// The enabled ``_Introspection`` hooks, and the `subscribe(_:)` path taken while any is enabled.
///
/// `subscribe(_:)` reads ``count`` (one relaxed atomic load) and takes the usual path when it is zero.
/// Otherwise ``subscribe(_:_:)`` reports the call and wraps the subscriber in a ``SubscriberTap``, which
/// reports each event to the hooks enabled at that moment.
@usableFromInline
final class IntrospectionHooks: @unchecked Sendable {
    // Safety: `handlers` is only read or written with `lock` held; `count` is atomic (written with
    // `lock` held).
    @usableFromInline
    static let shared = IntrospectionHooks()

    private let lock = UnfairLock()
    private var handlers: [any _Introspection] = []
    /// How many hooks are enabled.
    @usableFromInline
    let count = AtomicWord(0)

    private init() {}

    /// Whether any hook is enabled: the one check `subscribe(_:)` makes.
    @inlinable
    static var isActive: Bool {
        shared.count.load() != 0
    }

    func enable(_ handler: any _Introspection) {
        lock.withLock {
            guard !handlers.contains(where: { $0 === handler }) else { return }
            handlers.append(handler)
            count.store(UInt(handlers.count))
        }
    }

    func disable(_ handler: any _Introspection) {
        let removed: [any _Introspection] = lock.withLock {
            let removed = handlers.filter { $0 === handler }
            handlers.removeAll { $0 === handler }
            count.store(UInt(handlers.count))
            return removed
        }
        _ = removed  // released outside the lock
    }

    func isEnabled(_ handler: any _Introspection) -> Bool {
        lock.withLock { handlers.contains { $0 === handler } }
    }

    /// The hooks enabled now, in the order they were enabled (none without taking the lock when none is).
    static var current: [any _Introspection] {
        guard isActive else { return [] }
        return shared.lock.withLock { shared.handlers }
    }

    /// `subscribe(_:)` while a hook is enabled: reports the call, and attaches the subscriber wrapped in
    /// a ``SubscriberTap`` (or as it is when it is one already, reporting what it wraps).
    ///
    /// Never specialised: it only runs while debugging, and specialising it for every publisher and
    /// subscriber pair would grow every binary that subscribes.
    @usableFromInline
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func subscribe<P: Publisher, S: Subscriber>(_ publisher: P, _ subscriber: S)
    where P.Output == S.Input, P.Failure == S.Failure {
        if let tapped = subscriber as? any IntrospectionTapped,
            let reported = tapped.erasedSubscriber as? AnySubscriber<S.Input, S.Failure>
        {
            for handler in current { handler.willReceive(publisher: publisher, subscriber: reported) }
            publisher.receive(subscriber: subscriber)
            for handler in current { handler.didReceive(publisher: publisher, subscriber: reported) }
            return
        }
        for handler in current { handler.willReceive(publisher: publisher, subscriber: subscriber) }
        publisher.receive(subscriber: SubscriberTap(subscriber))
        for handler in current { handler.didReceive(publisher: publisher, subscriber: subscriber) }
    }
}

/// A subscriber wrapped for the hooks: what it wraps, type-erased as Combine reports it when the
/// wrapper is subscribed again (a publisher that forwards its subscriber to another's `subscribe(_:)`).
protocol IntrospectionTapped {
    var erasedSubscriber: Any { get }
}

/// A subscriber that reports each event its subscriber receives to the enabled hooks, and hands it a
/// ``SubscriptionTap``. It shows itself as its subscriber does (description and identifier).
struct SubscriberTap<Base: Subscriber>: Subscriber, CustomStringConvertible, IntrospectionTapped {
    typealias Input = Base.Input
    typealias Failure = Base.Failure

    let base: Base

    init(_ base: Base) {
        self.base = base
    }

    var combineIdentifier: CombineIdentifier { base.combineIdentifier }

    var description: String { String(describing: base) }

    var erasedSubscriber: Any { AnySubscriber(base) }

    func receive(subscription: any Subscription) {
        let tap = subscription as? SubscriptionTap ?? SubscriptionTap(subscription)
        for handler in IntrospectionHooks.current {
            handler.willReceive(subscriber: base, subscription: tap.base)
        }
        base.receive(subscription: tap)
        for handler in IntrospectionHooks.current {
            handler.didReceive(subscriber: base, subscription: tap.base)
        }
    }

    func receive(_ input: Base.Input) -> Subscribers.Demand {
        for handler in IntrospectionHooks.current { handler.willReceive(subscriber: base, input: input) }
        let demand = base.receive(input)
        for handler in IntrospectionHooks.current {
            handler.didReceive(subscriber: base, input: input, resultingDemand: demand)
        }
        return demand
    }

    func receive(completion: Subscribers.Completion<Base.Failure>) {
        for handler in IntrospectionHooks.current { handler.willReceive(subscriber: base, completion: completion) }
        base.receive(completion: completion)
        for handler in IntrospectionHooks.current { handler.didReceive(subscriber: base, completion: completion) }
    }
}

/// The subscription a ``SubscriberTap``'s subscriber receives: it reports each request and cancel to the
/// enabled hooks. It shows itself as the subscription it wraps (description and identifier).
struct SubscriptionTap: Subscription, CustomStringConvertible {
    let base: any Subscription

    init(_ base: any Subscription) {
        self.base = base
    }

    var combineIdentifier: CombineIdentifier { base.combineIdentifier }

    var description: String { String(describing: base) }

    func request(_ demand: Subscribers.Demand) {
        for handler in IntrospectionHooks.current { handler.willRequest(subscription: base, demand) }
        base.request(demand)
        for handler in IntrospectionHooks.current { handler.didRequest(subscription: base, demand) }
    }

    func cancel() {
        for handler in IntrospectionHooks.current { handler.willCancel(subscription: base) }
        base.cancel()
        for handler in IntrospectionHooks.current { handler.didCancel(subscription: base) }
    }
}
