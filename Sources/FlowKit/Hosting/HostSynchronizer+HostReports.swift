import Signals

/// What the user did on the host, reported in the order the platform calls back, turned into model
/// changes with their true cause.
extension HostSynchronizer {
    /// The host shows `screens` in `stack` (UIKit: the navigation controller delegate's `didShow`).
    ///
    /// Compared with what the host showed before, the change is named: the same list changes nothing
    /// (an echo of a command, or a cancelled swipe-back); one screen fewer after
    /// ``hostWillBeginSwipeBack(on:)`` is a completed swipe-back, unless a model change interrupted the
    /// gesture meanwhile (the model's list is then shown again); the root alone after
    /// ``hostShouldSelectTab(_:in:)`` on the selected tab is a tab re-tap; one screen fewer is the back
    /// button; several fewer is the long-press back menu; anything else is a new list set by app code.
    ///
    /// - Parameters:
    ///   - screens: The stack's screens as the host now shows them, root first.
    ///   - stack: The stack.
    public func hostDidShow(_ screens: [Screen], in stack: NavigationStack) {
        let id = ObjectIdentifier(stack)
        let before = mirror.stacks[id] ?? stack.screens
        let swipe = gestures.removeValue(forKey: id)
        hostChanges.remove(id)
        let announced = announcedChanges.remove(id) != nil
        let reselected = reselectedStack === stack
        if reselected { reselectedStack = nil }
        defer { pump() }
        if sameScreens(before, screens) {
            swipe?.cancel()
            return
        }
        mirror.stacks[id] = screens
        mirror.prune()
        // A model change interrupted the user's swipe-back (the gesture then counts as cancelled, see
        // ``InteractiveGesture``), or changed the stack while a change the host announced ran: the model's
        // list wins, and the next command shows it again.
        if swipe?.state == .interrupted || (announced && !sameScreens(before, stack.screens)) { return }
        let agreed = sameScreens(before, stack.screens)
        let isPrefix = screens.count < before.count && sameScreens(Array(before.prefix(screens.count)), screens)
        applyToModel { () throws(NavigationError) in
            if agreed, isPrefix, let swipe, screens.count == before.count - 1 {
                try swipe.finish()
            } else if agreed, isPrefix, reselected, screens.count == 1, let tabBar = stack.container as? TabBar {
                try tabBar.tapTab(tabBar.selectedIndex)
            } else if agreed, isPrefix, !screens.isEmpty {
                let levels = before.count - screens.count
                try levels == 1 ? stack.goBack() : stack.longPressBack(levels: levels)
            } else {
                try stack.setScreens(screens)
            }
        }
    }

    /// The host began an animated change of `stack` that no command asked for (UIKit: `willShow` with a
    /// transition coordinator that is not interactive, outside the host's own `setViewControllers`: the
    /// back button, the long-press back menu, a tab re-tap, app code's calls). The synchronizer issues no
    /// command until ``hostDidShow(_:in:)`` reports the change, so that the report is compared with what
    /// the host showed before; a change the model made meanwhile wins, and is shown afterwards.
    ///
    /// - Parameter stack: The stack.
    public func hostWillShowChange(in stack: NavigationStack) {
        hostChanges.insert(ObjectIdentifier(stack))
        announcedChanges.insert(ObjectIdentifier(stack))
    }

    /// The host's own change of `stack` ended (UIKit: its transition coordinator's completion, which may
    /// come before or without `didShow`): commands may be issued again from the next report or change.
    ///
    /// - Parameter stack: The stack.
    public func hostDidEndChange(in stack: NavigationStack) {
        hostChanges.remove(ObjectIdentifier(stack))
    }

    /// Whether the user's interactive swipe-back may begin on `stack` (UIKit: the interactive pop gesture
    /// recognizer delegate's `gestureRecognizerShouldBegin(_:)`), by the rule
    /// ``NavigationStack/beginSwipeBack()`` applies: not at the root, not while a swipe-back runs, and not
    /// when a leave guard of the top screen refuses (``Screen/leaveGuard``, path ``LeavePath/swipeBack``).
    ///
    /// The gesture not beginning is the refusal, as with a disabled interactive pop: UIKit calls nothing
    /// after it, so a guard that asks gets its question here, with a ``LeaveConfirmation`` that pops the
    /// top screen as a completed swipe-back. The model is unchanged either way.
    ///
    /// - Parameter stack: The stack.
    /// - Returns: `false` to keep the gesture from beginning.
    public func hostShouldBeginSwipeBack(on stack: NavigationStack) -> Bool {
        stack.swipeBackRefusal(asking: true) == nil
    }

    /// A user's interactive swipe-back began on `stack` (UIKit: `willShow` with an interactive
    /// transition coordinator). The host makes no command run until it ends.
    ///
    /// - Parameter stack: The stack.
    public func hostWillBeginSwipeBack(on stack: NavigationStack) {
        applyToModel { () throws(NavigationError) in gestures[ObjectIdentifier(stack)] = try stack.beginSwipeBack() }
    }

    /// The swipe-back on `stack` was cancelled (UIKit: the transition coordinator's
    /// `notifyWhenInteractionChanges` with `isCancelled`): nothing changes.
    ///
    /// - Parameter stack: The stack.
    public func hostDidCancelSwipeBack(on stack: NavigationStack) {
        gestures.removeValue(forKey: ObjectIdentifier(stack))?.cancel()
        pump()
    }

