import FlowKit

/// A stand-in for UIKit's view-controller hierarchy: it carries out a synchronizer's commands and reports
/// user actions in the order UIKit calls its delegates back.
///
/// - `setViewControllers`: the navigation controller delegate's `didShow` when the transition ends, then
///   the completion. Programmatic tab selection, `present` and `dismiss` call no delegate (as UIKit).
/// - Back button, long-press back menu, `setViewControllers` from app code: `didShow` with the new list.
/// - Swipe-back: the interactive pop recognizer's `gestureRecognizerShouldBegin` (nothing more when it
///   answers `false`), `willShow` (interactive), then either the interaction's cancellation (no `didShow`)
///   or `didShow` with one screen fewer.
/// - Swipe-down: `shouldDismiss` (not asked past `isModalInPresentation`); when refused,
///   `didAttemptToDismiss` and nothing more; otherwise `willDismiss`, then either the cancellation or
///   `didDismiss`.
/// - Tab tap: `shouldSelect`, the pop to root on a re-tap, `didSelect`, then `didShow` if it popped.
@MainActor
final class SimulatedUIKit: NavigationHost {
    var sync: HostSynchronizer!
    var root: Screen?
    var stacks: [ObjectIdentifier: [Screen]] = [:]
    var tabs: [ObjectIdentifier: [Screen]] = [:]
    var selected: [ObjectIdentifier: Int] = [:]
    var presented: [ObjectIdentifier: Screen] = [:]
    /// The calls the synchronizer made, e.g. `"setStack Home [Home, A1] animated"`.
    var calls: [String] = []
    /// When `false`, animated transitions wait for ``completeTransition()``.
    var completesAtOnce = true
    /// When `true`, animated transitions end on a later turn of the main actor, as UIKit's animations do
    /// (for tests that await ``HostSynchronizer/waitUntilShown()``).
    var completesOnLaterTurn = false
    /// The commands this host cannot carry out, and why: `perform` throws before changing anything, as
    /// `UIKitHost` does for a container whose view controller is of the wrong kind.
    var failure: (HostCommand) -> HostError? = { _ in nil }
    private var running: [() -> Void] = []
    /// Every screen the host was given, held so that no identifier it keys state by is reused (a view
    /// controller keeps its own state; this stand-in keys it by identity).
    private var known: [ObjectIdentifier: Screen] = [:]

    private func remember(_ screens: [Screen]) {
        for screen in screens { known[ObjectIdentifier(screen)] = screen }
    }

    /// Ends every presentation from `presenter` up the chain, as `dismiss(animated:)` does.
    private func dismissChain(from presenter: Screen) {
        var next = presented.removeValue(forKey: ObjectIdentifier(presenter))
        while let screen = next { next = presented.removeValue(forKey: ObjectIdentifier(screen)) }
    }

