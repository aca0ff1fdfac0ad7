import Signals

/// The release rules.
extension Router {
    /// Queues a window event and processes the queue unless already doing so.
    func windowDidChange(_ event: NavigationEvent) {
        pendingEvents.append(event)
        drainEvents()
    }

    /// Processes queued window events in order, unless an outer call is processing or releasing.
    func drainEvents() {
        pendingEvents.drain { event in
            process(event)
            settledSubject.send(event)
        }
    }

    private func process(_ event: NavigationEvent) {
        for screen in event.added {
            if let owner = ownership.owner(of: screen) { markPresent(from: owner) }
        }
        guard !event.removed.isEmpty, let root, root.isRunning else { return }
        release(absentCoordinators(after: event.removed, cause: event.cause))
    }

    /// Records that `coordinator` and its ancestors are present in the window (anchored ones only if
    /// their anchor is); only coordinators that were present can be released for leaving. Stops at the
    /// first one already recorded: its ancestors were recorded with it.
    func markPresent(from coordinator: Coordinator) {
        var node: Coordinator? = coordinator
        while let current = node, let state = current.running, !state.wasPresent {
            if !state.isAnchored || state.anchor?.window === window {
                state.wasPresent = true
            }
            node = current.parent
        }
    }

    /// The presence rule: whether a running coordinator's flow is in the window. An anchored coordinator
    /// is present while its anchor is; any other while one of its own screens is, or a running child is.
    ///
    /// The router releases a coordinator that was present and no longer is; the ``LeakDetector`` reports
    /// one that it finds absent.
    func isPresent(_ coordinator: Coordinator) -> Bool {
        switch ownPresence(coordinator) {
        case .some(let present): return present
        case .none:
            for child in coordinator.children where isPresent(child) { return true }
            return false
        }
    }

    /// The part of the presence rule that does not look at children: `true` or `false` when it decides,
    /// `nil` when the children's presence decides (a coordinator that is not anchored and has none of its
    /// own screens in the window).
    private func ownPresence(_ coordinator: Coordinator) -> Bool? {
        guard let state = coordinator.running else { return false }
        if state.isAnchored { return state.anchor?.window === window }
        return ownership.ownsScreen(of: coordinator, in: window) ? true : nil
    }

    /// The screens of `coordinator` and of its running descendants.
    func flowScreens(of coordinator: Coordinator) -> [Screen] {
        var result = ownership.screens(of: coordinator)
        for child in coordinator.children { result += flowScreens(of: child) }
        return result
    }

    /// The coordinators to release after `removed` left the window, in the order of a post-order walk of
    /// the whole tree, found by looking only where something changed: only a coordinator that owned a
    /// removed screen, a suspect (see ``suspect(_:)``), or one of their ancestors can have become absent.
    func absentCoordinators(after removed: [Screen], cause: NavigationCause) -> [(Coordinator, ReleaseReason)] {
        presenceWalk += 1
        var absent: [Coordinator] = []
        for screen in removed {
            walkUp(from: ownership.owner(of: screen), collectingAbsent: &absent)
        }
        if !suspects.isEmpty {
            for entry in suspects.values { walkUp(from: entry.coordinator, collectingAbsent: &absent) }
            suspects.removeAll(keepingCapacity: true)
        }
        var releases: [(Coordinator, ReleaseReason)] = []
        for coordinator in outermostInTreeOrder(absent) {
            collectAbsent(coordinator, cause: cause, into: &releases)
        }
        return releases
    }

    /// Walks from `start` up to the root, appending each coordinator that was present and is not. Stops
    /// at a present one (above it, every ancestor is present too, except anchored ones, whose anchor is a
    /// screen of their own, reached from it when it left) and where this walk already went.
    private func walkUp(from start: Coordinator?, collectingAbsent absent: inout [Coordinator]) {
        var node = start
        while let current = node, current !== root, let state = current.running, state.visit != presenceWalk {
            state.visit = presenceWalk
            if isPresent(current) { return }
            if state.wasPresent { absent.append(current) }
            node = current.parent
        }
    }

    /// The coordinators of `absent` that have no ancestor in it, in the order of a walk of the tree.
    private func outermostInTreeOrder(_ absent: [Coordinator]) -> [Coordinator] {
        guard absent.count > 1 else { return absent }
        let ids = Set(absent.map(ObjectIdentifier.init))
        let outermost = absent.filter { coordinator in
            var node = coordinator.parent
            while let current = node {
                if ids.contains(ObjectIdentifier(current)) { return false }
                node = current.parent
            }
            return true
        }
        return outermost.map { (coordinator: $0, position: treePosition(of: $0)) }
            .sorted { $0.position.lexicographicallyPrecedes($1.position) }
            .map(\.coordinator)
    }

