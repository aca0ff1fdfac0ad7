/// A type-erasing subscriber.
///
/// Use an `AnySubscriber` to wrap an existing subscriber whose details you don't want to expose. You
/// can also use `AnySubscriber` to create a custom subscriber by providing closures for the methods
/// defined in ``Subscriber``, rather than implementing ``Subscriber`` directly.
///
/// Not `Sendable`, as in Combine: the closures it holds need not be.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    private let receiveSubscriptionBody: ((any Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
    private let descriptionBody: (() -> String)?
    // Read by `customMirror` (AnySubscriber+Reflection.swift).
    let mirrorBody: (() -> Mirror)?

    /// The identifier of the wrapped subscriber, or a new one for closure-based subscribers.
    public let combineIdentifier: CombineIdentifier

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    ///
    /// - Parameter s: The subscriber to type-erase. Wrapping an `AnySubscriber` does not nest.
    public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
        descriptionBody = { (s as? any CustomStringConvertible)?.description ?? "\(S.self)" }
        mirrorBody = { Mirror(reflecting: s) }
    }

    /// Creates a type-erasing subscriber that forwards everything to a subject.
    ///
    /// As in Combine, only the first subscription is kept (later ones are cancelled) and handed to the
    /// subject with ``Subject/send(subscription:)``, so the subject decides what to request; events
    /// after the first completion are dropped, and so are events before the subscription. Its
    /// description is `"Subject"`.
    ///
    /// - Parameter s: The subject that receives the values and completion.
    public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
        self.init(SubjectSubscriber(s))
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    ///
    /// - Parameters:
    ///   - receiveSubscription: A closure to execute when the subscriber receives the initial
    ///     subscription from the publisher.
    ///   - receiveValue: A closure to execute when the subscriber receives a value from the publisher.
    ///     When absent, each value is answered with `.none`.
    ///   - receiveCompletion: A closure to execute when the subscriber receives a completion callback
    ///     from the publisher.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
        descriptionBody = nil
        mirrorBody = nil
    }

    /// The wrapped subscriber's description, or `"Anonymous AnySubscriber"` for closures.
    public var description: String {
        descriptionBody?() ?? "Anonymous AnySubscriber"
    }

    /// Forwards the subscription.
    public func receive(subscription: any Subscription) {
        receiveSubscriptionBody?(subscription)
    }

    /// Forwards the value, returning the wrapped subscriber's demand.
    public func receive(_ value: Input) -> Subscribers.Demand {
        receiveValueBody?(value) ?? .none
    }

    /// Forwards the completion.
    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletionBody?(completion)
    }
}