    func perform(_ command: HostCommand, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(HostError)
    {
        if let error = failure(command) {
            calls.append("\(command) failed")
            throw error
        }
        calls.append("\(command)" + (animated ? " animated" : ""))
        switch command {
        case .setRoot(let screen), .present(let screen, _): remember([screen])
        case .setStack(let stack, let screens): remember([stack] + screens)
        case .setTabs(let tabBar, let newTabs, _): remember([tabBar] + newTabs)
        case .selectTab, .dismiss: break
        }
        switch command {
        case .setRoot(let screen): root = screen
        case .setStack(let stack, let screens): stacks[ObjectIdentifier(stack)] = screens
        case .setTabs(let tabBar, let newTabs, let index):
            tabs[ObjectIdentifier(tabBar)] = newTabs
            selected[ObjectIdentifier(tabBar)] = index
        case .selectTab(let tabBar, let index): selected[ObjectIdentifier(tabBar)] = index
        case .present(let screen, let presenter): presented[ObjectIdentifier(presenter)] = screen
        case .dismiss(let presenter): dismissChain(from: presenter)
        }
        let end = { [self] in
            if case .setStack(let stack, let screens) = command { sync.hostDidShow(screens, in: stack) }
            completion()
        }
        if animated && completesOnLaterTurn {
            Task { @MainActor in end() }
        } else if animated && !completesAtOnce {
            running.append(end)
        } else {
            end()
        }
    }

    /// Whether an animated transition waits to end.
    var isAnimating: Bool { !running.isEmpty }

    /// Ends the oldest running transition.
    func completeTransition() {
        guard !running.isEmpty else { return }
        running.removeFirst()()
    }

    /// Returns the calls made so far and empties the list.
    func takeCalls() -> [String] {
        defer { calls = [] }
        return calls
    }

    func screens(of stack: NavigationStack) -> [Screen] { stacks[ObjectIdentifier(stack)] ?? [] }

    // MARK: User actions

    func tapBack(_ stack: NavigationStack) {
        stacks[ObjectIdentifier(stack)]?.removeLast()
        sync.hostDidShow(screens(of: stack), in: stack)
    }

    /// Returns `false` when the gesture did not begin.
    @discardableResult
    func swipeBack(_ stack: NavigationStack, completes: Bool) -> Bool {
        guard sync.hostShouldBeginSwipeBack(on: stack) else { return false }
        sync.hostWillBeginSwipeBack(on: stack)
        guard completes else {
            sync.hostDidCancelSwipeBack(on: stack)
            return true
        }
        stacks[ObjectIdentifier(stack)]?.removeLast()
        sync.hostDidShow(screens(of: stack), in: stack)
        return true
    }

    func longPressBack(_ stack: NavigationStack, levels: Int) {
        stacks[ObjectIdentifier(stack)]?.removeLast(levels)
        sync.hostDidShow(screens(of: stack), in: stack)
    }

    /// App code calls `setViewControllers` on the navigation controller directly.
    func appSetViewControllers(_ stack: NavigationStack, _ screens: [Screen]) {
        remember(screens)
        stacks[ObjectIdentifier(stack)] = screens
        sync.hostDidShow(screens, in: stack)
    }

    enum SwipeDownOutcome { case refused, cancelled, dismissed }

    @discardableResult
    func swipeDown(_ modal: Screen, completes: Bool) -> SwipeDownOutcome {
        guard let presenter = presenter(of: modal), presented[ObjectIdentifier(modal)] == nil else { return .refused }
        guard sync.hostShouldSwipeDown(modal) else {
            sync.hostDidAttemptToSwipeDown(modal)
            return .refused
        }
        sync.hostWillSwipeDown(modal)
        guard completes else {
            sync.hostDidCancelSwipeDown(modal)
            return .cancelled
        }
        presented[ObjectIdentifier(presenter)] = nil
        sync.hostDidSwipeDown(modal)
        return .dismissed
    }

    func tapTab(_ index: Int, of tabBar: TabBar) {
        let id = ObjectIdentifier(tabBar)
        guard sync.hostShouldSelectTab(index, in: tabBar), let tab = tabs[id]?[index] else { return }
        var popped: NavigationStack?
        if selected[id] == index, let stack = tab as? NavigationStack, screens(of: stack).count > 1 {
            stacks[ObjectIdentifier(stack)] = [screens(of: stack)[0]]
            popped = stack
        }
        selected[id] = index
        sync.hostDidSelectTab(index, in: tabBar)
        if let popped { sync.hostDidShow(screens(of: popped), in: popped) }
    }

    func replaceRoot(with screen: Screen) {
        remember([screen])
        root = screen
        sync.hostDidReplaceRoot(with: screen)
    }

    func presenter(of modal: Screen) -> Screen? {
        guard let entry = presented.first(where: { $0.value === modal }) else { return nil }
        return allScreens.first { ObjectIdentifier($0) == entry.key }
    }

    /// The screens shown, in hierarchy order.
    var allScreens: [Screen] {
        var result: [Screen] = []
        func visit(_ screen: Screen) {
            result.append(screen)
            let id = ObjectIdentifier(screen)
            for child in stacks[id] ?? tabs[id] ?? [] { visit(child) }
            if let next = presented[id] { visit(next) }
        }
        if let root { visit(root) }
        return result
    }

    /// The hierarchy shown, as indented text (see ``renderTree(_:children:selected:presented:)``).
    var tree: String {
        renderTree(
            root, children: { self.stacks[ObjectIdentifier($0)] ?? self.tabs[ObjectIdentifier($0)] ?? [] },
            selected: { self.selected[ObjectIdentifier($0)] }, presented: { self.presented[ObjectIdentifier($0)] })
    }
}

/// A window's hierarchy as indented text, in the same form as ``SimulatedUIKit/tree``.
@MainActor
func modelTree(_ window: Window) -> String {
    renderTree(
        window.rootScreen,
        children: { ($0 as? NavigationStack)?.screens ?? ($0 as? TabBar)?.tabs ?? [] },
        selected: { ($0 as? TabBar)?.selectedIndex },
        presented: { $0.presentedScreen })
}

/// Renders a tree: one screen a line, indented by depth, with the selected tab and presentations marked.
/// `presented` is asked only of layer roots.
@MainActor
func renderTree(
    _ root: Screen?, children: (Screen) -> [Screen], selected: (Screen) -> Int?, presented: (Screen) -> Screen?
) -> String {
    var lines: [String] = []
    func visit(_ screen: Screen, depth: Int, prefix: String) {
        let selection = selected(screen).map { " selected \($0)" } ?? ""
        lines.append(String(repeating: "  ", count: depth) + prefix + screen.title + selection)
        for child in children(screen) { visit(child, depth: depth + 1, prefix: "") }
        if depth == 0 || !prefix.isEmpty, let next = presented(screen) {
            visit(next, depth: depth + 1, prefix: "presents ")
        }
    }
    if let root { visit(root, depth: 0, prefix: "") }
    return lines.joined(separator: "\n")
}
