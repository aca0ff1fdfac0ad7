/// A value of a generic type kept behind a non-generic `AnyObject` reference.
///
/// Why: a generic class's `deinit` runs unspecialised, and destroying a stored `Optional<T>` (or any
/// other type built from a generic parameter) makes it look that type's metadata up at run time,
/// which costs hundreds of instructions per object. An `AnyObject?` field is destroyed without
/// metadata. A class instance is stored as itself; anything else goes in a ``ValueBox``.
@usableFromInline
enum ErasedValue {
    /// Wraps `value` as an object.
    @inlinable
    static func wrap<T>(_ value: T) -> AnyObject {
        if T.self is AnyObject.Type {
            return unsafeBitCast(value, to: AnyObject.self)
        }
        return ValueBox(value)
    }

    /// Reads back a value wrapped by ``wrap(_:)`` with the same `T`.
    @inlinable
    static func unwrap<T>(_ object: AnyObject, as type: T.Type) -> T {
        if T.self is AnyObject.Type {
            return unsafeBitCast(object, to: T.self)
        }
        return unsafeDowncast(object, to: ValueBox<T>.self).value
    }
}

/// Boxes a value-type payload for ``ErasedValue``.
@usableFromInline
final class ValueBox<Value> {
    @usableFromInline
    let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
