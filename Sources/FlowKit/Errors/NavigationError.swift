import Signals

/// Why a navigation call was refused.
///
/// Every refused call leaves the hierarchy exactly as it was. Calls that UIKit treats as harmless
/// (popping to the root when already there, selecting the selected tab programmatically) are documented
/// no-ops instead of errors.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stack holds one screen or none, so there is nothing to pop or swipe back to.
    case atRoot(stack: String)
    /// The screen already has a place (in a stack, a tab bar, a presentation or as a window root).
    case alreadyInHierarchy(screen: String)
    /// Adding the screen would make it contain itself.
    case wouldCreateCycle(screen: String)
    /// A navigation stack cannot be pushed onto (or placed inside) another navigation stack.
    case cannotPushNavigationStack(screen: String)
    /// The same screen appears twice in a list of screens.
    case duplicateScreen(screen: String)
    /// The screen is not in this navigation stack.
    case notInStack(screen: String, stack: String)
    /// `levels` must be at least 1 and less than the number of screens in the stack.
    case invalidLevels(levels: Int, stack: String)
    /// The screen is not in a window, so it cannot present or be swiped.
    case notInWindow(screen: String)
    /// The presentation context already presents a screen.
    case alreadyPresenting(presenter: String, presented: String)
    /// Nothing is presented by the screen, and the screen is not presented either.
    case nothingToDismiss(screen: String)
    /// The screen is not presented modally, so it cannot be swiped down.
    case notPresented(screen: String)
    /// The modal presents another screen on top of itself, which covers it.
    case coveredByPresentation(screen: String, presented: String)
    /// The modal refuses interactive dismissal (``Screen/isModalInPresentation``).
    case modalInPresentation(screen: String)
    /// An interactive gesture is already in progress on this stack or modal.
    case gestureInProgress(screen: String)
    /// The gesture already ended: it finished, was cancelled, or was interrupted by another change.
    case gestureEnded
    /// No tab at this index.
    case noSuchTab(index: Int, count: Int)
    /// No tab with this title.
    case noSuchTabTitle(title: String, offered: [String])
    /// No button with this label on the screen.
    case noSuchButton(label: String, screen: String, offered: [String])
    /// A leave guard (``Screen/leaveGuard``) refused to let `screen` leave by `path`; nothing moved.
    /// `asked` is `true` when the guard asks the user instead, and its handler was called with a
    /// ``LeaveConfirmation`` that retries the exit if the user confirms.
    case leaveRefused(screen: String, path: LeavePath, asked: Bool)
    /// The coordinator was released (or never started), so it can no longer navigate or start children.
    case coordinatorReleased(coordinator: String)
    /// The coordinator was already started once; a coordinator runs only once.
    case coordinatorAlreadyStarted(coordinator: String)
    /// The coordinator was started without a place to show screens (see ``Coordinator/show(_:)``).
    case noPlacement(coordinator: String)

    /// A sentence saying what went wrong and what was offered instead.
    public var description: String {
        switch self {
        case .atRoot(let stack):
            return "'\(stack)' is at its root: nothing to go back to"
        case .alreadyInHierarchy(let screen):
            return "'\(screen)' already has a place in a hierarchy"
        case .wouldCreateCycle(let screen):
            return "'\(screen)' would contain itself"
        case .cannotPushNavigationStack(let screen):
            return "'\(screen)' is a navigation stack and cannot go inside another navigation stack"
        case .duplicateScreen(let screen):
            return "'\(screen)' appears twice"
        case .notInStack(let screen, let stack):
            return "'\(screen)' is not in the stack '\(stack)'"
        case .invalidLevels(let levels, let stack):
            return "cannot go back \(levels) level(s) in '\(stack)'"
        case .notInWindow(let screen):
            return "'\(screen)' is not in a window"
        case .alreadyPresenting(let presenter, let presented):
            return "'\(presenter)' already presents '\(presented)'"
        case .nothingToDismiss(let screen):
            return "'\(screen)' neither presents nor is presented: nothing to dismiss"
        case .notPresented(let screen):
            return "'\(screen)' is not presented modally"
        case .coveredByPresentation(let screen, let presented):
            return "'\(screen)' is covered by '\(presented)'"
        case .modalInPresentation(let screen):
            return "'\(screen)' refuses interactive dismissal (modal in presentation)"
        case .gestureInProgress(let screen):
            return "a gesture is already in progress on '\(screen)'"
        case .gestureEnded:
            return "the gesture already ended"
        case .noSuchTab(let index, let count):
            return "no tab at index \(index) (there are \(count))"
        case .noSuchTabTitle(let title, let offered):
            return "no tab titled '\(title)'; tabs: \(offered.map { "'\($0)'" }.joined(separator: ", "))"
        case .noSuchButton(let label, let screen, let offered):
            let list = offered.isEmpty ? "none" : offered.map { "'\($0)'" }.joined(separator: ", ")
            return "no button '\(label)' on '\(screen)'; buttons: \(list)"
        case .leaveRefused(let screen, let path, let asked):
            return "'\(screen)' refuses to leave (\(path))" + (asked ? "; the user is asked to confirm" : "")
        case .coordinatorReleased(let coordinator):
            return "\(coordinator) is not running (released or not started)"
        case .coordinatorAlreadyStarted(let coordinator):
            return "\(coordinator) was already started"
        case .noPlacement(let coordinator):
            return "\(coordinator) has no place to show screens: start it with push, present or setRoot"
        }
    }
}
