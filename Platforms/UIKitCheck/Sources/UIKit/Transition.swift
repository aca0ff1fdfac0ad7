/// One view controller transition: the transition coordinator UIKit hands out while it runs
/// (`UIViewController.transitionCoordinator`), "ephemeral and lasts for the duration of the transition
/// animation" (Apple's documentation of `UIViewControllerTransitionCoordinator`).
///
/// A non-interactive animated transition ends on a later turn of the main actor or at
/// `UIKitUser.finishAnimations()`; an interactive one (a user's swipe) first waits for the user to
/// complete or cancel it.
@MainActor
final class Transition: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private(set) var hasEnded = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// What the container does when the transition ends (`isCancelled` tells which way).
    private var end: (Transition) -> Void
    /// The view controller running the transition (to find its window).
    weak var owner: UIViewController?

    init(animated: Bool, interactive: Bool, end: @escaping (Transition) -> Void) {
        isAnimated = animated
        initiallyInteractive = interactive
        isInteractive = interactive
        self.end = end
        super.init()
    }

    /// Runs `animation` now (there is nothing to animate) and keeps `completion` for the end. Returns
    /// `false` once the transition ended, as UIKit does when the animations cannot be queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The user lifted the finger: the transition stops being interactive, then the handlers of
    /// `notifyWhenInteractionChanges(_:)` run ("executed any time the transition changes from interactive
    /// to noninteractive, including when the transition ends or is canceled"), and the transition ends.
    func endInteraction(cancelled: Bool) {
        guard isInteractive, !hasEnded else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
        finish()
    }

    /// Ends the transition: the container settles (and calls its delegate's "did" method), then the
    /// completions of `animate(alongsideTransition:completion:)` run. An interactive transition still
    /// in the user's hands does not end here (chosen: its end is the user's).
    func finish() {
        guard !hasEnded, !isInteractive else { return }
        hasEnded = true
        Animations.forget(self)
        let settle = end
        end = { _ in }
        if !completionsFirst { settle(self) }
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
        if completionsFirst { settle(self) }
    }

    /// Whether the completions run before the container settles and calls its delegate's "did" method
    /// (Apple documents no order between them; `UINavigationController.completesBeforeDidShow` picks it).
    var completionsFirst = false
}

/// The animated transitions not ended yet, ended on a later turn of the main actor or all at once by
/// `UIKitUser.finishAnimations()`.
@MainActor
enum Animations {
    private static var running: [ObjectIdentifier: Transition] = [:]
    private static var order: [Transition] = []

    /// Starts `transition`; a non-interactive one ends on a later turn of the main actor.
    static func start(_ transition: Transition) {
        running[ObjectIdentifier(transition)] = transition
        order.append(transition)
        guard !transition.initiallyInteractive else { return }
        Task { @MainActor in transition.finish() }
    }

    static func forget(_ transition: Transition) {
        running[ObjectIdentifier(transition)] = nil
        order.removeAll { $0 === transition }
    }

    /// Ends every running non-interactive transition, and those their ends start, oldest first.
    static func finishAll() {
        while let next = order.first(where: { !$0.isInteractive }) { next.finish() }
    }

    /// Whether a non-interactive animation is still running in `window`.
    static func isAnimating(in window: UIWindow) -> Bool {
        order.contains { !$0.isInteractive && $0.owner?.window === window }
    }
}
