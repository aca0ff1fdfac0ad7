/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more ``Subscriber`` instances. The subscriber's `Input` and
/// `Failure` associated types must match the `Output` and `Failure` types declared by the publisher.
/// The publisher implements ``receive(subscriber:)`` to accept a subscriber; callers use
/// `subscribe(_:)` (or an operator such as `sink`) instead.
///
/// After this, the publisher can call the following methods on the subscriber:
/// - `receive(subscription:)`: acknowledges the subscribe request and returns a ``Subscription``.
///   The subscriber uses the subscription to demand elements from the publisher.
/// - `receive(_:)`: delivers one element from the publisher to the subscriber.
/// - `receive(completion:)`: informs the subscriber that publishing has ended, normally or with an error.
///
/// Every publisher must adhere to this contract for downstream subscribers to function correctly.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output

    /// The kind of errors this publisher might publish. Use `Never` if it does not publish errors.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations of ``Publisher`` must implement this method. The provided implementation of
    /// `subscribe(_:)` calls this method.
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher, after which it can receive
    ///   values.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    ///
    /// Always call this function instead of ``Publisher/receive(subscriber:)``. It calls
    /// ``Publisher/receive(subscriber:)``, and reports the call to the enabled `_Introspection` hooks
    /// if there are any (checking costs one atomic load).
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher. After attaching, the
    ///   subscriber can start to receive values.
    @inlinable
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        if _slowPath(IntrospectionHooks.isActive) {
            IntrospectionHooks.subscribe(self, subscriber)
        } else {
            receive(subscriber: subscriber)
        }
    }
}
