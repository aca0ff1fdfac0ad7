import Signals

/// A first-in, first-out queue of events drained by one loop at a time.
///
/// The window and the router both deliver events that can cause more events while they are being
/// delivered (a release removes screens, a callback pushes a screen). Those events wait here, in order,
/// and the loop already running delivers them after the current one: nothing is delivered re-entrantly
/// and nothing is delivered twice.
final class EventQueue<Event> {
    /// The events, oldest first; a taken one is not kept alive by the queue.
    @exclusivity(unchecked) private var events = PendingFIFO<Event>()
    /// Whether a loop is draining (or ``runExclusively(_:)`` holds the queue).
    @exclusivity(unchecked) private(set) var isDraining = false

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
        events.popFirst()
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

    /// Delivers `event` after those already queued, and every event queued while delivering, unless a drain
    /// is already running (it then delivers them): ``append(_:)`` then ``drain(settling:_:)``, without
    /// queueing `event` when nothing waits before it.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - deliver: Delivers one event.
    func deliver(_ event: Event, _ deliver: (Event) -> Void) {
        guard !isDraining, events.isEmpty else {
            append(event)
            drain(deliver)
            return
        }
        // As `runExclusively`, without a closure around the loop (capturing `deliver` would retain what
        // it captures, the router, at every event).
        isDraining = true
        defer { isDraining = false }
        deliver(event)
        while let next = popFirst() { deliver(next) }
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
