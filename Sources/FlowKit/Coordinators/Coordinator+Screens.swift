extension Coordinator {
    /// Shows a screen in this coordinator's place and registers it as this coordinator's.
    ///
    /// Started with ``push(_:on:)`` or ``present(_:from:)``: pushes onto that stack (the first screen of an
    /// empty stack becomes its root). Started with ``setRoot(_:)`` (or as the router's root): replaces the
    /// window's root screen.
    ///
    /// - Parameter screen: A screen with no place in any hierarchy.
    /// - Throws: ``NavigationError/coordinatorReleased(coordinator:)``, ``NavigationError/noPlacement(coordinator:)``,
    ///   or the model's error for the push or new root; the screen is then not registered.
    public func show(_ screen: Screen) throws(NavigationError) {
        guard let link else { throw .coordinatorReleased(coordinator: name) }
        let placement = self.placement
        if case .none = placement { throw .noPlacement(coordinator: name) }
        // Registered before the change, so the change's event finds the owner.
        try link.show(screen, of: self) { () throws(NavigationError) in
            switch placement {
            case .none: break
            case .push(let stack): try stack.push(screen)
            case .root:
                guard let window = link.window else { throw .coordinatorReleased(coordinator: name) }
                try window.setRoot(screen)
            }
        }
    }

    /// Registers a screen as this coordinator's without showing it (for example the tabs of a tab bar
    /// this coordinator builds, or a screen it pushes itself).
    ///
    /// A coordinator is released when none of the screens it and its running children own remains in the
    /// hierarchy (or, if anchored, when its anchor leaves). A screen has one owner: registering it here
    /// takes it from its previous owner. Does nothing unless the coordinator runs.
    ///
    /// - Parameter screen: The screen.
    public func own(_ screen: Screen) {
        link?.own(screen, by: self)
    }

    /// Anchors the coordinator to a key screen: from now on it is released exactly when that screen
    /// leaves the hierarchy. Calling it again moves the anchor (do so before a `setScreens` call removes
    /// the old anchor, in the same synchronous step). Does nothing unless the coordinator runs.
    ///
    /// - Parameter screen: The anchor; it is also registered with ``own(_:)``.
    public func anchor(to screen: Screen) {
        guard let link else { return }
        isAnchored = true
        anchorScreen = screen
        link.anchorDidMove(self)
        own(screen)
    }

    /// Replaces this coordinator's screens in its navigation stack with `newScreens`, in one change: the
    /// new screens take the place of the first screen removed (used when a flow ends on a summary screen).
    ///
    /// - Parameter newScreens: Screens with no place in any hierarchy; they become this coordinator's.
    /// - Throws: ``NavigationError/coordinatorReleased(coordinator:)``, ``NavigationError/noPlacement(coordinator:)``
    ///   or the error of ``NavigationStack/setScreens(_:)``.
    public func replaceScreens(with newScreens: [Screen]) throws(NavigationError) {
        guard let link else { throw .coordinatorReleased(coordinator: name) }
        guard let stack = navigationStack else { throw .noPlacement(coordinator: name) }
        var mine = IdentitySet()
        for screen in link.flowScreens(of: self) { mine.insert(screen) }
        var result: [Screen] = []
        var inserted = false
        for screen in stack.screens {
            if mine.contains(screen) {
                if !inserted { result += newScreens }
                inserted = true
            } else {
                result.append(screen)
            }
        }
        if !inserted { result += newScreens }
        try link.show(newScreens, of: self) { () throws(NavigationError) in
            try stack.setScreens(result)
        }
    }
}
