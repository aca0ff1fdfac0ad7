/// Which coordinator owns which screen: the router's one record of ownership.
///
/// Each screen has at most one owner; each owner's screens keep their registration order. Ownership keeps
/// no screen alive and no coordinator: the hierarchy owns screens, parents own coordinators. A released
/// coordinator owns nothing any more, but its screens that are still in the window name it (so the leak
/// detector can report a screen left behind).
///
/// The owner of a screen is one look-up by the screen's identity; a running owner's list is kept in its
/// ``RouterLink`` (written only here), so asking a coordinator's screens costs no look-up at all.
///
/// How a screen is held, so that ownership gives it no side table while it is shown (a weak reference
/// would, and every retain and release of the screen, the model's included, would then take a slower
/// path): strongly while it is in the window (the hierarchy holds it then anyway) or being registered
/// (one registered outside the window, until the next window event: it usually enters with that event),
/// weakly once it left while its owner runs (it may come back, or go away), and not at all once it left
/// and its owner was released. The router tells it when screens enter and leave (``didEnter(_:)``,
/// ``didLeave(_:)``), in the order of the window's events.
@MainActor
final class ScreenOwnership {
    /// The window whose screens are held strongly. Held strongly itself (the router holds it anyway, and it
    /// holds neither the router nor this): reading it then takes no reference-count operation.
    private let window: Window

    /// The owner of each screen, by the screen's identity (checked against the screen on reading).
    @exclusivity(unchecked) private var owners: [ObjectIdentifier: OwnershipEntry] = [:]
    /// ``owners`` is swept of deinitialised screens when it reaches this size, so memory stays flat.
    @exclusivity(unchecked) private var sweepThreshold = 64
    /// The last entry written or read: a screen is usually asked for right after it was registered (its
    /// push's event, by ``didEnter(_:)`` and the policy), and again when it leaves. It answers for the
    /// screen it holds strongly (the same object, so no key to compare); otherwise the dictionary does.
    @exclusivity(unchecked) private var recent: OwnershipEntry?
    /// Entries holding a screen registered outside the window, until the next window event settles them
    /// (``settle(_:)``).
    @exclusivity(unchecked) private var pending: [OwnershipEntry] = []

    init(window: Window) {
        self.window = window
    }

    /// The owner of `screen`, or `nil`: a running coordinator, or a released one while the screen is in the
    /// window.
    ///
    /// Always inlined: its usual answer (from ``recent``) then calls nothing, so the caller need not retain
    /// `screen` and this object across a call.
    @inline(__always)
    func owner(of screen: Screen) -> Coordinator? {
        if let recent, recent.isHolding(screen) { return recent.ownerCoordinator }
        return entry(of: screen)?.ownerCoordinator
    }

    /// The entry of `screen`, or `nil`.
    private func entry(of screen: Screen) -> OwnershipEntry? {
        if let recent, recent.isHolding(screen) { return recent }
        let key = ObjectIdentifier(screen)
        guard let found = owners[key], found.screen === screen else { return nil }
        recent = found
        return found
    }

    /// The screens a running `owner` owns that still exist, in registration order.
    func screens(of owner: Coordinator) -> [Screen] {
        guard let link = owner.link else { return [] }
        var screens: [Screen] = []
        for entry in link.ownedScreens {
            if let screen = entry.screen { screens.append(screen) }
        }
        return screens
    }

    /// Makes the coordinator of `owner` (a running coordinator's record) the owner of `screen`, taking it
    /// from its previous owner. The screen is held strongly until ``settle(_:)`` (or an event) says where
    /// it is.
    ///
    /// - Returns: The previous owner's record, or `nil`.
    @discardableResult
    func assign(_ screen: Screen, to owner: RouterLink) -> RouterLink? {
        let entry = self.entry(of: screen)
        let previous = entry?.owner
        if previous === owner { return previous }
        if let previous { removeFromList(entry, of: previous) }
        let assigned: OwnershipEntry
        if let entry {
            entry.owner = owner
            assigned = entry
        } else {
            assigned = OwnershipEntry(holding: screen, owner: owner)
            owners[assigned.key] = assigned
            recent = assigned
        }
        append(assigned, to: owner)
        if owners.count >= sweepThreshold { sweep() }
        return previous
    }

    /// After a registration: a screen outside the window stays held until the next window event
    /// (``settlePending()``): one registered before it is shown (a stack's root or a tab's, owned before
    /// the stack or the tab bar is shown) usually enters with that event, and then never gets a weak
    /// reference (see ``ScreenOwnership``).
    func settle(_ screen: Screen) {
        guard screen.window !== window, let entry = entry(of: screen), entry.isHeld else { return }
        for waiting in pending where waiting === entry { return }
        pending.append(entry)
    }

    /// After a window event: holds each screen registered outside the window as where it is now says (see
    /// ``ScreenOwnership``). A screen inside a container that is itself held (a stack about to be
    /// presented) stays held with it.
    func settlePending() {
        guard !pending.isEmpty else { return }
        let entries = pending
        pending = []
        for entry in entries {
            guard owners[entry.key] === entry, let screen = entry.screen, screen.window !== window else { continue }
            let root = screen.layerRoot
            if root !== screen, self.entry(of: root)?.isHeld == true { continue }
            if entry.leave(screen) { forget(entry) }
        }
    }

