/// Which coordinator owns which screen: the router's one record of ownership.
///
/// Each screen has at most one owner; each owner's screens keep their registration order. Both are held
/// weakly: the hierarchy owns screens, parents own coordinators. A released coordinator owns nothing any
/// more, but its screens still name it (so the leak detector can report a screen left behind).
@MainActor
final class ScreenOwnership {
    private struct Entry {
        weak var screen: Screen?
        weak var owner: Coordinator?
    }

    /// The owner of each screen, by the screen's identity (checked against the screen on reading).
    private var owners: [ObjectIdentifier: Entry] = [:]
    /// Each running owner's screens, in registration order.
    private var screensByOwner: [ObjectIdentifier: [WeakScreen]] = [:]
    /// ``owners`` is swept of deinitialised screens when it reaches this size, so memory stays flat.
    private var sweepThreshold = 64

    /// The owner of `screen`, or `nil`.
    func owner(of screen: Screen) -> Coordinator? {
        guard let entry = owners[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
        return entry.owner
    }

    /// The screens `owner` owns that still exist, in registration order.
    func screens(of owner: Coordinator) -> [Screen] {
        screensByOwner[ObjectIdentifier(owner)]?.compactMap(\.screen) ?? []
    }

    /// Whether one of `owner`'s screens is in `window` (what ``screens(of:)`` would find, without a copy).
    func ownsScreen(of owner: Coordinator, in window: Window) -> Bool {
        guard let screens = screensByOwner[ObjectIdentifier(owner)] else { return false }
        for entry in screens where entry.screen?.window === window { return true }
        return false
    }

    /// Makes `owner` the owner of `screen`, taking it from its previous owner.
    ///
    /// - Returns: The previous owner, or `nil`.
    @discardableResult
    func assign(_ screen: Screen, to owner: Coordinator) -> Coordinator? {
        let previous = self.owner(of: screen)
        if previous === owner { return previous }
        if let previous { removeFromList(screen, of: previous) }
        owners[ObjectIdentifier(screen)] = Entry(screen: screen, owner: owner)
        append(screen, to: &screensByOwner[ObjectIdentifier(owner), default: []])
        if owners.count >= sweepThreshold { sweep() }
        return previous
    }

    /// Gives `screen` back to `owner`, or to nobody, as it was before an ``assign(_:to:)`` that failed.
    func restore(_ screen: Screen, to owner: Coordinator?) {
        if let owner {
            assign(screen, to: owner)
        } else if let current = self.owner(of: screen) {
            removeFromList(screen, of: current)
            owners[ObjectIdentifier(screen)] = nil
        }
    }

    /// Empties a released owner's list; its screens keep naming it.
    func releaseScreens(of owner: Coordinator) {
        screensByOwner[ObjectIdentifier(owner)] = nil
    }

    private func append(_ screen: Screen, to list: inout [WeakScreen]) {
        list.removeAll { $0.screen == nil }
        list.append(WeakScreen(screen: screen))
    }

    private func removeFromList(_ screen: Screen, of owner: Coordinator) {
        screensByOwner[ObjectIdentifier(owner)]?.removeAll { $0.screen == nil || $0.screen === screen }
    }

    /// Forgets the entries of deinitialised screens.
    private func sweep() {
        owners = owners.filter { $0.value.screen != nil }
        sweepThreshold = max(64, owners.count * 2)
    }
}
