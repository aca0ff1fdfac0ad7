/// What a user does on screen, and the passing of time, for tests: not part of UIKit's API (declared as
/// `@_spi(User)`, so code that imports UIKit without the SPI cannot call it).
///
/// Each gesture is refused, as on a device, when what it acts on is not on screen or is covered by a
/// presentation (the user touches only the topmost layer).
@_spi(User)
@MainActor
public struct UIKitUser {
    /// How an interactive gesture ends.
    public enum Outcome: Sendable {
        /// The user lets go past the threshold: the transition completes.
        case completed
        /// The user lets go before the threshold: the transition is cancelled.
        case cancelled
    }

    /// What became of a swipe-down.
    public enum SwipeDownResult: Sendable, Equatable {
        /// Refused (`isModalInPresentation`, or the delegate's `presentationControllerShouldDismiss`):
        /// the delegate's `presentationControllerDidAttemptToDismiss` was called.
        case refused
        /// The gesture began and the user cancelled it.
        case cancelled
        /// The gesture began and the presentation was dismissed.
        case dismissed
        /// The gesture could not start: the view controller is not the top presentation on screen.
        case notPossible
    }

    /// Which recognizer a swipe-back uses.
    public enum SwipeEdge: Sendable {
        /// `interactivePopGestureRecognizer`, the edge swipe.
        case edge
        /// `interactiveContentPopGestureRecognizer`, iOS 26's swipe anywhere in the content.
        case content
    }

    public init() {}

    /// Taps the back button of `navigation`: `popViewController(animated: true)`. Returns `false` when
    /// there is no back button (the root, or the controller is not on screen).
    @discardableResult
    public func tapBack(in navigation: UINavigationController) -> Bool {
        guard Self.canTouch(navigation), navigation.viewControllers.count > 1 else { return false }
        navigation.popViewController(animated: true)
        return true
    }

    /// Picks `destination` in the back button's long-press menu: `popToViewController(_:animated: true)`.
    @discardableResult
    public func longPressBack(in navigation: UINavigationController, to destination: UIViewController) -> Bool {
        let stack = navigation.viewControllers
        guard Self.canTouch(navigation), let index = stack.firstIndex(where: { $0 === destination }),
            index < stack.count - 1
        else { return false }
        navigation.popToViewController(destination, animated: true)
        return true
    }

    /// Swipes back on `navigation` and lets go with `outcome`. Returns `false` when the gesture did not
    /// begin (see `UINavigationController+InteractivePop.swift`).
    @discardableResult
    public func swipeBack(
        in navigation: UINavigationController, from edge: SwipeEdge = .edge, _ outcome: Outcome = .completed
    ) -> Bool {
        guard let gesture = beginSwipeBack(in: navigation, from: edge) else { return false }
        gesture.end(outcome)
        return true
    }

    /// Starts a swipe-back and holds it; `nil` when it did not begin.
    public func beginSwipeBack(in navigation: UINavigationController, from edge: SwipeEdge = .edge) -> HeldGesture? {
        guard Self.canTouch(navigation) else { return nil }
        let recognizer = edge == .edge ? navigation.edgePopRecognizer : navigation.contentSwipePopRecognizer
        return navigation.beginInteractivePop(with: recognizer).map(HeldGesture.init)
    }

    /// Swipes `presented` down and lets go with `outcome`.
    @discardableResult
    public func swipeDown(_ presented: UIViewController, _ outcome: Outcome = .completed) -> SwipeDownResult {
        switch beginSwipeDown(presented) {
        case .began(let gesture):
            gesture.end(outcome)
            return outcome == .completed ? .dismissed : .cancelled
        case .refused: return .refused
        case .notPossible: return .notPossible
        }
    }

    /// What starting a swipe-down gave.
    public enum SwipeDownStart {
        case began(HeldGesture)
        case refused
        case notPossible
    }

