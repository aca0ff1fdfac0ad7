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
    /// - Throws: ``NavigationError/nothingToDismiss(screen:)`` if the layer neither presents nor is presented.
    public func dismiss() throws(NavigationError) {
        let host = layerRoot
        if host.presented != nil {
            host.dismissPresentedChain(cause: .dismiss)
        } else if let presenter = host.presenter {
            presenter.dismissPresentedChain(cause: .dismiss)
        } else {
            throw .nothingToDismiss(screen: title)
        }
    }

    /// Begins an interactive swipe-down of the modal containing this screen. Nothing changes until the
    /// gesture finishes.
    ///
    /// The swipe is refused while a screen the modal shows on screen has ``isModalInPresentation`` set: the
    /// presented screen itself, or its stack's top screen or selected tab (UIKit's rule: see
    /// ``isModalInPresentation``). A host asks the same rule before it lets the user swipe
    /// (``HostSynchronizer/hostShouldSwipeDown(_:)``).
    ///
    /// - Returns: The gesture; ``InteractiveGesture/finish()`` dismisses, ``InteractiveGesture/cancel()`` does not.
    /// - Throws: ``NavigationError/notPresented(screen:)``, ``NavigationError/coveredByPresentation(screen:presented:)``,
    ///   ``NavigationError/modalInPresentation(screen:)`` or ``NavigationError/gestureInProgress(screen:)``;
    ///   nothing changes then.
    public func beginSwipeDown() throws(NavigationError) -> InteractiveGesture {
        if let refusal = swipeDownRefusal { throw refusal }
        let modal = layerRoot
        guard let presenter = modal.presenter else { throw .notPresented(screen: title) }
        return InteractiveGesture.beginSwipeDown(of: modal, presenter: presenter)
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
