import FlowKit

/// The user's actions, written to the bindings as SwiftUI does.
extension SimulatedSwiftUI {
    func tapBack(_ stack: NavigationStack) {
        host.setPath(host.path(of: stack).dropLast(), of: stack)
    }

    func swipeBack(_ stack: NavigationStack, completes: Bool) {
        guard completes else { return }  // a cancelled swipe writes nothing
        host.setPath(host.path(of: stack).dropLast(), of: stack)
    }

    func longPressBack(_ stack: NavigationStack, levels: Int) {
        host.setPath(host.path(of: stack).dropLast(levels), of: stack)
    }

    /// A `NavigationLink(value:)` the user tapped: the path setter with the screen appended.
    func tapLink(to screen: Screen, in stack: NavigationStack) {
        host.setPath(host.path(of: stack) + [screen], of: stack)
    }

    enum SwipeDownOutcome { case refused, cancelled, dismissed }

    /// A swipe-down of the top level `modal`; its `onDismiss` comes when the animation ends.
    @discardableResult
    func swipeDown(_ modal: Screen, completes: Bool) -> SwipeDownOutcome {
        guard let presenter = host.shownScreens.first(where: { host.presented(by: $0) === modal }),
            host.presented(by: modal) == nil, !host.isSwipeDownDisabled(modal)
        else { return .refused }
        guard completes else { return .cancelled }
        userDismissed(modal, by: presenter)
        return .dismissed
    }

    func tapTab(_ index: Int, of tabBar: TabBar) {
        let wasSelected = host.selection(of: tabBar) == index
        host.setSelection(index, of: tabBar)
        if wasSelected, let stack = host.tabs(of: tabBar)[index] as? NavigationStack, !host.path(of: stack).isEmpty {
            host.setPath([], of: stack)
        }
    }
}
