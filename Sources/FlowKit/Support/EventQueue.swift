/// A first-in, first-out queue of events drained by one loop at a time.
///
/// The window and the router both deliver events that can cause more events while they are being
/// delivered (a release removes screens, a callback pushes a screen). Those events wait here, in order,
/// and the loop already running delivers them after the current one: nothing is delivered re-entrantly
/// and nothing is delivered twice.
///
/// (The same moving-head storage as Signals' internal `PendingFIFO`, which FlowKit cannot see.)
final class EventQueue<Event> {
    /// The events; a taken slot is cleared at once, so a delivered event (and the screens it holds) is
    /// not kept alive by the queue.
    private var events: [Event?] = []
    /// Index of the oldest event not yet taken; the storage is compacted when half of it is spent.
    private var head = 0
    /// Whether a loop is draining (or ``runExclusively(_:)`` holds the queue).
    private(set) var isDraining = false

    /// Queues an event after the others.
    ///
    /// - Parameter event: The event.
    func append(_ event: Event) {
        events.append(event)
    }

    /// Takes the oldest queued event.
    ///
    /// - Returns: The event, or `nil` when the queue is empty.
    func popFirst() -> Event? {
        guard head < events.count else { return nil }
        let event = events[head]
        events[head] = nil
        head += 1
        if head == events.count {
            events.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32, head * 2 >= events.count {
            events.removeFirst(head)
            head = 0
        }
        return event
    }

    /// Runs `body` as if it were draining: a ``drain(settling:_:)`` called meanwhile returns at once
    /// and leaves its events queued for whoever drains next.
    ///
    /// - Parameter body: The work that must not be interleaved with deliveries.
    func runExclusively(_ body: () -> Void) {
        let wasDraining = isDraining
        isDraining = true
        defer { isDraining = wasDraining }
        body()
    }

    /// Delivers every queued event in order, including those queued while delivering, unless a drain is
    /// already running (it then delivers them).
    ///
    /// - Parameters:
    ///   - settle: Runs before each delivery and once when the queue is empty (the window brings the
    ///     appearance callbacks up to date there).
    ///   - deliver: Delivers one event.
    func drain(settling settle: () -> Void = {}, _ deliver: (Event) -> Void) {
        guard !isDraining else { return }
        runExclusively {
            while true {
                settle()
                guard let event = popFirst() else { return }
                deliver(event)
            }
        }
    }
}
