/// The one place where hierarchy changes are applied, measured and published.
extension Window {
    /// Applies `mutate` to the hierarchy as one change and publishes it.
    ///
    /// Compares the hierarchy before and after to find the screens added and removed, updates their
    /// ``Screen/window``, ends gestures on removed screens, then runs appearance callbacks and publishes
    /// the event (unless already doing so for an outer change, which then continues with this one).
    func commit(_ cause: NavigationCause, _ mutate: () -> Void) {
        let before = screens
        mutate()
        let after = screens
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        let afterIDs = Set(after.map(ObjectIdentifier.init))
        let removed = before.filter { !afterIDs.contains(ObjectIdentifier($0)) }
        let added = after.filter { !beforeIDs.contains(ObjectIdentifier($0)) }
        for screen in removed {
            screen.window = nil
            screen.interruptGestures()
            screen.transitionGesture?.interrupt()
        }
        for screen in added {
            screen.window = self
        }
        changeCount += 1
        eventCount += 1
        pendingEvents.append(NavigationEvent(sequence: eventCount, cause: cause, added: added, removed: removed))
        flush()
    }

    /// Marks appearance as out of date without a hierarchy change (a cancelled gesture puts screens back)
    /// and brings it up to date.
    func invalidateAppearance() {
        changeCount += 1
        flush()
    }

    /// Brings appearance up to date and publishes pending events, unless an outer call is doing so.
    func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        while true {
            reconcileAppearance()
            guard !pendingEvents.isEmpty else { break }
            let event = pendingEvents.removeFirst()
            subject.send(event)
        }
    }
}

/// Runs `mutate` as one change of `node`'s window, or directly when `node` is not in a window.
@MainActor
func performChange(of node: Screen, cause: NavigationCause, _ mutate: () -> Void) {
    if let window = node.window {
        window.commit(cause, mutate)
    } else {
        mutate()
    }
}
