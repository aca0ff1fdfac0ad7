/// The one place where hierarchy changes are applied, measured and published.
extension Window {
    /// Applies `mutate` to the hierarchy as one change and publishes it.
    ///
    /// Compares the screens of `region` (the part of the hierarchy the change can touch) before and after
    /// to find the screens added and removed, so a change costs what it touches, not the window's size.
    /// Updates their ``Screen/window``, counts the exits of removed screens, then runs appearance callbacks
    /// and publishes the event (unless already doing so for an outer change, which then continues with
    /// this one).
    ///
    /// - Parameters:
    ///   - cause: The call or gesture making the change.
    ///   - region: The screens the change can add or remove, in hierarchy order; read before and after.
    ///   - mutate: The change.
    func commit(_ cause: NavigationCause, region: () -> [Screen], _ mutate: () -> Void) {
        let before = region()
        mutate()
        let after = region()
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        let afterIDs = Set(after.map(ObjectIdentifier.init))
        let removed = before.filter { !afterIDs.contains(ObjectIdentifier($0)) }
        let added = after.filter { !beforeIDs.contains(ObjectIdentifier($0)) }
        for screen in removed {
            screen.window = nil
            screen.exits += 1  // ends the gestures on it or moving it
        }
        exits += removed.count
        for screen in added {
            screen.window = self
        }
        if LeaveRule.isInUse { countGuards(added: added, removed: removed) }
        changeCount += 1
        eventCount += 1
        pendingEvents.append(NavigationEvent(sequence: eventCount, cause: cause, added: added, removed: removed))
        flush()
    }

    /// Keeps ``guardedScreens`` level with the screens that entered and left (see ``LeaveRule/isInUse``:
    /// until a guard is set anywhere, no screen has one to count).
    private func countGuards(added: [Screen], removed: [Screen]) {
        for screen in removed where screen.leaveGuard != nil { guardedScreens -= 1 }
        for screen in added where screen.leaveGuard != nil { guardedScreens += 1 }
    }

    /// Marks appearance as out of date without a hierarchy change (a cancelled gesture puts screens back)
    /// and brings it up to date.
    func invalidateAppearance() {
        changeCount += 1
        flush()
    }

    /// Brings appearance up to date and publishes pending events, unless an outer call is doing so.
    func flush() {
        pendingEvents.drain(settling: reconcileAppearance) { publish($0) }
    }
}

/// Runs `mutate` as one change of `node`'s window, or directly when `node` is not in a window.
///
/// - Parameters:
///   - node: The screen whose part of the hierarchy changes.
///   - cause: The call or gesture making the change.
///   - region: The screens the change can add or remove (see ``Window/commit(_:region:_:)``).
///   - mutate: The change.
@MainActor
func performChange(of node: Screen, cause: NavigationCause, region: () -> [Screen], _ mutate: () -> Void) {
    if let window = node.window {
        window.commit(cause, region: region, mutate)
    } else {
        mutate()
    }
}
