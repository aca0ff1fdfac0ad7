import Signals

/// How a finished coordinator's screens leave the hierarchy: through the model's own changes (a dismissal,
/// a pop, a new list of screens), published like any other.
extension Router {
    /// Removes `screens` from the window, each exactly once, with as few changes as possible:
    ///
    /// - a presented screen is dismissed (with everything presented above it, as UIKit does);
    /// - screens in a navigation stack are dropped from it in one change per stack (a pop when they are
    ///   on top); the stack's root is kept, since a stack cannot pop its root;
    /// - a window root or a tab is left in place: the parent replaces it (for example with a new root).
    ///
    /// Screens inside a container that is itself removed go with their container.
    func removeFromHierarchy(_ screens: [Screen]) {
        guard !screens.isEmpty else { return }
        let ids = Set(screens.map(ObjectIdentifier.init))
        let topLevel = screens.filter { screen in
            guard let container = screen.container else { return true }
            return !ids.contains(ObjectIdentifier(container))
        }
        for screen in topLevel where screen.window === window {
            if let presenter = screen.presenter {
                presenter.dismissPresentedChain(cause: .dismiss)
            }
        }
        var stacks: [NavigationStack] = []
        for screen in topLevel where screen.window === window {
            if let stack = screen.container as? NavigationStack, !stacks.contains(where: { $0 === stack }) {
                stacks.append(stack)
            }
        }
        for stack in stacks where stack.window === window {
            var kept = stack.screens.filter { !ids.contains(ObjectIdentifier($0)) }
            if kept.isEmpty, let root = stack.rootScreen { kept = [root] }
            if kept.count != stack.screens.count {
                // A pop when only screens on top go, as the stack's own calls would name it.
                let isPop = kept.indices.allSatisfy { kept[$0] === stack.screens[$0] }
                stack.replaceScreens(kept, cause: isPop ? .pop : .setScreens)
            }
        }
    }
}
