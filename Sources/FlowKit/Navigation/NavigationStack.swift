/// An ordered stack of screens with a back button, like `UINavigationController`.
///
/// The last screen is on top and visible. The stack is itself a ``Screen``: it can be a window root, a
/// tab, or presented modally. Navigation is data: every operation computes the new list of screens and
/// applies it as one change, published by the window as one ``NavigationEvent``.
///
/// ```swift
/// let stack = try NavigationStack(root: Screen(title: "Settings"))
/// try stack.push(Screen(title: "Account"))
/// try stack.goBack()                    // the back button
/// ```
@MainActor
public final class NavigationStack: Screen {
    /// The screens, root first, top last.
    public private(set) var screens: [Screen] = []
    /// The last swipe-back begun on the stack (in progress while its ``InteractiveGesture/state`` says so).
    var activeSwipeBack: InteractiveGesture?
    /// How many times the list of screens changed (a swipe-back ends when it does).
    var screenEdits = 0

    /// Creates an empty stack; the first screen pushed becomes its root.
    ///
    /// - Parameter title: The stack's title (shown on its tab when it is a tab).
    public init(title: String = "") {
        super.init(title: title)
    }

    /// Creates a stack holding `root`.
    ///
    /// ```swift
    /// let stack = try NavigationStack(root: Screen(title: "Settings"))
    /// ```
    ///
    /// - Parameters:
    ///   - root: The root screen: free (no place in a hierarchy) and not a navigation stack, as for
    ///     ``push(_:)``.
    ///   - title: The stack's title; by default the root's title.
    /// - Throws: ``NavigationError/alreadyInHierarchy(screen:)`` or
    ///   ``NavigationError/cannotPushNavigationStack(screen:)``; `root` is left as it was.
    public convenience init(root: Screen, title: String? = nil) throws(NavigationError) {
        self.init(title: title ?? root.title)
        try push(root)
    }

    /// The top screen, or `nil` when the stack is empty.
    public var topScreen: Screen? { screens.last }

    /// The root screen, or `nil` when the stack is empty.
    public var rootScreen: Screen? { screens.first }

    /// The title the back button shows (the screen below the top), or `nil` when there is no back button.
    public var backButtonTitle: String? { screens.count >= 2 ? screens[screens.count - 2].title : nil }

    /// Whether a swipe-back is in progress.
    public var isSwipingBack: Bool { activeSwipeBack?.state == .inProgress }

    override var childScreens: [Screen] { screens }
    override var visibleChild: Screen? { screens.last }

    /// Pushes a screen on top.
    ///
    /// - Parameter screen: The screen to push; it must not have a place in any hierarchy.
    /// - Throws: ``NavigationError/alreadyInHierarchy(screen:)``,
    ///   ``NavigationError/cannotPushNavigationStack(screen:)`` or ``NavigationError/wouldCreateCycle(screen:)``.
    public func push(_ screen: Screen) throws(NavigationError) {
        if let refusal = childRefusal(screen) { throw refusal }
        replaceScreens(screens + [screen], cause: .push)
    }

    /// Pops the top screen.
    ///
    /// - Returns: The popped screen.
    /// - Throws: ``NavigationError/atRoot(stack:)`` when the stack holds fewer than two screens, or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)`` (path ``LeavePath/appCode``) when a leave
    ///   guard refuses; nothing changes then.
    @discardableResult
    public func pop() throws(NavigationError) -> Screen {
        try popTop(cause: .pop, retry: { [weak self] () throws(NavigationError) in _ = try self?.pop() })
    }

    /// Taps the back button: pops the top screen.
    ///
    /// - Throws: ``NavigationError/atRoot(stack:)`` when there is no back button, or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)`` when a leave guard refuses; nothing changes
    ///   then.
    public func goBack() throws(NavigationError) {
        try popTop(cause: .backButton, retry: { [weak self] () throws(NavigationError) in try self?.goBack() })
    }

    /// Pops every screen above the root. Does nothing at the root (as UIKit).
    ///
    /// - Returns: The popped screens, bottom first.
    /// - Throws: ``NavigationError/leaveRefused(screen:path:asked:)`` when a leave guard refuses; nothing
    ///   changes then.
    @discardableResult
    public func popToRoot() throws(NavigationError) -> [Screen] {
        try popGuarded(
            above: 0, cause: .popToRoot, retry: { [weak self] () throws(NavigationError) in _ = try self?.popToRoot() })
    }

