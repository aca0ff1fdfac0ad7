/// The window's events: each is judged by the ``ReleasePolicy`` once the one before it was carried out.
extension Router: WindowObserver {
    /// Processes a window event after those waiting, unless already processing (the running loop then
    /// processes it).
    func windowDidChange(_ event: NavigationEvent) {
        pendingEvents.deliver(event) { handle($0) }  // not `handle`: its partial application retains the router
    }

    /// Processes queued window events in order, unless an outer call is processing or releasing.
    func drainEvents() {
        pendingEvents.drain { handle($0) }
    }

    /// Applies the release rules to one event, settles the screens registered outside the window (see
    /// ``ScreenOwnership/settle(_:)``), then tells ``settledEvents`` (if anyone asked for it).
    private func handle(_ event: NavigationEvent) {
        process(event)
        ownership.settlePending()
        if settledEventsAreObserved { settledSubject.send(event) }
    }

    /// Records who the event brought into the window, then releases who it took out.
    private func process(_ event: NavigationEvent) {
        let policy = self.policy
        if !event.added.isEmpty {
            ownership.didEnter(event.added)
            policy.forEachNewlyPresent(owning: event.added) { $0.link?.wasPresent = true }
        }
        guard !event.removed.isEmpty else { return }
        if root?.isRunning == true {
            var plan = takePlan()
            policy.afterRemoving(event.removed, cause: event.cause, suspects: takeSuspects(), into: &plan)
            carryOut(plan)
            giveBack(&plan)
        }
        ownership.didLeave(event.removed)
    }

    /// Records that `coordinator`'s flow is in the window (a screen it took was already there).
    func markPresent(from coordinator: Coordinator) {
        for present in policy.newlyPresent(from: coordinator) { present.link?.wasPresent = true }
    }

    /// Records that `coordinator` may have left the window without an event naming one of its screens (a
    /// screen or the anchor taken away): the next change that removes screens judges its presence along
    /// with the owners of the removed screens.
    func suspect(_ coordinator: Coordinator) {
        guard let link = coordinator.link else { return }
        suspect(link)
    }

    /// ``suspect(_:)``, given the running coordinator's link.
    func suspect(_ link: RouterLink) {
        for index in suspects.indices where suspects[index] === link { return }
        suspects.append(link)
    }

    /// The suspects still running, emptying the list.
    private func takeSuspects() -> [Coordinator] {
        guard !suspects.isEmpty else { return [] }
        var taken: [Coordinator] = []
        for link in suspects {
            if let coordinator = link.runningCoordinator { taken.append(coordinator) }
        }
        suspects.removeAll(keepingCapacity: true)
        return taken
    }
}
