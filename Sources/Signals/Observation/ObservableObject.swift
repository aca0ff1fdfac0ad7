/// A type of object with a publisher that emits before the object has changed.
///
/// By default an ``ObservableObject`` synthesizes an `objectWillChange` publisher that emits
/// before any of its ``Published`` properties changes, as in Combine. Subclasses share their
/// superclass's publisher, and their own `@Published` properties send through it too.
///
/// ```swift
/// final class Contact: ObservableObject {
///     @Published var name: String
///     @Published var age: Int
///
///     init(name: String, age: Int) {
///         self.name = name
///         self.age = age
///     }
///
///     func haveBirthday() -> Int {
///         age += 1
///         return age
///     }
/// }
///
/// let john = Contact(name: "John Appleseed", age: 24)
/// let cancellable = john.objectWillChange.sink { _ in print("\(john.age) will change") }
/// print(john.haveBirthday())
/// // Prints "24 will change"
/// // Prints "25"
/// ```
///
/// The synthesized publisher is found by reflection (`Mirror`) over the object's stored properties,
/// the first time `objectWillChange` is read; an object with no `@Published` property gets a
/// new, silent publisher on each read, as in Combine. If you declare `objectWillChange` yourself, the
/// `@Published` properties do not send through it: call `send()` yourself.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: the one every ``Published`` property of
    /// the object (including its superclasses' properties) sends through.
    public var objectWillChange: ObservableObjectPublisher {
        var shared: ObservableObjectPublisher?
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? any PublishedStorage {
                    shared = property.objectWillChange(installing: shared ?? ObservableObjectPublisher())
                }
            }
            mirror = current.superclassMirror
        }
        return shared ?? ObservableObjectPublisher()
    }
}
