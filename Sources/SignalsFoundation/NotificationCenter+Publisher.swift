import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    ///
    /// ```swift
    /// let cancellable = NotificationCenter.default
    ///     .publisher(for: .userDidLogIn)
    ///     .sink { notification in refresh(notification.object) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name of the notification to publish.
    ///   - object: The object posting the named notification. If `nil`, the publisher emits elements
    ///     for any object producing a notification with the given name.
    /// - Returns: A publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// The observer is added when a subscriber attaches and removed when it cancels. A notification
    /// posted while the subscriber has no demand is dropped, as in Combine. Notifications posted from
    /// several threads at once are delivered one at a time.
    public struct Publisher: Signals.Publisher, @unchecked Sendable {
        // Safety: every stored property is immutable; `NotificationCenter` is thread-safe, and `object`
        // is only used as the identity to filter on.

        /// The kind of values published by this publisher: the notifications.
        public typealias Output = Notification

        /// This publisher never fails.
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter

        /// The name of notifications published by this publisher.
        public let name: Notification.Name

        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        ///
        /// - Parameters:
        ///   - center: The notification center to publish notifications for.
        ///   - name: The name of the notification to publish.
        ///   - object: The object posting the named notification. If `nil`, the publisher emits
        ///     elements for any object producing a notification with the given name.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches the subscriber; its subscription is described as `"NotificationCenter Observer"`.
        ///
        /// - Parameter subscriber: The subscriber to attach to this publisher.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let inner = NotificationSubscription(downstream: subscriber)
            subscriber.receive(subscription: inner)
            inner.observe(center: center, name: name, object: object)
        }
    }
}

/// The subscription of a ``Foundation/NotificationCenter/Publisher``: an observer whose notifications
/// go downstream while it has demand.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, NotificationReceiver, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    // Safety: every stored `var` is only read or written with `lock` held.
    private let lock = NSLock()
    private let output: SerialDelivery<Downstream>
    private var demand = Subscribers.Demand.none
    private var observation: (center: NotificationCenter, token: any NSObjectProtocol)?
    private var cancelled = false

    init(downstream: Downstream) {
        output = SerialDelivery(downstream)
    }

    var description: String { "NotificationCenter Observer" }

    var customMirror: Mirror {
        lock.withLock { Mirror(self, children: ["demand": demand]) }
    }

    var playgroundDescription: Any { description }

    func observe(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        let receiver: any NotificationReceiver = self
        let token = center.addObserver(forName: name, object: object, queue: nil) { receiver.received($0) }
        lock.lock()
        guard !cancelled else {
            lock.unlock()
            center.removeObserver(token)
            return
        }
        observation = (center, token)
        lock.unlock()
    }

    func received(_ notification: Notification) {
        lock.lock()
        guard demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        output.enqueue(.value(notification))
        lock.unlock()
        output.drain()
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let observation = self.observation.take()
        lock.unlock()
        output.cancel()
        if let observation {
            observation.center.removeObserver(observation.token)
        }
    }
}

/// What a notification observer's block calls, without naming the subscription's generic type.
private protocol NotificationReceiver: AnyObject, Sendable {
    func received(_ notification: Notification)
}