    /// Starts swiping `presented` down and holds the gesture.
    ///
    /// From Apple's documentation of `UIAdaptivePresentationControllerDelegate`: dismissal is refused
    /// "when the presentationController.isModalInPresentation returns true or
    /// presentationControllerShouldDismiss(_:) returns false", and then
    /// `presentationControllerDidAttemptToDismiss` is called; otherwise `presentationControllerWillDismiss`
    /// ("You can use this method to set up animations or interaction notifications with the
    /// presentationController's transitionCoordinator", so the interactive coordinator is set before it),
    /// and once dismissed `presentationControllerDidDismiss`. Chosen: `presentationControllerShouldDismiss`
    /// is not asked when `isModalInPresentation` refuses; a cancelled swipe calls neither "did" method.
    public func beginSwipeDown(_ presented: UIViewController) -> SwipeDownStart {
        guard let presenting = presented.presentingStorage, presented.presentedStorage == nil,
            presented.isOnScreen, presented.runningTransition == nil || presented.runningTransition?.hasEnded == true,
            let presentation = presented.presentationController
        else { return .notPossible }
        if presented.isModalInPresentationOnScreen
            || presentation.delegate?.presentationControllerShouldDismiss(presentation) == false
        {
            presentation.delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return .refused
        }
        let transition = Transition(animated: true, interactive: true) { transition in
            guard !transition.isCancelled else { return }
            presenting.endPresentation(of: presented)
            presentation.delegate?.presentationControllerDidDismiss(presentation)
        }
        transition.owner = presented
        presented.runningTransition = transition
        Animations.start(transition)
        presentation.delegate?.presentationControllerWillDismiss(presentation)
        return .began(HeldGesture(transition))
    }

    /// Taps the tab at `index` of `tabBar` (see `UITabBarController`). Returns `false` when the tab bar is
    /// not on screen or has no such tab.
    @discardableResult
    public func tapTab(_ index: Int, of tabBar: UITabBarController) -> Bool {
        guard Self.canTouch(tabBar), let tabs = tabBar.viewControllers, tabs.indices.contains(index) else { return false }
        tabBar.userTapsTab(at: index)
        return true
    }

    /// Taps the button titled `title` in the views on screen of `window` (the topmost presentation first),
    /// sending `.touchUpInside`. Returns `false` when no such button is on screen.
    @discardableResult
    public func tap(_ title: String, in window: UIWindow) -> Bool {
        for controller in window.onScreenControllers.reversed() where controller.children.isEmpty && Self.canTouch(controller) {
            if let button = Self.button(titled: title, in: controller.view) {
                button.sendActions(for: .touchUpInside)
                return true
            }
        }
        return false
    }

    /// Whether the user can touch `controller`: on screen, in the topmost layer.
    private static func canTouch(_ controller: UIViewController) -> Bool {
        controller.isOnScreen && controller.outermost.presentedStorage == nil
    }

    private static func button(titled title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title { return button }
        for subview in view.subviews {
            if let found = button(titled: title, in: subview) { return found }
        }
        return nil
    }

    /// Ends every running animation now, and those their ends start (an interactive gesture the user holds
    /// goes on).
    public func finishAnimations() { Animations.finishAll() }

    /// Whether an animation (not a held gesture) is running in `window`.
    public func isAnimating(in window: UIWindow) -> Bool { Animations.isAnimating(in: window) }

    /// UIKit's console warnings since the last call, oldest first (the process's log: tests that run
    /// concurrently share it).
    public func takeWarnings() -> [String] {
        defer { UIKitLog.warnings = [] }
        return UIKitLog.warnings
    }
}

/// An interactive gesture the user holds: a swipe-back or a swipe-down.
@_spi(User)
@MainActor
public final class HeldGesture {
    private let transition: Transition

    init(_ transition: Transition) { self.transition = transition }

    /// Lets go: the transition completes or is cancelled.
    public func end(_ outcome: UIKitUser.Outcome) {
        transition.endInteraction(cancelled: outcome == .cancelled)
    }
}

@_spi(User)
extension UINavigationController {
    /// Whether an animated push or pop runs its transition coordinator's completions before the delegate's
    /// `didShow` (by default after). Apple documents no order between them, so tests run both.
    public var completesBeforeDidShow: Bool {
        get { completionsFirstStorage }
        set { completionsFirstStorage = newValue }
    }
}
