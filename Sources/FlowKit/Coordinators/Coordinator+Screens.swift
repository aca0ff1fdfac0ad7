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
        guard isRunning, let router else { throw .coordinatorReleased(coordinator: name) }
        let previousOwner = screen.coordinator
        adopt(screen)  // before the change, so its event finds the owner
        do throws(NavigationError) {
            switch placement {
            case .none: throw NavigationError.noPlacement(coordinator: name)
            case .push(let stack): try stack.push(screen)
            case .root: try router.window.setRoot(screen)
            }
        } catch {
            disown(screen)
            if let previousOwner { previousOwner.adopt(screen) }
            throw error
        }
    }

    /// Registers a screen as this coordinator's without showing it (for example the tabs of a tab bar
    /// this coordinator builds, or a screen it pushes itself).
    ///
    /// A coordinator is released when none of the screens it and its running children own remains in the
    /// hierarchy (or, if anchored, when its anchor leaves). A screen has one owner: registering it here
    /// takes it from its previous owner.
    ///
    /// - Parameter screen: The screen.
    public func own(_ screen: Screen) {
        adopt(screen)
        if screen.window != nil { router?.markPresent(from: self) }
    }

    /// Registers a screen as this coordinator's, taking it from its previous owner.
    func adopt(_ screen: Screen) {
        if let previous = screen.coordinator, previous !== self { previous.disown(screen) }
        guard screen.coordinator !== self else { return }
        ownedScreens.removeAll { $0.screen == nil }
        ownedScreens.append(WeakScreen(screen: screen))
        screen.coordinator = self
    }

    /// Anchors the coordinator to a key screen: from now on it is released exactly when that screen
    /// leaves the hierarchy. Calling it again moves the anchor (do so before a `setScreens` call removes
    /// the old anchor, in the same synchronous step).
    ///
    /// - Parameter screen: The anchor; it is also registered with ``own(_:)``.
    public func anchor(to screen: Screen) {
        isAnchored = true
        anchorScreen = screen
        own(screen)
    }

    /// Replaces this coordinator's screens in its navigation stack with `newScreens`, in one change: the
    /// new screens take the place of the first screen removed (used when a flow ends on a summary screen).
    ///
    /// - Parameter newScreens: Screens with no place in any hierarchy; they become this coordinator's.
    /// - Throws: ``NavigationError/coordinatorReleased(coordinator:)``, ``NavigationError/noPlacement(coordinator:)``
    ///   or the error of ``NavigationStack/setScreens(_:)``.
    public func replaceScreens(with newScreens: [Screen]) throws(NavigationError) {
        guard isRunning else { throw .coordinatorReleased(coordinator: name) }
        guard let stack = navigationStack else { throw .noPlacement(coordinator: name) }
        let mine = Set(flowScreens.map(ObjectIdentifier.init))
        var result: [Screen] = []
        var inserted = false
        for screen in stack.screens {
            if mine.contains(ObjectIdentifier(screen)) {
                if !inserted { result += newScreens }
                inserted = true
            } else {
                result.append(screen)
            }
        }
        if !inserted { result += newScreens }
        let previousOwners = newScreens.map(\.coordinator)
        for screen in newScreens { adopt(screen) }
        do throws(NavigationError) {
            try stack.setScreens(result)
        } catch {
            for (screen, owner) in zip(newScreens, previousOwners) {
                disown(screen)
                if let owner { owner.adopt(screen) }
            }
            throw error
        }
    }

    /// Removes a screen from this coordinator's screens.
    func disown(_ screen: Screen) {
        ownedScreens.removeAll { $0.screen == nil || $0.screen === screen }
        if screen.coordinator === self { screen.coordinator = nil }
    }

    /// The screens of this coordinator and of its running descendants.
    var flowScreens: [Screen] {
        var result = screens
        for child in children { result += child.flowScreens }
        return result
    }
}
