extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object.
    ///
    /// The subscriber requests an unlimited number of values. It holds a strong reference to `object`
    /// until the stream completes or is cancelled, then releases it.
    ///
    /// ```swift
    /// final class Label { var text = "" }
    /// let label = Label()
    /// let cancellable = ["a", "b"].publisher.assign(to: \.text, on: label)  // label.text == "b"
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: A key path that indicates the property to assign.
    ///   - object: The object that contains the property. The subscriber assigns the object's property
    ///     every time it receives a new value.
    /// - Returns: An ``AnyCancellable`` instance. Call ``AnyCancellable/cancel()`` on it when you no longer
    ///   want the publisher to assign the property; deinitializing it also cancels the assignment.
    @inlinable
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(object: assign)
    }
}

extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    ///
    /// Behaviour, as in Combine:
    /// - It requests `.unlimited` on subscription; a second subscription is cancelled.
    /// - It holds `object` strongly until it completes or is cancelled; values after that, or before
    ///   any subscription, are ignored.
    /// - A completion also ends it when no subscription has arrived yet (as ``Sink`` does).
    ///
    /// The object and property are written without a lock held, from whatever thread the publisher
    /// delivers on.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        // Safety: `status` and `target` are read and written with `lock` held; `keyPath` is immutable.

        /// The kind of errors this subscriber might receive: it only accepts publishers that never fail.
        public typealias Failure = Never

        @usableFromInline
        enum Status {
            case awaitingSubscription
            case subscribed(any Subscription)
            case terminal
        }

        @usableFromInline
        let lock = UnfairLock()
        @usableFromInline
        var status = Status.awaitingSubscription
        @usableFromInline
        var target: Root?

        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// The object that contains the property to assign, or `nil` once the subscriber has completed
        /// or been cancelled.
        public var object: Root? {
            lock.withLock { target }
        }

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        ///
        /// - Parameters:
        ///   - object: The object that contains the property. The subscriber assigns the object's
        ///     property every time it receives a new value.
        ///   - keyPath: A key path that indicates the property to assign.
        @inlinable
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.target = object
            self.keyPath = keyPath
        }

        /// `"Assign \(Root.self)."`, as in Combine (for example `"Assign Label."`).
        public var description: String { "Assign \(Root.self)." }

        /// Stores the subscription and requests `.unlimited`; a second subscription is cancelled.
        public func receive(subscription: any Subscription) {
            lock.lock()
            guard case .awaitingSubscription = status else {
                lock.unlock()
                subscription.cancel()
                return
            }
            status = .subscribed(subscription)
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Assigns the value to the object's property and returns `.none`.
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed = status, let object = target else {
                lock.unlock()
                return .none
            }
            lock.unlock()
            object[keyPath: keyPath] = value
            return .none
        }

        /// Ends the subscriber and releases the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.lock()
            if case .terminal = status {
                lock.unlock()
                return
            }
            let released = (status, target)
            status = .terminal
            target = nil
            lock.unlock()
            _ = released  // the subscription and object are released outside the lock
        }

        /// Cancels the subscription and releases the object.
        public func cancel() {
            lock.lock()
            guard case .subscribed(let subscription) = status else {
                lock.unlock()
                return
            }
            let object = target
            status = .terminal
            target = nil
            lock.unlock()
            subscription.cancel()
            _ = object  // released outside the lock
        }
    }
}