    /// Pops the screens above `screen`, which stays on top. Does nothing if it is already on top.
    ///
    /// - Parameter screen: A screen of this stack.
    /// - Returns: The popped screens, bottom first.
    /// - Throws: ``NavigationError/notInStack(screen:stack:)`` if the screen is not in this stack, or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)`` (path ``LeavePath/appCode``) when a leave
    ///   guard refuses; nothing changes then.
    @discardableResult
    public func popTo(_ screen: Screen) throws(NavigationError) -> [Screen] {
        guard let index = screens.firstIndex(where: { $0 === screen }) else {
            throw .notInStack(screen: screen.title, stack: title)
        }
        return try popGuarded(
            above: index, cause: .popTo,
            retry: { [weak self, weak screen] () throws(NavigationError) in
                guard let self, let screen else { return }
                _ = try self.popTo(screen)
            })
    }

    /// Picks an entry of the long-press back menu: pops `levels` screens at once.
    ///
    /// - Parameter levels: How many screens to pop, from 1 to the number of screens minus one.
    /// - Throws: ``NavigationError/invalidLevels(levels:stack:)`` when out of range, or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)`` when a leave guard refuses; nothing changes
    ///   then.
    public func longPressBack(levels: Int) throws(NavigationError) {
        guard levels >= 1, levels < screens.count else { throw .invalidLevels(levels: levels, stack: title) }
        try popGuarded(
            above: screens.count - 1 - levels, cause: .longPressBack,
            retry: { [weak self] () throws(NavigationError) in try self?.longPressBack(levels: levels) })
    }

    /// Replaces all the screens at once. Screens kept keep their place; screens dropped leave the
    /// hierarchy; new screens enter it. One change, one event.
    ///
    /// - Parameter newScreens: The new list, root first. Each must be free or already in this stack.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)``, ``NavigationError/alreadyInHierarchy(screen:)``,
    ///   ``NavigationError/cannotPushNavigationStack(screen:)``, ``NavigationError/wouldCreateCycle(screen:)``,
    ///   or ``NavigationError/leaveRefused(screen:path:asked:)`` when a leave guard of a dropped screen
    ///   refuses; nothing changes then.
    public func setScreens(_ newScreens: [Screen]) throws(NavigationError) {
        try validateChildren(newScreens)
        try LeaveRule.check(
            in: window, cause: .setScreens, departing: { departures(keeping: newScreens) },
            retry: { [weak self] () throws(NavigationError) in try self?.setScreens(newScreens) })
        replaceScreens(newScreens, cause: .setScreens)
    }

    /// Begins an interactive swipe-back of the top screen. Nothing changes until the gesture finishes.
    ///
    /// A leave guard of the top screen is asked first: when it refuses, the gesture does not begin (as
    /// UIKit's interactive pop when its recognizer should not begin), and when it asks, its handler's
    /// ``LeaveConfirmation`` pops the top screen as a completed swipe-back would.
    ///
    /// - Returns: The gesture; ``InteractiveGesture/finish()`` pops, ``InteractiveGesture/cancel()`` does not.
    /// - Throws: ``NavigationError/atRoot(stack:)``, ``NavigationError/gestureInProgress(screen:)`` or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)``.
    public func beginSwipeBack() throws(NavigationError) -> InteractiveGesture {
        if let refusal = swipeBackRefusal(asking: true) { throw refusal }
        return InteractiveGesture.beginSwipeBack(on: self)
    }

    /// Pops every screen above `index` as one change.
    @discardableResult
    func popAbove(index: Int, cause: NavigationCause) -> [Screen] {
        guard index + 1 < screens.count else { return [] }
        let popped = Array(screens[(index + 1)...])
        replaceScreens(Array(screens[...index]), cause: cause)
        return popped
    }

    /// The single mutation of a stack: counts the edit (which ends a swipe-back in progress), then swaps
    /// the list as one change. Callers have validated `newScreens`.
    func replaceScreens(_ newScreens: [Screen], cause: NavigationCause) {
        screenEdits += 1
        let kept = Set(newScreens.map(ObjectIdentifier.init))
        performChange(of: self, cause: cause, region: { containedScreens }) {
            for screen in screens where !kept.contains(ObjectIdentifier(screen)) {
                screen.container = nil
            }
            for screen in newScreens {
                screen.container = self
            }
            screens = newScreens
        }
    }
}
