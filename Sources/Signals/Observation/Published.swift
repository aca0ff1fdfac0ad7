/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with the `@Published` attribute creates a publisher of this type. You access
/// the publisher with the `$` operator: it publishes the current value on subscription, then each new
/// value **before** the property changes (in its `willSet`, as in Combine), so a subscriber that reads
/// the property itself still sees the old value. If the enclosing class is an ``ObservableObject``, its
/// synthesized `objectWillChange` publisher fires first.
///
/// ```swift
/// final class Weather {
///     @Published var temperature: Double
///     init(temperature: Double) { self.temperature = temperature }
/// }
///
/// let weather = Weather(temperature: 20)
/// let cancellable = weather.$temperature.sink { print("Temperature now: \($0)") }
/// weather.temperature = 25
/// // Prints "Temperature now: 20.0"
/// // Prints "Temperature now: 25.0"
/// ```
///
/// `@Published` is only available on properties of classes. Reading and writing the property is
/// thread-safe; concurrent writes are delivered one at a time, in an unspecified order.
@propertyWrapper
public struct Published<Value> {
    private var storage: PublishedSubject<Value>

    /// Creates the published instance with an initial wrapped value.
    ///
    /// Don't use this initializer directly. Instead, create a property with the `@Published`
    /// attribute, as shown here:
    ///
    /// ```swift
    /// @Published var lastUpdated: Date = Date()
    /// ```
    ///
    /// - Parameter wrappedValue: The publisher's initial value.
    public init(wrappedValue: Value) {
        storage = PublishedSubject(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    ///
    /// Don't use this initializer directly; prefer `@Published var name = value`.
    ///
    /// - Parameter initialValue: The publisher's initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The property's value: unavailable, because `@Published` is only available on properties of
    /// classes (the class's accessors go through the enclosing-instance subscript).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property for which this instance exposes a publisher.
    ///
    /// The ``Published/projectedValue`` is the property accessed with the `$` operator. Setting it
    /// (`a.$value = b.$value`) is a documented no-op, as in Combine: each property keeps its own value
    /// and its own subscribers. To feed one property from another's publisher, use
    /// `assign(to:)`:
    ///
    /// ```swift
    /// b.$value.assign(to: &a.$value)  // a follows b from now on
    /// ```
    public var projectedValue: Publisher {
        get { Publisher(storage) }
        // Nothing to do: sharing `newValue`'s storage would make two properties one, which Combine
        // never does. `assign(to: &$value)` reaches here too, after changing the storage it got.
        set {}
    }

    /// Reads and writes the wrapped property of a class instance: the setter sends the class's
    /// synthesized `objectWillChange`, then the new value to the `$` publisher's subscribers, then
    /// stores it.
    ///
    /// - Parameters:
    ///   - object: The instance whose property is accessed.
    ///   - wrappedKeyPath: The key path of the wrapped property.
    ///   - storageKeyPath: The key path of this wrapper.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.send(newValue) }
    }
}

extension Published: @unchecked Sendable where Value: Sendable {}
// Safety: the only stored property is the storage, a thread-safe class.

extension Published {
    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// It publishes the current value when a subscriber attaches, then every new value before the
    /// property changes. It never completes: its subscribers stay attached as long as they want.
    public struct Publisher: Signals.Publisher {
        /// The kind of values published by this publisher: the property's.
        public typealias Output = Value

        /// This publisher never fails.
        public typealias Failure = Never

        fileprivate let storage: PublishedSubject<Value>

        fileprivate init(_ storage: PublishedSubject<Value>) {
            self.storage = storage
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach to this publisher.
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
            storage.receive(subscriber: subscriber)
        }
    }
}

extension Published.Publisher: @unchecked Sendable where Value: Sendable {}
// Safety: the only stored property is the storage, a thread-safe class.

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked as a
    /// publisher.
    ///
    /// Use this operator to feed a `@Published` property from a publisher. The subscription lives as
    /// long as the property's owner: it is cancelled when the ``Published`` instance is destroyed, so
    /// unlike ``Publisher/assign(to:on:)`` it returns no cancellable and creates no reference cycle.
    /// Each assignment goes through the property's setter semantics: `objectWillChange` (if any), then
    /// the `$` publisher's subscribers, then the stored value.
    ///
    /// ```swift
    /// final class Clock: ObservableObject {
    ///     @Published var tick = 0
    ///     init(ticks: some Publisher<Int, Never>) {
    ///         ticks.assign(to: &$tick)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter published: A property marked with the `@Published` attribute, which receives and
    ///   republishes all elements received from the upstream publisher.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.storage.assign(from: self)
    }
}

