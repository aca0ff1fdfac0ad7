/// Carrying out the ``ReleasePolicy``'s plans, and what coordinators ask through their ``RouterLink``.
extension Router {
    /// Releases a coordinator that ends itself (first output, failed start, deep link, task cancelled):
    /// it and its descendants are released, their screens removed once, then the outcomes delivered,
    /// innermost first, the coordinator's own last. Does nothing if it is not running.
    func finish(_ coordinator: Coordinator, reason: ReleaseReason) {
        var plan = takePlan()
        policy.finishing(coordinator, reason: reason, into: &plan)
        guard !plan.releases.isEmpty else {
            giveBack(&plan)
            return
        }
        // The flow's screens from the outside in (the coordinator's own first): an outer dismissal takes
        // the inner modals with it, in one change.
        var screens: [Screen] = []
        for screen in flowScreens(of: coordinator) where screen.window === window { screens.append(screen) }
        // Window events caused by removing the screens wait until the outcomes are delivered, so the
        // parent can react (start another child, for example) before its own presence is judged.
        pendingEvents.runExclusively {
            carryOut(plan, removingScreens: screens)
        }
        giveBack(&plan)  // before the events: the plan holds the released coordinators no longer
        drainEvents()
    }

    /// Releases a coordinator whose `start()` threw (or whose presentation failed once it started):
    /// releases it (removing what it showed), publishes the failure, then applies ``startFailurePolicy``
    /// if `asserting`.
    func startDidFail(_ coordinator: Coordinator, with error: NavigationError, asserting: Bool) {
        let failure = CoordinatorStartFailure(coordinator: coordinator, error: error, path: facts.path(of: coordinator))
        finish(coordinator, reason: .startFailed(error))
        startFailureSubject.send(failure)
        if asserting, startFailurePolicy == .publishAndAssert {
            assertionFailure("FlowKit: \(failure)")
        }
    }

    /// Carries out a plan: marks every coordinator released (each leaves the tree), optionally removes
    /// screens, publishes the releases, delivers each outcome in order, then ends the coordinators'
    /// subscriptions.
    func carryOut(_ plan: ReleasePolicy<RouterFacts>.Plan, removingScreens screens: [Screen] = []) {
        let releases = plan.releases
        guard !releases.isEmpty else { return }
        for index in releases.indices {
            let coordinator = releases[index].coordinator
            guard let link = coordinator.link else { continue }
            ownership.releaseScreens(of: link)
            coordinator.didRelease(releases[index].reason)
            link.recordRelease(of: coordinator)
            census.didRelease(link)
        }
        for index in plan.suspects.indices { suspect(plan.suspects[index]) }
        removeFromHierarchy(screens)
        for index in releases.indices where releasesAreObserved {
            // The record keeps the lineage: the coordinator has left its parent by now.
            let coordinator = releases[index].coordinator
            guard let record = coordinator.record else { continue }
            releaseSubject.send(
                CoordinatorRelease(coordinator: coordinator, reason: releases[index].reason, lineage: record))
        }
        for index in releases.indices { releases[index].coordinator.deliverOutcome() }
        for index in releases.indices { releases[index].coordinator.endSubscriptions() }
    }

    /// Makes a running `owner` the owner of `screen`; its previous owner becomes a suspect (see
    /// ``suspect(_:)``).
    ///
    /// - Returns: The previous owner's record, or `nil`.
    @discardableResult
    func give(_ screen: Screen, to owner: Coordinator) -> RouterLink? {
        guard let link = owner.link else { return nil }
        let previous = ownership.assign(screen, to: link)
        if let previous, previous !== link, previous.runningCoordinator != nil { suspect(previous) }
        return previous
    }

    /// Gives `screen` to `owner`; a screen already in the window makes `owner` present.
    func own(_ screen: Screen, by owner: Coordinator) {
        give(screen, to: owner)
        ownership.settle(screen)
        if screen.window != nil { markPresent(from: owner) }
    }

    /// Registers `screen` as `owner`'s, then makes `change`; if the change throws, the screen goes back to
    /// its previous owner (or to none) and the error is rethrown.
    ///
    /// Registering first lets the change's event find the owner of the screen it adds.
    func register(_ screen: Screen, to owner: Coordinator, during change: () throws(NavigationError) -> Void)
        throws(NavigationError)
    {
        let previous = give(screen, to: owner)
        do {
            try change()
        } catch {
            ownership.restore(screen, to: previous)
            throw error
        }
        ownership.settle(screen)
    }

    /// Registers `screens` as `owner`'s, then makes `change`, as the one-screen `register` does
    /// for one screen.
    func register(_ screens: [Screen], to owner: Coordinator, during change: () throws(NavigationError) -> Void)
        throws(NavigationError)
    {
        var previousOwners: [RouterLink?] = []
        previousOwners.reserveCapacity(screens.count)
        for screen in screens { previousOwners.append(give(screen, to: owner)) }
        do {
            try change()
        } catch {
            for (screen, previous) in zip(screens, previousOwners) { ownership.restore(screen, to: previous) }
            throw error
        }
        for screen in screens { ownership.settle(screen) }
    }

    /// The screens of `coordinator` and of its running descendants.
    func flowScreens(of coordinator: Coordinator) -> [Screen] {
        facts.flowScreens(of: coordinator)
    }
}