    /// Whether the user may swipe `modal` down (UIKit: `presentationControllerShouldDismiss`), by the rule
    /// ``Screen/beginSwipeDown()`` applies: not when the model does not present it, when another modal
    /// covers it, when a screen it shows on screen has ``Screen/isModalInPresentation`` set (the presented
    /// screen itself, or its stack's top screen or selected tab, as UIKit), while it is being swiped, or
    /// when a leave guard of one of its screens refuses (path ``LeavePath/swipeDown``).
    ///
    /// A query: a guard that would ask gets its question from ``hostDidAttemptToSwipeDown(_:)``, which
    /// UIKit calls next.
    ///
    /// - Parameter modal: The presented screen.
    /// - Returns: `false` to refuse the swipe; the model is unchanged either way.
    public func hostShouldSwipeDown(_ modal: Screen) -> Bool {
        modal.swipeDownRefusal(asking: false) == nil
    }

    /// The host refused the user's swipe-down of `modal` (UIKit: `presentationControllerDidAttemptToDismiss`,
    /// called after ``hostShouldSwipeDown(_:)`` answered `false`, or straight away for a modal in
    /// presentation). A leave guard that asks gets its question now, with a ``LeaveConfirmation`` that
    /// dismisses the modal as a completed swipe-down. Nothing else happens: the modal stays, and the model
    /// is unchanged.
    ///
    /// - Parameter modal: The presented screen.
    public func hostDidAttemptToSwipeDown(_ modal: Screen) {
        // The refusal itself was already given to the host; asking runs the guard's question, if any.
        _ = modal.swipeDownRefusal(asking: true)
    }

    /// A user's swipe-down of `modal` began (UIKit: `presentationControllerWillDismiss`).
    ///
    /// - Parameter modal: The presented screen.
    public func hostWillSwipeDown(_ modal: Screen) {
        applyToModel { () throws(NavigationError) in gestures[ObjectIdentifier(modal)] = try modal.beginSwipeDown() }
    }

    /// The swipe-down of `modal` was cancelled: nothing changes.
    ///
    /// - Parameter modal: The presented screen.
    public func hostDidCancelSwipeDown(_ modal: Screen) {
        gestures.removeValue(forKey: ObjectIdentifier(modal))?.cancel()
        pump()
    }

    /// The user dismissed `modal` by swiping down (UIKit: `presentationControllerDidDismiss`).
    ///
    /// The host no longer shows `modal`. If the model no longer presents it either (a change dismissed it
    /// while the user's swipe ran), both agree and nothing changes; otherwise the model dismisses it, or
    /// refuses (published on ``refusals``) and the host shows it again.
    ///
    /// - Parameter modal: The presented screen, with everything above it.
    public func hostDidSwipeDown(_ modal: Screen) {
        let swipe = gestures.removeValue(forKey: ObjectIdentifier(modal))
        defer { pump() }
        if let shown = mirror.presented.first(where: { $0.value === modal }) {
            mirror.presented[shown.key] = nil
            mirror.prune()
        }
        guard modal.presenter != nil else { return }
        applyToModel { () throws(NavigationError) in
            if let swipe {
                try swipe.finish()
            } else {
                try modal.beginSwipeDown().finish()
            }
        }
    }

    /// The user tapped a tab (UIKit: `tabBarController(_:shouldSelect:)`). A tap on the selected tab pops
    /// its stack to the root, reported next by ``hostDidShow(_:in:)``, unless a leave guard of a screen it
    /// would pop refuses (path ``LeavePath/tabReTap``): the host is then told not to select, and a guard
    /// that asks gets its question, with a ``LeaveConfirmation`` that pops the stack as the re-tap would.
    ///
    /// - Parameters:
    ///   - index: The tab's index.
    ///   - tabBar: The tab bar.
    /// - Returns: Whether the host lets the selection happen; the model is unchanged either way.
    public func hostShouldSelectTab(_ index: Int, in tabBar: TabBar) -> Bool {
        let selected = mirror.tabs[ObjectIdentifier(tabBar)]?.selected ?? tabBar.selectedIndex
        guard index == selected else { return true }
        let stack = tabBar.stackPoppedByReselecting(index)
        if stack?.reselectionRefusal(asking: true) != nil { return false }
        reselectedStack = stack
        return true
    }

    /// The host selected a tab the user tapped (UIKit: `tabBarController(_:didSelect:)`). The tab the host
    /// already showed selected changes nothing (a re-tap, reported by ``hostDidShow(_:in:)`` if it popped).
    ///
    /// - Parameters:
    ///   - index: The tab's index.
    ///   - tabBar: The tab bar.
    public func hostDidSelectTab(_ index: Int, in tabBar: TabBar) {
        let id = ObjectIdentifier(tabBar)
        defer { pump() }
        guard let shown = mirror.tabs[id], shown.selected != index else { return }
        mirror.tabs[id]?.selected = index
        applyToModel { () throws(NavigationError) in try tabBar.tapTab(index) }
    }

    /// App code replaced the window's root on the host. Reporting the root the host already shows changes
    /// nothing.
    ///
    /// - Parameter screen: The screen standing for the new root (the host wraps a view controller it does
    ///   not know in a new screen).
    public func hostDidReplaceRoot(with screen: Screen) {
        defer { pump() }
        guard screen !== mirror.root else { return }
        mirror.root = screen
        mirror.prune()
        applyToModel { () throws(NavigationError) in try window.setRoot(screen) }
    }

    /// Makes a host's change in the model; a refusal is published, and the next ``pump()`` undoes it on
    /// the host.
    private func applyToModel(_ change: () throws(NavigationError) -> Void) {
        do {
            try change()
        } catch {
            refusalSubject.send(error)
        }
    }
}