    /// The child indices from the root down to `coordinator`: sorting disjoint subtrees by it puts them
    /// in the order of a walk of the tree.
    private func treePosition(of coordinator: Coordinator) -> [Int] {
        var position: [Int] = []
        var node = coordinator
        while let parent = node.parent {
            position.append(parent.children.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return position.reversed()
    }

    /// Post-order walk: appends every coordinator that was present and no longer is (and, under an
    /// absent anchored coordinator, its remaining descendants). Returns whether `node` is present.
    @discardableResult
    private func collectAbsent(
        _ node: Coordinator, cause: NavigationCause, into releases: inout [(Coordinator, ReleaseReason)]
    ) -> Bool {
        var childPresent = false
        for child in node.children where collectAbsent(child, cause: cause, into: &releases) {
            childPresent = true
        }
        let present = ownPresence(node) ?? childPresent
        guard !present, node.running?.wasPresent == true, node !== root else { return present }
        appendDescendants(of: node, into: &releases)
        releases.append((node, .screensRemoved(cause)))
        return false
    }

    /// Appends `node`'s descendants not already listed, innermost first, as released with an ancestor.
    private func appendDescendants(of node: Coordinator, into releases: inout [(Coordinator, ReleaseReason)]) {
        for child in node.children {
            appendDescendants(of: child, into: &releases)
            if !releases.contains(where: { $0.0 === child }) {
                releases.append((child, .ancestorReleased))
            }
        }
    }

    /// Releases a coordinator on its first output (or completion): marks it and its descendants
    /// released, removes their screens from the hierarchy once, then delivers the outcomes, innermost
    /// first, the coordinator's own last. Does nothing if it is already released.
    func finish(_ coordinator: Coordinator, reason: ReleaseReason) {
        guard coordinator.isRunning else { return }
        let screens = flowScreens(of: coordinator).filter { $0.window === window }
        var releases: [(Coordinator, ReleaseReason)] = []
        appendDescendants(of: coordinator, into: &releases)
        releases.append((coordinator, reason))
        // Window events caused by removing the screens wait until the outcomes are delivered, so the
        // parent can react (start another child, for example) before its own presence is judged.
        pendingEvents.runExclusively {
            release(releases, removingScreens: screens)
        }
        drainEvents()
    }

    /// Releases a coordinator whose `start()` threw: releases it (removing what it showed), publishes the
    /// failure, then, in debug builds, stops with an assertion naming the coordinator and the error.
    func startDidFail(_ coordinator: Coordinator, with error: NavigationError) {
        let failure = CoordinatorStartFailure(coordinator: coordinator, error: error, path: path(of: coordinator))
        finish(coordinator, reason: .startFailed(error))
        startFailureSubject.send(failure)
        assertionFailure("FlowKit: \(failure)")
    }

    /// Marks every listed coordinator released and detaches it from the tree, optionally removes
    /// screens, then delivers each outcome in order and drops the coordinators' subscriptions.
    func release(_ releases: [(Coordinator, ReleaseReason)], removingScreens screens: [Screen] = []) {
        guard !releases.isEmpty else { return }
        // Lineages first: releasing detaches coordinators from their parents.
        let records = releases.map { coordinator, reason in
            CoordinatorRelease(coordinator: coordinator, reason: reason, lineage: lineage(of: coordinator))
        }
        for (coordinator, reason) in releases {
            // A parent present only through this child is absent now: judged at the next removal.
            if let parent = coordinator.parent, parent !== root, ownPresence(parent) == nil { suspect(parent) }
            coordinator.markReleased(reason)
            ownership.releaseScreens(of: coordinator)
            releasedCount += 1
            releasedRecently.append(WeakCoordinator(coordinator: coordinator))
        }
        removeFromHierarchy(screens)
        for record in records {
            releaseSubject.send(record)
        }
        for (coordinator, _) in releases {
            coordinator.deliverOutcome()
        }
        for (coordinator, _) in releases {
            coordinator.cancellables = []
            coordinator.resultSubscriptions = [:]
        }
        if releasedRecently.count >= pruneThreshold { pruneReleased() }
    }

    /// Records that `coordinator` may have left the window without an event naming one of its screens (a
    /// child released, a screen or the anchor taken away): the next change that removes screens judges
    /// its presence along with the owners of the removed screens.
    func suspect(_ coordinator: Coordinator) {
        suspects[ObjectIdentifier(coordinator)] = WeakCoordinator(coordinator: coordinator)
    }

    /// Makes `owner` the owner of `screen`; its previous owner becomes a suspect (see ``suspect(_:)``).
    ///
    /// - Returns: The previous owner, or `nil`.
    @discardableResult
    func give(_ screen: Screen, to owner: Coordinator) -> Coordinator? {
        let previous = ownership.assign(screen, to: owner)
        if let previous, previous !== owner { suspect(previous) }
        return previous
    }

    /// Registers `screens` as `owner`'s, then makes `change`; if the change throws, each screen goes
    /// back to its previous owner (or to none) and the error is rethrown.
    ///
    /// Registering first lets the change's event find the owner of the screens it adds.
    func assign(_ screens: [Screen], to owner: Coordinator, during change: () throws(NavigationError) -> Void)
        throws(NavigationError)
    {
        let previousOwners = screens.map { give($0, to: owner) }
        do {
            try change()
        } catch {
            for (screen, previous) in zip(screens, previousOwners) { ownership.restore(screen, to: previous) }
            throw error
        }
    }

    /// The path of names from the root to `coordinator`, e.g. `["AppCoordinator#1", "TabCoordinator#3"]`.
    func path(of coordinator: Coordinator) -> [String] {
        lineage(of: coordinator).map(\.pathComponent)
    }

    /// `coordinator` and its ancestors, root first.
    func lineage(of coordinator: Coordinator) -> [Coordinator] {
        var lineage = [coordinator]
        while let parent = lineage[lineage.count - 1].parent {
            lineage.append(parent)
        }
        lineage.reverse()
        return lineage
    }
}
