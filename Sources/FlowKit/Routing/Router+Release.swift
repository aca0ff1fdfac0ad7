/// The release rules.
extension Router {
    /// Queues a window event and processes the queue unless already doing so.
    func windowDidChange(_ event: NavigationEvent) {
        pendingEvents.append(event)
        drainEvents()
    }

    /// Processes queued window events in order, unless an outer call is processing or releasing.
    func drainEvents() {
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        while !pendingEvents.isEmpty {
            let next = pendingEvents.removeFirst()
            process(next)
            settledSubject.send(next)
        }
    }

    private func process(_ event: NavigationEvent) {
        for screen in event.added {
            if let owner = screen.coordinator { markPresent(from: owner) }
        }
        guard !event.removed.isEmpty, let root, root.isRunning else { return }
        var releases: [(Coordinator, ReleaseReason)] = []
        _ = collectAbsent(root, cause: event.cause, into: &releases)
        release(releases)
    }

    /// Records that `coordinator` and its ancestors are present in the window (anchored ones only if
    /// their anchor is); only coordinators that were present can be released for leaving.
    func markPresent(from coordinator: Coordinator) {
        var node: Coordinator? = coordinator
        while let current = node {
            if !current.isAnchored || current.anchorScreen?.window === window {
                current.wasPresent = true
            }
            node = current.parent
        }
    }

    /// Whether the coordinator's own screens (or its anchor) are in the window, ignoring children.
    func ownScreensPresent(_ coordinator: Coordinator) -> Bool {
        if coordinator.isAnchored { return coordinator.anchorScreen?.window === window }
        return coordinator.ownedScreens.contains { $0.screen?.window === window }
    }

    /// Post-order walk: appends every coordinator that was present and no longer is (and, under an
    /// absent anchored coordinator, its remaining descendants). Returns whether `node` is present.
    func collectAbsent(
        _ node: Coordinator, cause: NavigationCause, into releases: inout [(Coordinator, ReleaseReason)]
    ) -> Bool {
        var childPresent = false
        for child in node.children where collectAbsent(child, cause: cause, into: &releases) {
            childPresent = true
        }
        let present = ownScreensPresent(node) || (!node.isAnchored && childPresent)
        guard !present, node.wasPresent, node !== root else { return present }
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
        let screens = coordinator.flowScreens.filter { $0.window === window }
        var releases: [(Coordinator, ReleaseReason)] = []
        appendDescendants(of: coordinator, into: &releases)
        releases.append((coordinator, reason))
        // Window events caused by removing the screens wait until the outcomes are delivered, so the
        // parent can react (start another child, for example) before its own presence is judged.
        let wasProcessing = isProcessing
        isProcessing = true
        release(releases, removingScreens: screens)
        isProcessing = wasProcessing
        drainEvents()
    }

    /// Marks every listed coordinator released and detaches it from the tree, optionally removes
    /// screens, then delivers each outcome in order and drops the coordinators' subscriptions.
    func release(_ releases: [(Coordinator, ReleaseReason)], removingScreens screens: [Screen] = []) {
        guard !releases.isEmpty else { return }
        var records: [CoordinatorRelease] = []
        for (coordinator, reason) in releases {
            records.append(CoordinatorRelease(coordinator: coordinator, reason: reason, path: path(of: coordinator)))
            coordinator.releaseReason = reason
            coordinator.startSubscription?.cancel()
            coordinator.startSubscription = nil
            releasedCount += 1
            releasedRecently.append(WeakCoordinator(coordinator: coordinator))
        }
        for (coordinator, _) in releases {
            if let parent = coordinator.parent {
                parent.children.removeAll { $0 === coordinator }
            }
            coordinator.parent = nil
            coordinator.placement = .none
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

    /// The path of names from the root to `coordinator`, e.g. `["AppCoordinator#1", "TabCoordinator#3"]`.
    func path(of coordinator: Coordinator) -> [String] {
        var names: [String] = []
        var node: Coordinator? = coordinator
        while let current = node {
            names.insert("\(current.name)#\(current.id)", at: 0)
            node = current.parent
        }
        return names
    }
}
