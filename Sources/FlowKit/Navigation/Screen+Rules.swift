/// The navigation rules, each written once: what the model checks before a change, and what a host or other
/// code asks before it makes one. A rule answers with the error that refuses the change, or `nil` when the
/// change is allowed; it changes nothing. Whether a screen may leave is the leave rule, ``LeaveRule``.
extension Screen {
    /// Whether the screen is free to be given a place: no container, not presented, not in a window.
    var isFree: Bool { container == nil && presenter == nil && window == nil }

    /// Why this screen cannot be given a place (in a container, presented, or as a window's root): a
    /// screen has at most one place, so it must be free.
    var placementRefusal: NavigationError? {
        isFree ? nil : .alreadyInHierarchy(screen: title)
    }

    /// Why `screen` cannot become a new child of this container (a ``NavigationStack`` or a ``TabBar``).
    ///
    /// A navigation stack cannot go inside another one (UIKit does not support pushing a navigation
    /// controller); the screen must be free (see ``placementRefusal``); and it must not be the outermost
    /// container of this one, which would then contain itself.
    ///
    /// - Parameter screen: A screen that is not a child of this container yet.
    func childRefusal(_ screen: Screen) -> NavigationError? {
        if self is NavigationStack, screen is NavigationStack {
            return .cannotPushNavigationStack(screen: screen.title)
        }
        if let refusal = screen.placementRefusal { return refusal }
        if screen === layerRoot { return .wouldCreateCycle(screen: screen.title) }
        return nil
    }

    /// Checks a container's new list of children, in order: no screen twice, and each screen already a
    /// child of this container or accepted as a new one (see ``childRefusal(_:)``).
    ///
    /// - Parameter screens: The new children, in order.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)`` or the first screen's ``childRefusal(_:)``.
    func validateChildren(_ screens: [Screen]) throws(NavigationError) {
        var seen = Set<ObjectIdentifier>()
        for screen in screens {
            guard seen.insert(ObjectIdentifier(screen)).inserted else { throw .duplicateScreen(screen: screen.title) }
            if screen.container !== self, let refusal = childRefusal(screen) { throw refusal }
        }
    }

    /// Why this screen cannot present a screen now: it must be in a window, and the root of its layer
    /// (which makes the presentation, as UIKit without `definesPresentationContext`) must present nothing.
    var presentationRefusal: NavigationError? {
        let host = layerRoot
        guard window != nil else { return .notInWindow(screen: title) }
        if let current = host.presented { return .alreadyPresenting(presenter: host.title, presented: current.title) }
        return nil
    }

    /// Why the user cannot swipe down the modal containing this screen now: it must be presented, not
    /// covered by a modal it presents, not modal in presentation, not already being swiped down, and the
    /// leave guards of its screens must let them go (path ``LeavePath/swipeDown``, see ``LeaveRule``).
    ///
    /// Modal in presentation follows UIKit's documentation of `UIViewController.isModalInPresentation`
    /// (quoted on ``isModalInPresentation``): it counts while the screen is on screen, so the screens read
    /// are the modal's visible path, the presented screen first (a stack's top screen, the selected tab).
    /// A screen covered in its stack, or in an unselected tab, refuses nothing.
    ///
    /// - Parameter asking: Whether a leave guard that asks gets its question now (an attempt: its
    ///   confirmation dismisses the modal as a completed swipe-down), or not (a query).
    func swipeDownRefusal(asking: Bool) -> NavigationError? {
        let modal = layerRoot
        guard let presenter = modal.presenter else { return .notPresented(screen: title) }
        if let covering = modal.presented {
            return .coveredByPresentation(screen: modal.title, presented: covering.title)
        }
        if let refusing = modal.visiblePath.first(where: \.isModalInPresentation) {
            return .modalInPresentation(screen: refusing.title)
        }
        if modal.activeSwipeDown?.state == .inProgress { return .gestureInProgress(screen: modal.title) }
        guard let rule = LeaveRule.verdict(in: window, path: .swipeDown, departing: { presenter.presentedScreens })
        else { return nil }
        guard asking else { return rule.refusal(retry: nil) }
        return rule.refusal { [weak modal] () throws(NavigationError) in try modal?.dismissSwipedDown() }
    }
}
