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
    /// As in Combine, the subscriber's first request, whatever its size, lets every later change through:
    /// `objectWillChange` is a signal, not a stream of values to ration.
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: Inner(downstream: subscriber))
    }

    /// Sends the changed value to the downstream subscriber.
    public func send() {
        subject.send(())
    }
}

extension ObservableObjectPublisher {
    /// The subscription an ``ObservableObjectPublisher``'s subscriber receives (`"ObservableObjectPublisher"`,
    /// with the subscriber as its only `Mirror` child, as in Combine): it subscribes to the publisher's
    /// subject, which serialises the deliveries, and turns the first request into an unlimited one.
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Void, Downstream.Failure == Never {
        // Safety: every stored `var` is read and written with `lock` held.
        private let lock = UnfairLock()
        private var downstream: Downstream?
        private var upstream: (any Subscription)?
        private var hasRequested = false

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        var description: String { "ObservableObjectPublisher" }

        var customMirror: Mirror {
            Mirror(self, children: ["downstream": lock.withLock { downstream } as Any])
        }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard upstream == nil, let downstream else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstream = subscription
            lock.unlock()
            downstream.receive(subscription: self)
        }

        func receive(_ input: Void) -> Subscribers.Demand {
            // The subject delivers one change at a time and never after `cancel()` has returned.
            guard let downstream = lock.withLock({ downstream }) else { return .none }
            _ = downstream.receive(input)
            return .none
        }

        func receive(completion: Subscribers.Completion<Never>) {}

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            let upstream = hasRequested ? nil : self.upstream
            hasRequested = true
            lock.unlock()
            upstream?.request(.unlimited)
        }

        func cancel() {
            lock.lock()
            let released = (downstream, upstream)
            downstream = nil
            upstream = nil
            lock.unlock()
            released.1?.cancel()
            _ = released  // released outside the lock
        }
    }
}
