import Signals

/// Which call or gesture changed the navigation hierarchy.
public enum NavigationCause: Hashable, Sendable, CustomStringConvertible {
    /// ``NavigationStack/push(_:)``.
    case push
    /// ``NavigationStack/pop()``.
    case pop
    /// The back button (``NavigationStack/goBack()``).
    case backButton
    /// ``NavigationStack/popToRoot()``.
    case popToRoot
    /// ``NavigationStack/popTo(_:)``.
    case popTo
    /// The long-press back menu (``NavigationStack/longPressBack(levels:)``).
    case longPressBack
    /// ``NavigationStack/setScreens(_:)``.
    case setScreens
    /// A completed interactive swipe-back (``NavigationStack/beginSwipeBack()``).
    case swipeBack
    /// ``Screen/present(_:)``.
    case present
    /// ``Screen/dismiss()``.
    case dismiss
    /// A completed interactive swipe-down (``Screen/beginSwipeDown()``).
    case swipeDown
    /// A programmatic tab selection or a tap on another tab.
    case selectTab
    /// A tap on the already selected tab, which pops its stack to the root.
    case tabReselected
    /// ``TabBar/setTabs(_:selectedIndex:)``.
    case setTabs
    /// ``Window/setRoot(_:)``.
    case setRoot

    /// A short lowercase name, e.g. `"swipe-back"`.
    public var description: String {
        switch self {
        case .push: "push"
        case .pop: "pop"
        case .backButton: "back"
        case .popToRoot: "pop-to-root"
        case .popTo: "pop-to"
        case .longPressBack: "long-press-back"
        case .setScreens: "set-screens"
        case .swipeBack: "swipe-back"
        case .present: "present"
        case .dismiss: "dismiss"
        case .swipeDown: "swipe-down"
        case .selectTab: "select-tab"
        case .tabReselected: "tab-reselected"
        case .setTabs: "set-tabs"
        case .setRoot: "set-root"
        }
    }
}

/// One change of a window's hierarchy: which screens entered it, which left it, and why.
///
/// Screens are listed in hierarchy order (containers before their children, presenters before what they
/// present). The event holds the screens strongly: don't store events longer than you need them, or the
/// removed screens stay alive.
public struct NavigationEvent: Sendable {
    /// The event's position among all events of its window, from 1.
    public let sequence: Int
    /// The call or gesture that made the change.
    public let cause: NavigationCause
    /// Screens that entered the window's hierarchy.
    public let added: [Screen]
    /// Screens that left the window's hierarchy.
    public let removed: [Screen]

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - sequence: The event's position among its window's events.
    ///   - cause: The call or gesture that made the change.
    ///   - added: Screens that entered the hierarchy.
    ///   - removed: Screens that left the hierarchy.
    init(sequence: Int, cause: NavigationCause, added: [Screen], removed: [Screen]) {
        self.sequence = sequence
        self.cause = cause
        self.added = added
        self.removed = removed
    }

}

extension NavigationEvent: @MainActor CustomStringConvertible {
    /// For example `#3 back -[Settings]`: the sequence, the cause, then the titles added and removed.
    @MainActor
    public var description: String {
        var text = "#\(sequence) \(cause)"
        if !added.isEmpty { text += " +[\(added.map { $0.title }.joined(separator: ", "))]" }
        if !removed.isEmpty { text += " -[\(removed.map { $0.title }.joined(separator: ", "))]" }
        return text
    }
}
