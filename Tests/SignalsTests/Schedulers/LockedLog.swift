import Foundation

/// A thread-safe append-only list, for recording what `@Sendable` scheduler actions did.
final class LockedLog<Element: Sendable>: @unchecked Sendable {
    // Safety: `storage` is only read and written with `lock` held.
    private let lock = NSLock()
    private var storage: [Element] = []

    /// Every element appended so far, in order.
    var elements: [Element] { lock.withLock { storage } }

    /// Appends an element.
    func append(_ element: Element) {
        lock.withLock { storage.append(element) }
    }

    /// Removes every element.
    func removeAll() {
        lock.withLock { storage.removeAll() }
    }
}
