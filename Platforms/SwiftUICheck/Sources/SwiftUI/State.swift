/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: @isolated(any) @Sendable () -> Value
    let set: @isolated(any) @Sendable (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {
        self.get = get
        self.set = set
    }

    /// The underlying value referenced by the binding variable (the stub cannot read it synchronously:
    /// SwiftUI calls the getter on the main actor at run time).
    public var wrappedValue: Value {
        get { fatalError("the stub reads a binding with read()") }
        nonmutating set { fatalError("the stub writes a binding with write(_:)") }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("not used by the checked code")
    }
}

extension Binding where Value: Sendable {
    /// Stub only: reads the value as SwiftUI does, on the getter's isolation.
    public func read() async -> Value { await get() }

    /// Stub only: writes the value as SwiftUI's setter does, on the setter's isolation.
    public func write(_ value: Value) async { await set(value) }
}

/// A type of object with a publisher that emits before the object has changed (Combine's, which
/// SwiftUI re-exports; the stub asks only for the publisher).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// A publisher that publishes changes from observable objects (Combine's).
public final class ObservableObjectPublisher: @unchecked Sendable {
    // Safety: no state.
    /// Creates an observable object publisher instance.
    public init() {}
    /// Sends the changed value to the downstream subscriber.
    public func send() {}
}

/// A property wrapper type that subscribes to an observable object and invalidates a view whenever the
/// observable object changes.
@propertyWrapper @MainActor @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType
    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
}

/// A property wrapper type that instantiates an observable object.
@propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    /// Creates a new state object with an initial wrapped value.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }
    /// The underlying value referenced by the state object (the stub makes it on every read).
    public var wrappedValue: ObjectType { make() }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@propertyWrapper @MainActor @preconcurrency
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { box = Box(value) }

    /// Creates a state property without an initial value (an optional's `nil`).
    public init() where Value: ExpressibleByNilLiteral { box = Box(nil) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

// Safety: as SwiftUI's binding, sendable when its value is; the stub reads and writes it only on the
// closures' own isolation.
extension Binding: @unchecked Sendable where Value: Sendable {}
