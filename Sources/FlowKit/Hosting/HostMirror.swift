/// What the host shows, or will show once the command in progress ends: the synchronizer compares it
/// with the model to find the next command, and with the host's reports to name a user's change.
///
/// Entries are keyed by the container's identity and hold the container too, so an identifier is never
/// reused while its entry exists. A container the host filled but has not placed yet (a stack about to be
/// presented) keeps its entry while the model holds it.
@MainActor
struct HostMirror: ShownHierarchy {
    var root: Screen?
    var stacks: [ObjectIdentifier: [Screen]] = [:]
    var tabs: [ObjectIdentifier: (tabs: [Screen], selected: Int)] = [:]
    var presented: [ObjectIdentifier: Screen] = [:]
    /// The containers and presenters with an entry, by identity.
    var keys: [ObjectIdentifier: Screen] = [:]

    /// Records what the host shows after `command`, and forgets screens it no longer shows.
    mutating func apply(_ command: HostCommand) {
        switch command {
        case .setRoot(let screen): root = screen
        case .setStack(let container as Screen, _), .setTabs(let container as Screen, _, _),
            .present(_, let container), .dismiss(let container):
            keys[ObjectIdentifier(container)] = container
        case .selectTab: break
        }
        switch command {
        case .setRoot(let screen): root = screen
        case .setStack(let stack, let screens): stacks[ObjectIdentifier(stack)] = screens
        case .setTabs(let tabBar, let newTabs, let index): tabs[ObjectIdentifier(tabBar)] = (newTabs, index)
        case .selectTab(let tabBar, let index): tabs[ObjectIdentifier(tabBar)]?.selected = index
        case .present(let screen, let presenter): presented[ObjectIdentifier(presenter)] = screen
        case .dismiss(let presenter): presented[ObjectIdentifier(presenter)] = nil
        }
        prune()
    }

    /// The screens the host shows, in hierarchy order.
    var screens: [Screen] { screensInHierarchyOrder }

    /// Whether the host shows `screen`.
    func shows(_ screen: Screen) -> Bool { screens.contains { $0 === screen } }

    /// Drops the entries of screens neither shown by the host nor in the model's window.
    mutating func prune() {
        let shown = Set(screens.map(ObjectIdentifier.init))
        keys = keys.filter { shown.contains($0.key) || $0.value.window != nil }
        stacks = stacks.filter { keys[$0.key] != nil }
        tabs = tabs.filter { keys[$0.key] != nil }
        presented = presented.filter { keys[$0.key] != nil && shown.contains($0.key) }
    }
}

/// Whether two lists hold the same screens in the same order.
@MainActor
func sameScreens(_ lhs: [Screen]?, _ rhs: [Screen]) -> Bool {
    guard let lhs, lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { $0 === $1 }
}
