/// A running sum the sinks add into: a pointer to one `Int`, so adding costs one memory add.
///
/// A captured `var` would be a heap box with a dynamic exclusivity check on every `+=`, which would
/// make the user's closure dearer than the library under test; both libraries use this same type.
public struct Accumulator: @unchecked Sendable {
    // Safety: used from one thread at a time (in S6, the library under test must guarantee that).
    @usableFromInline
    let pointer: UnsafeMutablePointer<Int>

    /// Allocates a sum at zero; call ``deallocate()`` when done.
    public init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: 0)
    }

    /// Adds `value` (wrapping on overflow).
    @inlinable
    public func add(_ value: Int) {
        pointer.pointee &+= value
    }

    /// The current sum.
    @inlinable
    public var value: Int { pointer.pointee }

    /// The sum as a checksum.
    @inlinable
    public var checksum: UInt64 { UInt64(bitPattern: Int64(pointer.pointee)) }

    /// Frees the storage.
    public func deallocate() {
        pointer.deallocate()
    }
}