    /// Gives `screen` back to `owner`, or to nobody, as it was before an ``assign(_:to:)`` that failed.
    func restore(_ screen: Screen, to owner: RouterLink?) {
        if let owner {
            assign(screen, to: owner)
            settle(screen)
        } else if let entry = entry(of: screen) {
            if let owner = entry.owner { removeFromList(entry, of: owner) }
            forget(entry)
        }
    }

    /// Screens entered the window: their entries hold them strongly.
    func didEnter(_ screens: [Screen]) {
        for screen in screens where screen.window === window {
            // Usually the screen just registered, which its recent entry holds already: asked in place,
            // without taking the entry out.
            if recent?.isHolding(screen) == true { continue }
            entry(of: screen)?.hold(screen)
        }
    }

    /// Screens left the window: their entries hold them weakly while their owners run, and are forgotten
    /// once their owners were released.
    func didLeave(_ screens: [Screen]) {
        for screen in screens where screen.window !== window {
            guard let entry = entry(of: screen) else { continue }
            if entry.leave(screen) { forget(entry) }
        }
    }

    /// Empties a released owner's list; its screens in the window keep naming it, the others are forgotten.
    func releaseScreens(of owner: RouterLink) {
        var entries = OwnedScreens()
        swap(&entries, &owner.ownedScreens)  // moved out: no copy of the list
        entries.forEach { entry in
            if !entry.isScreen(in: window) { forget(entry) }
        }
    }

    private func forget(_ entry: OwnershipEntry) {
        entry.drop()
        // One look-up, and the removed entry moved out (not copied); put back if it is another screen's (a
        // deinitialised screen's address reused).
        if let removed = owners.removeValue(forKey: entry.key), removed !== entry { owners[entry.key] = removed }
        if recent === entry { recent = nil }
    }

    // Both edit the list in place (no copy of it, so no second reference to its storage).
    private func append(_ entry: OwnershipEntry, to link: RouterLink) {
        if !link.ownedScreens.isEmpty { link.ownedScreens.removeAll { $0.screen == nil } }
        link.ownedScreens.append(entry)
    }

    private func removeFromList(_ entry: OwnershipEntry?, of link: RouterLink) {
        link.ownedScreens.removeAll { $0 === entry || $0.screen == nil }
    }

    /// Forgets the entries of deinitialised screens.
    private func sweep() {
        owners = owners.filter { $0.value.screen != nil }
        sweepThreshold = max(64, owners.count * 2)
    }
}

/// One screen's owner, by its record (see ``RouterLink/coordinator``), and the screen, held as
/// ``ScreenOwnership`` says. A class, so that finding it copies a reference.
@MainActor
final class OwnershipEntry {
    /// The screen while it is in the window or being registered.
    @exclusivity(unchecked) private var held: Screen?
    /// The screen once it left the window, while its owner runs.
    @exclusivity(unchecked) private weak var left: Screen?
    /// The owner's record. Strong, not weak: a weak reference would give the record a side table, and
    /// every retain and release of it (a coordinator's link, used at each step) a slower path. The record
    /// lists its entries (``RouterLink/ownedScreens``) while its coordinator runs; that cycle ends when
    /// the coordinator is released (``ScreenOwnership/releaseScreens(of:)``), or deinitialised without
    /// having been released (an app discarded with its window: ``RouterLink/ownerDidDeinit()``).
    @exclusivity(unchecked) var owner: RouterLink?
    /// The screen's identity: the entry's key in ``ScreenOwnership``.
    let key: ObjectIdentifier

    init(holding screen: Screen, owner: RouterLink) {
        held = screen
        self.owner = owner
        key = ObjectIdentifier(screen)
    }

    /// The owner's coordinator, running or released (while it exists).
    var ownerCoordinator: Coordinator? { owner?.coordinator }

    /// The screen, if it still exists and is not forgotten.
    var screen: Screen? { held ?? left }

    /// Whether the screen exists and is in `window`.
    func isScreen(in window: Window) -> Bool {
        if let held { return held.window === window }
        return left?.window === window
    }

    /// Whether the entry holds `screen` strongly.
    func isHolding(_ screen: Screen) -> Bool { held === screen }

    /// Whether the screen is held strongly.
    var isHeld: Bool { held != nil }

    /// Holds `screen` strongly (it is in the window).
    func hold(_ screen: Screen) {
        guard held == nil else { return }
        held = screen
        left = nil
    }

    /// `screen` left the window: held weakly while the owner runs.
    ///
    /// - Returns: Whether the owner was released, so the entry should be forgotten.
    func leave(_ screen: Screen) -> Bool {
        guard owner?.runningCoordinator != nil else { return true }
        if held != nil {
            left = screen
            held = nil
        }
        return false
    }

    /// Lets go of the screen entirely.
    func drop() {
        held = nil
        left = nil
    }
}
