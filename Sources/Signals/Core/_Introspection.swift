/// Combine's undocumented debugging hook: an object that, once enabled, hears of every subscription
/// made with `subscribe(_:)` and of every event that then reaches the subscribers attached while it was
/// enabled.
///
/// Not API: the underscore says so, as in Combine, which declares the same protocol without
/// documenting it. It exists so that debugging tools written against Combine's hook work unchanged.
/// Every requirement has an empty default: implement the ones you need, then call `enable()`.
///
/// What it sees: each `subscribe(_:)` call made while a hook is enabled (the publisher and the
/// subscriber, before and after), and then every subscription, value, completion, request and cancel
/// that passes between that subscriber and its subscription, for as long as any hook is enabled. The
/// subscriber and subscription are wrapped in forwarding stand-ins that keep their description and
/// identifier. Unlike Combine, Signals' own operators attach to their upstream without going through
/// `subscribe(_:)` (so that whole chains specialise), so their inner subscribers are not reported: a
/// `map`'s events reach the hook as its downstream's.
///
/// When no hook is enabled, `subscribe(_:)` costs one atomic load more, and nothing is wrapped.
///
/// ```swift
/// final class Logger: _Introspection {
///     func willReceive<S: Subscriber>(subscriber: S, input: S.Input) { print("\(subscriber) <- \(input)") }
/// }
/// let logger = Logger()
/// logger.enable()
/// let cancellable = [1, 2].publisher.sink { _ in }  // prints "Sink <- 1", "Sink <- 2"
/// logger.disable()
/// ```
public protocol _Introspection: AnyObject {
    /// Called before `publisher` receives `subscriber` through `subscribe(_:)`.
    ///
    /// - Parameters:
    ///   - publisher: The publisher being subscribed to.
    ///   - subscriber: The subscriber being attached.
    func willReceive<Upstream: Publisher, Downstream: Subscriber>(publisher: Upstream, subscriber: Downstream)
    where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input

    /// Called after `publisher` received `subscriber` through `subscribe(_:)`.
    ///
    /// - Parameters:
    ///   - publisher: The publisher subscribed to.
    ///   - subscriber: The subscriber attached.
    func didReceive<Upstream: Publisher, Downstream: Subscriber>(publisher: Upstream, subscriber: Downstream)
    where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input

    /// Called before a reported subscriber receives its subscription.
    ///
    /// - Parameters:
    ///   - subscriber: The subscriber.
    ///   - subscription: The subscription it is about to receive.
    func willReceive<Downstream: Subscriber>(subscriber: Downstream, subscription: any Subscription)

    /// Called after a reported subscriber received its subscription.
    ///
    /// - Parameters:
    ///   - subscriber: The subscriber.
    ///   - subscription: The subscription it received.
    func didReceive<Downstream: Subscriber>(subscriber: Downstream, subscription: any Subscription)

    /// Called before a reported subscriber receives a value.
    ///
    /// - Parameters:
    ///   - subscriber: The subscriber.
    ///   - input: The value it is about to receive.
    func willReceive<Downstream: Subscriber>(subscriber: Downstream, input: Downstream.Input)

    /// Called after a reported subscriber received a value.
    ///
    /// - Parameters:
    ///   - subscriber: The subscriber.
    ///   - input: The value it received.
    ///   - resultingDemand: The demand it returned.
    func didReceive<Downstream: Subscriber>(
        subscriber: Downstream, input: Downstream.Input, resultingDemand: Subscribers.Demand)

    /// Called before a reported subscriber receives its completion.
    ///
    /// - Parameters:
    ///   - subscriber: The subscriber.
    ///   - completion: The completion it is about to receive.
    func willReceive<Downstream: Subscriber>(
        subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>)

    /// Called after a reported subscriber received its completion.
    ///
    /// - Parameters:
    ///   - subscriber: The subscriber.
    ///   - completion: The completion it received.
    func didReceive<Downstream: Subscriber>(
        subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>)

    /// Called before a reported subscriber's subscription is asked for more values.
    ///
    /// - Parameters:
    ///   - subscription: The subscription.
    ///   - demand: The demand requested.
    func willRequest(subscription: any Subscription, _ demand: Subscribers.Demand)

    /// Called after a reported subscriber's subscription was asked for more values.
    ///
    /// - Parameters:
    ///   - subscription: The subscription.
    ///   - demand: The demand requested.
    func didRequest(subscription: any Subscription, _ demand: Subscribers.Demand)

    /// Called before a reported subscriber's subscription is cancelled.
    ///
    /// - Parameter subscription: The subscription.
    func willCancel(subscription: any Subscription)

    /// Called after a reported subscriber's subscription was cancelled.
    ///
    /// - Parameter subscription: The subscription.
    func didCancel(subscription: any Subscription)
}

extension _Introspection {
    /// Does nothing by default.
    public func willReceive<Upstream: Publisher, Downstream: Subscriber>(publisher: Upstream, subscriber: Downstream)
    where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input {}

    /// Does nothing by default.
    public func didReceive<Upstream: Publisher, Downstream: Subscriber>(publisher: Upstream, subscriber: Downstream)
    where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input {}

    /// Does nothing by default.
    public func willReceive<Downstream: Subscriber>(subscriber: Downstream, subscription: any Subscription) {}

    /// Does nothing by default.
    public func didReceive<Downstream: Subscriber>(subscriber: Downstream, subscription: any Subscription) {}

    /// Does nothing by default.
    public func willReceive<Downstream: Subscriber>(subscriber: Downstream, input: Downstream.Input) {}

    /// Does nothing by default.
    public func didReceive<Downstream: Subscriber>(
        subscriber: Downstream, input: Downstream.Input, resultingDemand: Subscribers.Demand
    ) {}

    /// Does nothing by default.
    public func willReceive<Downstream: Subscriber>(
        subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>
    ) {}

    /// Does nothing by default.
    public func didReceive<Downstream: Subscriber>(
        subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>
    ) {}

    /// Does nothing by default.
    public func willRequest(subscription: any Subscription, _ demand: Subscribers.Demand) {}

    /// Does nothing by default.
    public func didRequest(subscription: any Subscription, _ demand: Subscribers.Demand) {}

    /// Does nothing by default.
    public func willCancel(subscription: any Subscription) {}

    /// Does nothing by default.
    public func didCancel(subscription: any Subscription) {}

    /// Starts reporting to this hook (enabling it twice is enabling it once). Hooks are called in the
    /// order they were enabled, on the thread of the event they report.
    public func enable() {
        IntrospectionHooks.shared.enable(self)
    }

    /// Stops reporting to this hook.
    public func disable() {
        IntrospectionHooks.shared.disable(self)
    }

    /// Whether this hook is enabled.
    public var isEnabled: Bool {
        IntrospectionHooks.shared.isEnabled(self)
    }
}
