/// The stack's exits, each asking the leave rule (``LeaveRule``) before anything moves.
extension NavigationStack {
    /// Pops the top screen as one change, after the leave guards allowed it; the root cannot be popped.
    ///
    /// - Parameters:
    ///   - cause: The call or gesture popping.
    ///   - retry: Makes the same exit again when the user confirms a guard's question.
    @discardableResult
    func popTop(cause: NavigationCause, retry: @autoclosure () -> LeaveRetry) throws(NavigationError) -> Screen {
        guard screens.count >= 2, let top = screens.last else { throw .atRoot(stack: title) }
        let below = screens.count - 2
        try LeaveRule.check(in: window, cause: cause, departing: { departures(above: below) }, retry: retry())
        replaceScreens(Array(screens.dropLast()), cause: cause)
        return top
    }

    /// Pops every screen above `index` as one change, after the leave guards allowed it.
    ///
    /// - Parameters:
    ///   - index: The index of the screen left on top.
    ///   - cause: The call or gesture popping.
    ///   - retry: Makes the same exit again when the user confirms a guard's question.
    /// - Returns: The popped screens, bottom first.
    @discardableResult
    func popGuarded(
        above index: Int, cause: NavigationCause, retry: @autoclosure () -> LeaveRetry
    ) throws(NavigationError) -> [Screen] {
        guard index + 1 < screens.count else { return [] }
        try LeaveRule.check(in: window, cause: cause, departing: { departures(above: index) }, retry: retry())
        return popAbove(index: index, cause: cause)
    }

    /// The screens a pop to `index` removes: every screen above it, with what each contains.
    func departures(above index: Int) -> [Screen] {
        var departing: [Screen] = []
        for screen in screens[(index + 1)...] { screen.collectSubtree(into: &departing) }
        return departing
    }

    /// The screens that showing `newScreens` instead removes: every screen not kept, with what it contains.
    func departures(keeping newScreens: [Screen]) -> [Screen] {
        let kept = Set(newScreens.map(ObjectIdentifier.init))
        var departing: [Screen] = []
        for screen in screens where !kept.contains(ObjectIdentifier(screen)) { screen.collectSubtree(into: &departing) }
        return departing
    }

    /// Why the user cannot swipe back now: the stack must hold two screens, no swipe-back may be in
    /// progress, and the leave guards of the top screen must let it go (path ``LeavePath/swipeBack``).
    ///
    /// ``beginSwipeBack()`` and a host about to let the gesture begin
    /// (``HostSynchronizer/hostShouldBeginSwipeBack(on:)``) both ask it.
    ///
    /// - Parameter asking: Whether a guard that asks gets its question now (an attempt), or not (a query).
    func swipeBackRefusal(asking: Bool) -> NavigationError? {
        guard screens.count >= 2 else { return .atRoot(stack: title) }
        if isSwipingBack { return .gestureInProgress(screen: title) }
        let top = screens.count - 2
        guard let rule = LeaveRule.verdict(in: window, path: .swipeBack, departing: { departures(above: top) }) else {
            return nil
        }
        guard asking else { return rule.refusal(retry: nil) }
        return rule.refusal { [weak self] () throws(NavigationError) in try self?.popSwipedBack() }
    }

    /// Pops the top screen as a completed swipe-back: what a confirmed swipe-back does, the gesture itself
    /// being over.
    func popSwipedBack() throws(NavigationError) {
        try popTop(cause: .swipeBack, retry: { [weak self] () throws(NavigationError) in try self?.popSwipedBack() })
    }

    /// Pops the stack to its root as a tap on its selected tab does, after the leave guards allowed it.
    func popToRootForReselection() throws(NavigationError) {
        try popGuarded(
            above: 0, cause: .tabReselected,
            retry: { [weak self] () throws(NavigationError) in try self?.popToRootForReselection() })
    }

    /// Why a tap on the selected tab showing this stack cannot pop it to its root now: the leave guards
    /// of the screens above the root must let them go (path ``LeavePath/tabReTap``).
    ///
    /// - Parameter asking: Whether a guard that asks gets its question now (an attempt), or not (a query).
    func reselectionRefusal(asking: Bool) -> NavigationError? {
        guard screens.count >= 2,
            let rule = LeaveRule.verdict(in: window, path: .tabReTap, departing: { departures(above: 0) })
        else { return nil }
        guard asking else { return rule.refusal(retry: nil) }
        return rule.refusal { [weak self] () throws(NavigationError) in try self?.popToRootForReselection() }
    }
}
