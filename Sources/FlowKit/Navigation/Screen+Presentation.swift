extension Screen {
    /// Presents a screen modally on top of this screen's layer.
    ///
    /// As in UIKit without `definesPresentationContext`, the presentation is made by the root of this
    /// screen's layer (the window root or the modal containing this screen): that root becomes the
    /// presented screen's ``presentingScreen``.
    ///
    /// ```swift
    /// try lizard.present(NavigationStack(root: Screen(title: "Compose")))
    /// ```
    ///
    /// - Parameter screen: The screen to present, often a ``NavigationStack``; it must be free.
    /// - Throws: ``NavigationError/notInWindow(screen:)``, ``NavigationError/alreadyPresenting(presenter:presented:)``
    ///   or ``NavigationError/alreadyInHierarchy(screen:)``.
    public func present(_ screen: Screen) throws(NavigationError) {
        if let refusal = presentationRefusal ?? screen.placementRefusal { throw refusal }
        let host = layerRoot
        host.presentationEdits += 1
        performChange(of: host, cause: .present, region: { host.presentedScreens }) {
            host.presented = screen
            screen.presenter = host
        }
    }

    /// Dismisses a modal, as UIKit's `dismiss(animated:)`: if this screen's layer presents a screen, that
    /// screen and everything presented above it are dismissed in one change; otherwise, if this screen's
    /// layer is presented, it is dismissed (with everything above it).
    ///
    /// Leave guards of every screen dismissed are asked first (path ``LeavePath/dismiss``), including a
    /// guarded modal above the one dismissed: the chain is dismissed whole or not at all.
    ///
    /// - Throws: ``NavigationError/nothingToDismiss(screen:)`` if the layer neither presents nor is
    ///   presented, or ``NavigationError/leaveRefused(screen:path:asked:)`` when a leave guard refuses;
    ///   nothing changes then.
    public func dismiss() throws(NavigationError) {
        let host = layerRoot
        guard let presenter = host.presented != nil ? host : host.presenter else {
            throw .nothingToDismiss(screen: title)
        }
        try LeaveRule.check(
            in: window, cause: .dismiss, departing: { presenter.presentedScreens },
            retry: { [weak self] () throws(NavigationError) in try self?.dismiss() })
        presenter.dismissPresentedChain(cause: .dismiss)
    }

    /// Begins an interactive swipe-down of the modal containing this screen. Nothing changes until the
    /// gesture finishes.
    ///
    /// The swipe is refused while a screen the modal shows on screen has ``isModalInPresentation`` set: the
    /// presented screen itself, or its stack's top screen or selected tab (UIKit's rule: see
    /// ``isModalInPresentation``), and when a leave guard of a screen of the modal refuses (path
    /// ``LeavePath/swipeDown``; a guard that asks gets its question, whose ``LeaveConfirmation`` dismisses
    /// the modal as a completed swipe-down would). A host asks the same rule before it lets the user swipe
    /// (``HostSynchronizer/hostShouldSwipeDown(_:)``).
    ///
    /// - Returns: The gesture; ``InteractiveGesture/finish()`` dismisses, ``InteractiveGesture/cancel()`` does not.
    /// - Throws: ``NavigationError/notPresented(screen:)``, ``NavigationError/coveredByPresentation(screen:presented:)``,
    ///   ``NavigationError/modalInPresentation(screen:)``, ``NavigationError/gestureInProgress(screen:)`` or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)``; nothing changes then.
    public func beginSwipeDown() throws(NavigationError) -> InteractiveGesture {
        if let refusal = swipeDownRefusal(asking: true) { throw refusal }
        let modal = layerRoot
        guard let presenter = modal.presenter else { throw .notPresented(screen: title) }
        return InteractiveGesture.beginSwipeDown(of: modal, presenter: presenter)
    }

    /// Dismisses the modal containing this screen as a completed swipe-down: what a confirmed swipe-down
    /// does, the gesture itself being over. The leave guards are asked again (but for those confirmed).
    func dismissSwipedDown() throws(NavigationError) {
        guard let presenter = layerRoot.presenter else { throw .notPresented(screen: title) }
        try LeaveRule.check(
            in: window, cause: .swipeDown, departing: { presenter.presentedScreens },
            retry: { [weak self] () throws(NavigationError) in try self?.dismissSwipedDown() })
        presenter.dismissPresentedChain(cause: .swipeDown)
    }

    /// Dismisses what this layer root presents, and everything above it, as one change.
    func dismissPresentedChain(cause: NavigationCause) {
        guard presented != nil else { return }
        performChange(of: self, cause: cause, region: { presentedScreens }) {
            tearDownPresentations()
        }
    }

    /// Unlinks every presentation above this layer root.
    func tearDownPresentations() {
        var next = presented
        presented = nil
        while let screen = next {
            screen.presenter = nil
            next = screen.presented
            screen.presented = nil
        }
    }
}
