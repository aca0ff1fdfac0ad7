/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constraints in spirit, because a subscription has identity, defined by
/// the moment a particular subscriber attached to a publisher. Cancelling a subscription must be
/// thread-safe, and you can only cancel a subscription once. Cancelling frees up any resources
/// previously allocated by attaching the subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    ///
    /// - Parameter demand: The number of additional values to deliver. Requesting `.none` is a
    ///   programmer error and traps, as in Combine.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
    /// Returns the "empty" subscription.
    ///
    /// Use the empty subscription when you need a ``Subscription`` that ignores requests and
    /// cancellation, for example to complete a subscriber right after subscribing it.
    public static var empty: any Subscription {
        EmptySubscription.singleton
    }
}

/// The subscription behind ``Subscriptions/empty``: requests and cancellation do nothing.
///
/// As in Combine, it describes itself as `"Empty"` (also in a playground) and has no `Mirror` children.
struct EmptySubscription: Subscription, ReflectedByName {
    static let singleton = EmptySubscription()

    let combineIdentifier = CombineIdentifier()

    var description: String { "Empty" }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {}
}
