import FlowKitScript

/// How an interactive gesture (a swipe-back or a swipe-down) ends.
public enum SwipeEnding: Hashable, Sendable {
    /// The user lets go past the threshold: the screen is popped or the modal dismissed.
    case completed
    /// The user lets go before it: nothing changes, and the appearance callbacks are replayed back.
    case cancelled
    /// The user's finger is still down: the gesture stays in progress (the model has no notion of how far
    /// it went), so the test can make another change meanwhile and see it end the gesture.
    case held
}

/// Something the user does to what they see, as a `Sendable` value: a table of them can be the
/// arguments of a parameterized test (`@Test(arguments:)`), and ``FlowTest``'s `perform(_:)`
/// carries them out.
///
/// Its description is the action as a line of the demo's script language, e.g. `tap Next`, `back`,
/// `swipe-back cancel`.
///
/// ```swift
/// @Test(arguments: [[UserAction.back], [.swipeBack(.cancelled), .swipeBack()], [.retapTab]])
/// func everyWayOutReleasesTheFlow(path: [UserAction]) throws {
///     let flow = try FlowTest(tabs: "Profile", "Other")
///     try flow.push(UpdateDetailsCoordinator())
///     flow.perform(path)
///     flow.expectScreen("Profile")
/// }
/// ```
public enum UserAction: Hashable, Sendable, CustomStringConvertible {
    /// Taps the button with this label on the top screen.
    case tap(String)
    /// Taps the back button of the top navigation stack.
    case back
    /// Swipes back on the top navigation stack.
    case swipeBack(SwipeEnding = .completed)
    /// Long-presses the back button and picks this screen of the top navigation stack (the nearest one
    /// below the top with this title): pops everything above it at once.
    case longPressBack(to: String)
    /// Long-presses the back button and picks the entry this many levels down (at least 1): the script's
    /// `back-to N`.
    case backTo(levels: Int)
    /// Pops the top navigation stack to its root, as app code does (for example a Cancel button).
    case popToRoot
    /// Taps the tab with this title on the visible tab bar; tapping the selected tab pops it to its root.
    case tapTab(String)
    /// Taps the selected tab again: pops its navigation stack to the root.
    case retapTab
    /// Swipes down the top modal.
    case swipeDown(SwipeEnding = .completed)
    /// Replaces the window's root with a plain screen of this title, shown by the root coordinator (as an
    /// app does on logout): everything in the window leaves at once.
    case replaceRoot(String)
    /// Opens a deep link with a `DeepLinks` handler of the test's router, made for the scheme of the first
    /// link opened.
    case open(String)

    /// The action as a line of the demo's script language where it has one (`tap Next`, `swipe-back cancel`,
    /// `back-to 2`), otherwise in the same style (`long-press back to Profile`, `swipe-back held`).
    public var description: String {
        switch self {
        case .longPressBack(let title): "long-press back to \(title)"
        case .popToRoot: "pop to root"
        case .retapTab: "re-tap tab"
        case .replaceRoot(let title): "replace root with \(title)"
        case .swipeBack(.held): "swipe-back held"
        case .swipeDown(.held): "swipe-down held"
        case .tap, .back, .swipeBack, .backTo, .tapTab, .swipeDown, .open:
            scriptGesture.map(\.scriptText) ?? ""
        }
    }

    /// The script gesture this action is, when the script language has it; `nil` otherwise.
    var scriptGesture: DemoGesture? {
        switch self {
        case .tap(let label): .tap(label)
        case .back: .back
        case .swipeBack(.completed): .swipeBack(cancelled: false)
        case .swipeBack(.cancelled): .swipeBack(cancelled: true)
        case .backTo(let levels): .backTo(levels: levels)
        case .tapTab(let title): .tab(title)
        case .swipeDown(.completed): .swipeDown(cancelled: false)
        case .swipeDown(.cancelled): .swipeDown(cancelled: true)
        case .open(let link): .open(link)
        case .swipeBack(.held), .swipeDown(.held), .longPressBack, .popToRoot, .retapTab, .replaceRoot:
            nil
        }
    }

    /// The script gesture whose applicability this action shares: its own, or for the actions the script
    /// lacks, the one that needs the same (a held swipe needs what a swipe needs, a pop to root or a
    /// long-press something to pop).
    var checkedGesture: DemoGesture? {
        switch self {
        case .swipeBack(.held): .swipeBack(cancelled: false)
        case .swipeDown(.held): .swipeDown(cancelled: false)
        case .popToRoot, .longPressBack: .back
        default: scriptGesture
        }
    }

    /// The action a script gesture names; `nil` for the demo's own gestures (`confirm` and `cancel` answer
    /// the demo's question screens: in a test, tap the question's button).
    init?(_ gesture: DemoGesture) {
        switch gesture {
        case .tap(let label): self = .tap(label)
        case .back: self = .back
        case .swipeBack(let cancelled): self = .swipeBack(cancelled ? .cancelled : .completed)
        case .backTo(let levels): self = .backTo(levels: levels)
        case .swipeDown(let cancelled): self = .swipeDown(cancelled ? .cancelled : .completed)
        case .tab(let title): self = .tapTab(title)
        case .open(let link): self = .open(link)
        case .confirm, .cancel: return nil
        }
    }
}
