/// A protocol that declares a type that can receive input from a publisher.
///
/// A subscriber receives exactly one subscription, then requests values with
/// ``Subscription/request(_:)``. The publisher delivers at most as many values as requested, then at
/// most one completion. Calls to a subscriber are serial: a publisher never calls it from two threads
/// at once.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input

    /// The kind of errors this subscriber might receive. Use `Never` if it does not receive errors.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may request items.
    ///
    /// Use the received ``Subscription`` to request items from the publisher.
    /// - Parameter subscription: A subscription that represents the connection between publisher and
    ///   subscriber.
    func receive(subscription: any Subscription)

    /// Tells the subscriber that the publisher has produced an element.
    ///
    /// - Parameter input: The published element.
    /// - Returns: A ``Subscribers/Demand`` instance indicating how many more elements the subscriber
    ///   expects to receive, in addition to those already requested.
    func receive(_ input: Input) -> Subscribers.Demand

    /// Tells the subscriber that the publisher has completed publishing, either normally or with an error.
    ///
    /// - Parameter completion: A ``Subscribers/Completion`` case indicating whether publishing completed
    ///   normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further requests.
    ///
    /// Use `Void` inputs and outputs when you want to signal that an event has occurred, but don't need
    /// to send the event itself.
    /// - Returns: A ``Subscribers/Demand`` instance indicating how many more elements the subscriber
    ///   expects to receive.
    @inlinable
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}