/// What ``ObservableObject``'s synthesized `objectWillChange` looks for among an object's stored
/// properties (through `Mirror`): a ``Published`` property's storage.
protocol PublishedStorage {
    /// Returns the publisher this property sends before changing, installing `candidate` if it has none.
    func objectWillChange(installing candidate: ObservableObjectPublisher) -> ObservableObjectPublisher
}

extension Published: PublishedStorage {
    func objectWillChange(installing candidate: ObservableObjectPublisher) -> ObservableObjectPublisher {
        storage.objectWillChange(installing: candidate)
    }
}

/// The shared state of a ``Published`` property: its value, the subscriptions of its `$` publisher,
/// the enclosing object's `objectWillChange` once installed, and the subscriptions of
/// ``Publisher/assign(to:)``.
///
/// It is the subject behind the `$` publisher, as in Combine (its subscriptions are described as
/// `"PublishedSubject"`): a current-value subject that never completes, whose new value reaches the
/// subscribers before the property itself changes.
final class PublishedSubject<Value>: ConduitParent, @unchecked Sendable {
    // Safety: every stored `var` is only read or written with `lock` held.
    typealias Output = Value
    typealias Failure = Never

    private let lock = UnfairLock()
    /// The property's value: the old one while a change is being published.
    private var current: Value
    /// The value the subscriptions replay: the new one as soon as a change starts.
    private var published: Value
    /// The subscriptions of the `$` publisher and the published value's version (the part shared with
    /// ``CurrentValueSubject``).
    private var subscribers = ReplayingConduits()
    private var willChange: ObservableObjectPublisher?
    private var assignments: [AnyCancellable] = []

    init(_ value: Value) {
        current = value
        published = value
    }

    /// The stored value (the old one while a change is being published).
    var value: Value {
        lock.withLock { current }
    }

    /// Attaches a subscriber to the `$` publisher: it receives the current value once it asks for one.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        attach(subscriber)
    }

    /// Publishes a change: `objectWillChange`, then the new value, then stores it.
    func send(_ newValue: Value) {
        lock.withLock { willChange }?.send()
        var replaced = newValue
        lock.lock()
        swap(&published, &replaced)
        let offer = subscribers.advance()
        lock.unlock()
        offer.deliver(newValue)
        var previous = newValue
        lock.withLock { swap(&current, &previous) }
        _ = (replaced, previous)  // the old values are destroyed outside the lock
    }

    func objectWillChange(installing candidate: ObservableObjectPublisher) -> ObservableObjectPublisher {
        lock.withLock {
            if let willChange { return willChange }
            willChange = candidate
            return candidate
        }
    }

    /// Feeds this property from `upstream` for as long as this storage lives.
    func assign<P: Publisher>(from upstream: P) where P.Output == Value, P.Failure == Never {
        let cancellable = upstream.sink { [weak self] in self?.send($0) }
        lock.withLock { assignments.append(cancellable) }
    }

    // MARK: ConduitParent

    static var conduitDescription: String { "PublishedSubject" }

    static var replaysCurrentValue: Bool { true }

    func currentValueAndVersion() -> (Value, UInt32) {
        lock.withLock { (published, subscribers.version) }
    }

    func recordDemand() -> Bool { false }

    func requestUpstreams() {}

    func remove(_ conduit: SubjectConduitBase) {
        lock.withLock { subscribers.remove(conduit) }
    }

    /// Takes the lock: this subject never completes, and its conduits never announce their demand.
    func lockForNewSubscriber(announcesDemand: inout Bool) -> Subscribers.Completion<Never>? {
        lock.lock()
        announcesDemand = false
        return nil
    }

    func register<Downstream: Subscriber>(_ conduit: SubjectConduit<PublishedSubject, Downstream>) {
        subscribers.conduits.append(conduit)
        lock.unlock()
        conduit.handOver()
    }
}
