import Signals

/// Deep links: parse, validate against the routes the coordinators declare, then apply or queue.
extension Router {
    /// Opens a deep link from whatever state the app is in.
    ///
    /// The link is parsed strictly and validated against the routes the coordinators declare
    /// (``DeepLinkHandling/validate(_:)``) before anything moves: a refused link leaves the navigation, the
    /// coordinators and their state untouched. A valid link is applied by the root (a
    /// ``DeepLinkRoot``) keeping what already matches, or queued until its flow runs; a newer link
    /// replaces a queued one.
    ///
    /// ```swift
    /// switch try router.open("demo://wakingup/settings/compose") {
    /// case .applied: break  // the screens show the link
    /// case .queued: break   // applied when the app calls applyPendingDeepLink()
    /// }
    /// ```
    ///
    /// - Parameter text: The link.
    /// - Returns: Whether it was applied or queued.
    /// - Throws: A ``DeepLinkError`` naming the bad part.
    @discardableResult
    public func open(_ text: String) throws(DeepLinkError) -> DeepLinkResult {
        guard let handler = root as? any DeepLinkRoot, handler.isRunning else { throw .noHandler }
        let link = try DeepLink(parsing: text)
        let handlerType = type(of: handler)
        guard link.scheme == handlerType.deepLinkScheme else {
            throw .unknownScheme(scheme: link.scheme, expected: handlerType.deepLinkScheme)
        }
        try handlerType.validate(link.route[...])
        return try apply(link, with: handler)
    }

    /// The queued link, if any.
    public var pendingDeepLink: DeepLink? { deepLinks.pending }

    /// Queued links that were dropped, and why.
    public var droppedDeepLinks: AnyPublisher<DroppedDeepLink, Never> { deepLinks.dropped.eraseToAnyPublisher() }

    /// Applies the queued link, if any: the app calls it once the flow that owns links runs (after its
    /// splash, for example). A link that fails now is dropped (see ``droppedDeepLinks``).
    public func applyPendingDeepLink() {
        guard let link = deepLinks.take() else { return }
        guard let handler = root as? any DeepLinkRoot, handler.isRunning else {
            deepLinks.dropped.send(DroppedDeepLink(link: link, reason: .failed(.noHandler)))
            return
        }
        do {
            try apply(link, with: handler)
        } catch {
            deepLinks.dropped.send(DroppedDeepLink(link: link, reason: .failed(error)))
        }
    }

    @discardableResult
    private func apply(_ link: DeepLink, with handler: any DeepLinkRoot) throws(DeepLinkError) -> DeepLinkResult {
        let application: DeepLinkApplication
        do {
            application = try handler.apply(link.route[...])
        } catch {
            throw .navigationFailed(error)
        }
        switch application {
        case .applied:
            return .applied
        case .waiting(let coordinator):
            queue(link, waitingFor: coordinator)
            return .queued
        }
    }

    private func queue(_ link: DeepLink, waitingFor coordinator: Coordinator) {
        if let previous = deepLinks.take(), previous != link {
            deepLinks.dropped.send(DroppedDeepLink(link: previous, reason: .replaced(by: link)))
        }
        deepLinks.pending = link
        deepLinks.waitingFor = coordinator
        deepLinks.releaseWatch = releases.sink { [weak self] release in
            guard let self, release.coordinator === self.deepLinks.waitingFor, release.reason != .finished else {
                return
            }
            guard let dropped = self.deepLinks.take() else { return }
            let reason = DroppedDeepLink.Reason.targetReleased(
                coordinator: release.coordinator.name, reason: release.reason)
            self.deepLinks.dropped.send(DroppedDeepLink(link: dropped, reason: reason))
        }
    }
}
