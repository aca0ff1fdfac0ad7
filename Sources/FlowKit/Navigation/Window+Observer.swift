/// What a window tells of each of its events before publishing it on ``Window/events``: the one object
/// that owns the flows shown in it (the layer above the model; see docs/ARCHITECTURE.md).
///
/// One observer per window, called directly: the event is lent to it, not copied into a subscription, and
/// no closure or sink sits between the window and that owner.
@MainActor
protocol WindowObserver: AnyObject {
    /// Called once per event, in order, after the appearance callbacks ran and before the subscribers of
    /// ``Window/events`` receive it.
    ///
    /// - Parameter event: The event.
    func windowDidChange(_ event: NavigationEvent)
}

extension Window {
    /// Makes `observer` the first to be told of each event, if it can be first: no observer is attached
    /// and nobody read ``events`` yet (a subscriber that came before would otherwise be told after it).
    ///
    /// Held weakly: an observer that goes away is no longer told, and another may attach.
    ///
    /// - Parameter observer: The owner of the window's flows.
    /// - Returns: Whether `observer` is attached; if not, it subscribes to ``events`` like anyone else.
    func attachFirst(_ observer: any WindowObserver) -> Bool {
        guard !eventsWereRead, self.observer == nil else { return false }
        self.observer = observer
        hasObserver = true
        return true
    }

    /// Tells the observer, then the subscribers, of one event.
    func publish(_ event: NavigationEvent) {
        if hasObserver, let observer {
            observer.windowDidChange(event)
        }
        subject.send(event)
    }
}
