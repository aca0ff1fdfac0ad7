/// A type-erasing cancellable object that executes a provided closure when cancelled.
///
/// An `AnyCancellable` instance automatically calls ``cancel()`` when deinitialized. Cancelling is
/// idempotent and thread-safe: the wrapped cancellation runs at most once, and the reference to it is
/// dropped afterwards, so a cancelled chain frees its subscribers and closures even while the
/// `AnyCancellable` itself is still stored somewhere.
///
/// Not `Sendable`, as in Combine: cancelling runs the wrapped closure or cancellable on the cancelling
/// thread (or the one that releases the last reference), and a closure such as
/// `AnyCancellable { counter.stop() }` need not be safe to run on another thread. Keep it where it was
/// made (a `@MainActor` object's `Set<AnyCancellable>`, say), or send the `Sendable` thing it cancels.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// subject.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    // `target` is written in `init` and afterwards only by the single caller that wins the `cancelled`
    // exchange; nobody else reads it. So concurrent `cancel()` calls (from code that shares it unsafely)
    // still run the target once.
    //
    // Memory: one class-bound optional and a flag, `0` until cancelled (48-byte allocation; on Apple
    // platforms the flag's word is allocated apart, see ``AtomicWord``); a closure is wrapped in a small
    // object only when this is created from a closure or a value-type cancellable.
    @usableFromInline
    let cancelled = AtomicWord(0)
    @usableFromInline
    @exclusivity(unchecked) var target: (any AnyObject & Cancellable)?

    /// Initializes the cancellable object with the given cancel-time closure.
    ///
    /// - Parameter cancel: A closure that the `cancel()` method executes.
    public init(_ cancel: @escaping () -> Void) {
        target = ClosureCancellable(cancel)
    }

    /// Initializes the cancellable object with the given cancellable object.
    ///
    /// - Parameter canceller: The cancellable to cancel when this object is cancelled or deinitialized.
    public init<C: Cancellable>(_ canceller: C) {
        if let object = canceller as? any AnyObject & Cancellable {
            target = object
        } else {
            target = ClosureCancellable(canceller.cancel)
        }
    }

    /// Wraps a class-bound cancellable without a dynamic cast: the fast path used by `sink` and `assign`.
    @inlinable
    init(object: any AnyObject & Cancellable) {
        target = object
    }

    deinit {
        // Nothing else holds this object any more: a plain read of the flag, no read-modify-write.
        guard cancelled.load() == 0 else { return }
        target?.cancel()
    }

    /// Cancels the activity; later calls do nothing.
    public func cancel() {
        guard cancelled.exchange(1) == 0 else { return }
        let target = self.target
        self.target = nil
        target?.cancel()
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    ///
    /// - Parameter collection: The collection in which to store this `AnyCancellable`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    ///
    /// - Parameter set: The set in which to store this `AnyCancellable`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Two `AnyCancellable` values are equal when they are the same instance.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Runs a closure on cancel; the boxed form of `AnyCancellable(_ cancel:)`.
final class ClosureCancellable: Cancellable {
    private let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func cancel() {
        action()
    }
}
