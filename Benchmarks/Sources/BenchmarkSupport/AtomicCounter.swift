#if canImport(Synchronization)
    import Synchronization
#endif

/// A counter that several threads may increment at once (one relaxed atomic add per call).
///
/// Used by S6 for both libraries alike, so the counting cost is identical on each side.
public final class AtomicCounter: Sendable {
    @usableFromInline
    let storage = Atomic<Int>(0)

    /// Creates a counter at zero.
    public init() {}

    /// Adds one.
    @inlinable
    public func increment() {
        storage.wrappingAdd(1, ordering: .relaxed)
    }

    /// Adds `amount` (relaxed: only the total matters).
    @inlinable
    public func add(_ amount: Int) {
        storage.wrappingAdd(amount, ordering: .relaxed)
    }

    /// The current count.
    public var value: Int {
        storage.load(ordering: .acquiring)
    }
}

/// Carries a value that is not `Sendable` into another thread, where the benchmark knows it is safe.
public struct UncheckedSendable<Value>: @unchecked Sendable {
    // Safety: used only to hand a subject to sender threads; the subjects are thread-safe by contract.
    /// The wrapped value.
    public let value: Value

    /// Wraps `value`.
    public init(_ value: Value) {
        self.value = value
    }
}
