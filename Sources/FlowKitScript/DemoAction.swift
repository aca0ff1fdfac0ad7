/// A navigation gesture or call a user can make on the demo app: what a ``DemoDriver`` performs.
///
/// Each case matches one script action of the same name (see ``DemoAction``).
package enum DemoGesture: Equatable, Sendable {
    /// Taps the button with this label on the top-most screen.
    case tap(String)
    /// Taps the back button of the top-most navigation stack.
    case back
    /// An interactive swipe-back on the top-most navigation stack that completes, or is cancelled.
    case swipeBack(cancelled: Bool)
    /// Long-press back: pops this many levels of the top-most navigation stack at once (at least 1).
    case backTo(levels: Int)
    /// An interactive swipe-down on the top-most modal that completes, or is cancelled.
    case swipeDown(cancelled: Bool)
    /// Selects the tab with this title; selecting the selected tab pops its stack to the root.
    case tab(String)
    /// Opens a deep link, for example `demo://lizard/compose`.
    case open(String)
    /// Answers the open question (a confirmation dialog such as **Discard changes?**) with its first
    /// button, which makes the exit the user tried (**Discard**).
    case confirm
    /// Answers the open question with its second button, which stays (**Keep Editing**).
    case cancel

    /// The gesture written as a script line, e.g. `tap Open Website` or `swipe-back cancel`.
    package var scriptText: String {
        switch self {
        case .tap(let label): "tap \(label)"
        case .back: "back"
        case .swipeBack(let cancelled): cancelled ? "swipe-back cancel" : "swipe-back"
        case .backTo(let levels): "back-to \(levels)"
        case .swipeDown(let cancelled): cancelled ? "swipe-down cancel" : "swipe-down"
        case .tab(let title): "tab \(title)"
        case .open(let link): "open \(link)"
        case .confirm: "confirm"
        case .cancel: "cancel"
        }
    }
}

/// One action of a demo script: a gesture, the passing of time, or an expectation.
///
/// The runner handles ``wait(seconds:)`` and the expectations itself and hands gestures to the
/// ``DemoDriver``.
package enum DemoAction: Equatable, Sendable {
    /// Lets this many seconds pass (finite, not negative).
    case wait(seconds: Double)
    /// A navigation gesture performed by the driver.
    case gesture(DemoGesture)
    /// Fails unless the top-most screen has this title.
    case expectScreen(String)
    /// Fails unless exactly `count` coordinators of type `type` are alive.
    case expectAlive(type: String, count: Int)

    /// The action written as a script line (numbers in their shortest form).
    package var scriptText: String {
        switch self {
        case .wait(let seconds): "wait \(DemoAction.format(seconds: seconds))"
        case .gesture(let gesture): gesture.scriptText
        case .expectScreen(let title): "expect screen \(title)"
        case .expectAlive(let type, let count): "expect alive \(type) \(count)"
        }
    }

    /// Formats seconds without a trailing `.0` for whole numbers: `1`, `0.5`.
    package static func format(seconds: Double) -> String {
        if seconds == seconds.rounded(), abs(seconds) < 1e15 {
            return String(Int64(seconds))
        }
        return String(seconds)
    }
}
