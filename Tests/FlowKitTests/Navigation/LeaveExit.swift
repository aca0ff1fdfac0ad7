import FlowKit
import Testing

/// Every way a guarded screen `G` can leave the model, each set up in a fresh window: the call or gesture,
/// the path its guard is told, and the event the exit publishes once it is allowed.
@MainActor
enum LeaveExit: String, CaseIterable, CustomTestStringConvertible {
    case backButton, swipeBack, longPressBack, popToRoot, setScreens, tabReTap, swipeDown, dismissFromBelow
    case rootReplaced, pop, popTo, setTabs

    nonisolated var testDescription: String { rawValue }

    /// A window where the exit would remove `G`.
    struct Setup {
        let window: Window
        /// The guarded screen.
        let guarded: Screen
        /// Makes the exit (a gesture begins and finishes).
        let perform: () throws(NavigationError) -> Void
    }

    /// The path the guard is told.
    var path: LeavePath {
        switch self {
        case .backButton: .backButton
        case .swipeBack: .swipeBack
        case .longPressBack: .longPressBack
        case .popToRoot: .popToRoot
        case .setScreens: .setScreens
        case .tabReTap: .tabReTap
        case .swipeDown: .swipeDown
        case .dismissFromBelow: .dismiss
        case .rootReplaced: .rootReplaced
        case .pop, .popTo, .setTabs: .appCode
        }
    }

    /// The event the allowed exit publishes, without its sequence number.
    var event: String {
        switch self {
        case .backButton: "back -[G]"
        case .swipeBack: "swipe-back -[G]"
        case .longPressBack: "long-press-back -[G, B]"
        case .popToRoot: "pop-to-root -[G, B]"
        case .setScreens: "set-screens +[X] -[G]"
        case .tabReTap: "tab-reselected -[G]"
        case .swipeDown: "swipe-down -[M, G]"
        case .dismissFromBelow: "dismiss -[M1, M2, G]"
        case .rootReplaced: "set-root +[New] -[S, Root, G]"
        case .pop: "pop -[G]"
        case .popTo: "pop-to -[G, B]"
        case .setTabs: "set-tabs -[T2, T2 Root, G]"
        }
    }

    func setUp() throws -> Setup {
        let root = Screen(title: "Root")
        let guarded = Screen(title: "G")
        switch self {
        case .backButton, .swipeBack, .pop:
            let stack = try NavigationStack(root: root, title: "S")
            let window = try Window(root: stack)
            try stack.push(guarded)
            let perform: () throws(NavigationError) -> Void =
                switch self {
                case .backButton: { () throws(NavigationError) in try stack.goBack() }
                case .swipeBack: { () throws(NavigationError) in try stack.beginSwipeBack().finish() }
                default: { () throws(NavigationError) in _ = try stack.pop() }
                }
            return Setup(window: window, guarded: guarded, perform: perform)
        case .longPressBack, .popToRoot, .popTo:
            let stack = try NavigationStack(root: root, title: "S")
            let window = try Window(root: stack)
            try stack.setScreens([root, guarded, Screen(title: "B")])
            let perform: () throws(NavigationError) -> Void =
                switch self {
                case .longPressBack: { () throws(NavigationError) in try stack.longPressBack(levels: 2) }
                case .popToRoot: { () throws(NavigationError) in _ = try stack.popToRoot() }
                default: { () throws(NavigationError) in _ = try stack.popTo(root) }
                }
            return Setup(window: window, guarded: guarded, perform: perform)
        case .setScreens:
            let stack = try NavigationStack(root: root, title: "S")
            let window = try Window(root: stack)
            try stack.push(guarded)
            let replacement = Screen(title: "X")
            return Setup(window: window, guarded: guarded) { () throws(NavigationError) in
                try stack.setScreens([root, replacement])
            }
        case .tabReTap, .setTabs:
            let first = try NavigationStack(root: root, title: "T1")
            let second = try NavigationStack(root: Screen(title: "T2 Root"), title: "T2")
            let tabs = try TabBar(tabs: [first, second], selectedIndex: self == .tabReTap ? 0 : 1)
            let window = try Window(root: tabs)
            try (self == .tabReTap ? first : second).push(guarded)
            if self == .tabReTap {
                return Setup(window: window, guarded: guarded) { () throws(NavigationError) in try tabs.tapTab(0) }
            }
            return Setup(window: window, guarded: guarded) { () throws(NavigationError) in
                try tabs.setTabs([first], selectedIndex: 0)
            }
        case .swipeDown:
            let window = try Window(root: root)
            let modal = try NavigationStack(root: guarded, title: "M")
            try root.present(modal)
            return Setup(window: window, guarded: guarded) { () throws(NavigationError) in
                try modal.beginSwipeDown().finish()
            }
        case .dismissFromBelow:
            let window = try Window(root: root)
            let first = Screen(title: "M1")
            try root.present(first)
            let second = try NavigationStack(root: guarded, title: "M2")
            try first.present(second)
            return Setup(window: window, guarded: guarded) { () throws(NavigationError) in try root.dismiss() }
        case .rootReplaced:
            let stack = try NavigationStack(root: root, title: "S")
            let window = try Window(root: stack)
            try stack.push(guarded)
            let replacement = Screen(title: "New")
            return Setup(window: window, guarded: guarded) { () throws(NavigationError) in
                try window.setRoot(replacement)
            }
        }
    }
}
