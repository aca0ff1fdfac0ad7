/// A first-in, first-out queue for events waiting to be delivered downstream.
///
/// An array with a moving head: `append` and `popFirst` are amortised O(1). A popped slot is cleared at
/// once, so the queue never keeps a delivered value alive, and the storage is compacted when the
/// consumed prefix outgrows the live part. Not thread-safe: its owner keeps it behind a lock (or on
/// one actor: FlowKit's event queues use it too, hence `package`).
@usableFromInline
package struct PendingFIFO<Element> {
    @usableFromInline
    var storage: [Element?] = []
    @usableFromInline
    var head = 0

    @inlinable
    package init() {}

    /// Whether nothing is waiting.
    @inlinable
    package var isEmpty: Bool { head == storage.count }

    /// Adds an element at the back.
    @inlinable
    package mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Removes and returns the front element, or `nil` when empty.
    @inlinable
    package mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// The waiting elements, front first (for reflection).
    package var elements: [Element] {
        storage[head...].map { $0! }
    }

    /// Drops every waiting element.
    @inlinable
    package mutating func removeAll() {
        storage = []
        head = 0
    }
}

extension PendingFIFO {
    /// A queue holding `elements`, first element at the front.
    init(_ elements: [Element]) {
        self.init()
        for element in elements {
            append(element)
        }
    }
}
