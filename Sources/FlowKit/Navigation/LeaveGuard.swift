/// Decides, each time a guarded screen is about to leave the hierarchy, whether it may: set it on a
/// screen (``Screen/leaveGuard``) whose leaving would lose something, such as a form with unsaved
/// changes.
///
/// A guard decides; it does not change the navigation. It may be asked without a change following (a
/// host asking whether a gesture may begin, a deep link checked before it moves), so show a question in
/// the handler of ``LeaveDecision/ask(_:)``, which is called only when an exit is really attempted.
///
/// ```swift
/// form.leaveGuard = { [weak editor] attempt in
///     guard let editor, editor.hasChanges else { return .allow }
///     return .ask { confirmation in editor.askToDiscard(then: confirmation) }
/// }
/// ```
public typealias LeaveGuard = @MainActor (LeaveAttempt) -> LeaveDecision

/// The way a screen is about to leave the hierarchy, as a ``LeaveGuard`` is told.
///
/// Every exit path has its own case, so a guard can treat them differently (for example let a logout,
/// ``rootReplaced``, through).
public enum LeavePath: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The back button (``NavigationStack/goBack()``, or the host's back button).
    case backButton
    /// The interactive swipe-back; the gesture does not begin when refused.
    case swipeBack
    /// The long-press back menu (``NavigationStack/longPressBack(levels:)``).
    case longPressBack
    /// ``NavigationStack/popToRoot()``.
    case popToRoot
    /// A new list of screens (``NavigationStack/setScreens(_:)``, or the host's `setViewControllers` by
    /// app code).
    case setScreens
    /// A tap on the selected tab, which pops its stack to the root.
    case tabReTap
    /// The interactive swipe-down of a modal; the gesture does not begin when refused.
    case swipeDown
    /// A dismissal (``Screen/dismiss()``), including the dismissal of a chain of modals from below the
    /// guarded one.
    case dismiss
    /// A deep link leading elsewhere; checked before the link moves anything.
    case deepLink
    /// A new root for the window (``Window/setRoot(_:)``), for example on logout.
    case rootReplaced
    /// Any other call of app code that removes screens (``NavigationStack/pop()``,
    /// ``NavigationStack/popTo(_:)``, ``TabBar/setTabs(_:selectedIndex:)``).
    case appCode

    /// The path of a change made for `cause`.
    ///
    /// - Parameter cause: The call or gesture making the change.
    init(_ cause: NavigationCause) {
        switch cause {
        case .backButton: self = .backButton
        case .swipeBack: self = .swipeBack
        case .longPressBack: self = .longPressBack
        case .popToRoot: self = .popToRoot
        case .setScreens: self = .setScreens
        case .tabReselected: self = .tabReTap
        case .swipeDown: self = .swipeDown
        case .dismiss: self = .dismiss
        case .setRoot: self = .rootReplaced
        case .push, .pop, .popTo, .present, .selectTab, .setTabs: self = .appCode
        }
    }

    /// A short lowercase name, e.g. `"back-button"`.
    public var description: String {
        switch self {
        case .backButton: "back-button"
        case .swipeBack: "swipe-back"
        case .longPressBack: "long-press-back"
        case .popToRoot: "pop-to-root"
        case .setScreens: "set-screens"
        case .tabReTap: "tab-re-tap"
        case .swipeDown: "swipe-down"
        case .dismiss: "dismiss"
        case .deepLink: "deep-link"
        case .rootReplaced: "root-replaced"
        case .appCode: "app-code"
        }
    }
}

/// One attempt to make a guarded screen leave: which screen, and by which path.
///
/// ```swift
/// screen.leaveGuard = { attempt in attempt.path == .rootReplaced ? .allow : .refuse }
/// ```
public struct LeaveAttempt: Sendable {
    /// The way the screen would leave.
    public let path: LeavePath
    /// The guarded screen: the one that leaves, or the container or modal it leaves with.
    public let screen: Screen

    /// Creates an attempt.
    ///
    /// - Parameters:
    ///   - path: The way the screen would leave.
    ///   - screen: The guarded screen.
    init(path: LeavePath, screen: Screen) {
        self.path = path
        self.screen = screen
    }
}

/// What a ``LeaveGuard`` answers for one ``LeaveAttempt``.
///
/// A refusal moves nothing: a call throws ``NavigationError/leaveRefused(screen:path:asked:)``, a gesture
/// does not begin. With ``ask(_:)`` the exit is refused now too, and the handler gets a
/// ``LeaveConfirmation`` that makes the same exit again, with the guard passed over once, if the user
/// confirms.
///
/// ```swift
/// return hasChanges ? .ask { confirmation in showDiscardDialog(onDiscard: confirmation) } : .allow
/// ```
public enum LeaveDecision {
    /// The screen may leave.
    case allow
    /// The screen stays; nothing moves.
    case refuse
    /// The screen stays for now, and the handler is called (once, after the guard was asked and before
    /// the refusal reaches the caller) with a confirmation that retries the exit.
    case ask(@MainActor (LeaveConfirmation) -> Void)
}

/// A decision holds a main-actor closure: it is made and used on the main actor.
@available(*, unavailable)
extension LeaveDecision: Sendable {}
