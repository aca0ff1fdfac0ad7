/// A publisher that publishes changes from observable objects.
///
/// It is the default `objectWillChange` of an ``ObservableObject``: every
/// ``Published`` property of the object sends through it just before its value changes. You can also
/// create one yourself and call ``send()`` when your object is about to change.
///
/// ```swift
/// final class Model: ObservableObject {
///     @Published var count = 0
/// }
/// let model = Model()
/// let cancellable = model.objectWillChange.sink { print("will change from \(model.count)") }
/// model.count = 1  // prints "will change from 0"
/// ```
public final class ObservableObjectPublisher: Publisher, Sendable {
    /// The kind of values published by this publisher: nothing but the news that a change is coming.
    public typealias Output = Void

    /// This publisher never fails.
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Attaches the specified subscriber to this publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Sends the changed value to the downstream subscriber.
    public func send() {
        subject.send(())
    }
}
