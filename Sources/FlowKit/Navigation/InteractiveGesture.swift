/// An interactive transition in progress: a swipe-back on a navigation stack or a swipe-down on a modal.
///
/// While it is in progress the hierarchy is unchanged; the screen leaving got `willDisappear` and the
/// screen revealed got `willAppear`. ``finish()`` completes the change (one ``NavigationEvent`` with cause
/// ``NavigationCause/swipeBack`` or ``NavigationCause/swipeDown``); ``cancel()`` changes nothing and
/// replays the appearance callbacks back.
///
/// Any other change to the same stack or modal (a programmatic pop, a push, a dismissal, a presentation
/// on the modal, the stack or modal or one of the screens it moves leaving the hierarchy) interrupts the
/// gesture: it then behaves as cancelled, and ``finish()`` throws
/// ``NavigationError/gestureEnded`` instead of popping a second time. The gesture notices it itself, from
/// the change counts the model keeps on its screens: nothing in the model calls back into a gesture.
///
/// ```swift
/// let swipe = try stack.beginSwipeBack()
/// swipe.cancel()                 // nothing changes
/// try stack.beginSwipeBack().finish()   // pops the top screen
/// ```
@MainActor
public final class InteractiveGesture {
    /// Which gesture this is.
    public enum Kind: Sendable, Equatable {
        /// The interactive pop of a navigation stack.
        case swipeBack
        /// The interactive dismissal of a modal.
        case swipeDown
    }

    /// Where the gesture is.
    public enum State: Sendable, Equatable {
        /// Begun, neither finished nor cancelled.
        case inProgress
        /// Completed: the change was made.
        case finished
        /// Cancelled by the user: nothing changed.
        case cancelled
        /// Ended by another change to the same stack or modal: nothing changed by the gesture.
        case interrupted
    }

    /// Which gesture this is.
    public let kind: Kind
    /// Where the gesture is: as it ended, or ``State/interrupted`` as soon as its stack or modal changed.
    public var state: State {
        ended ?? (isOverruled ? .interrupted : .inProgress)
    }

    /// How the gesture ended (finished or cancelled), or `nil` while nothing ended it.
    private var ended: State?
    /// The stack (swipe-back) or the modal (swipe-down).
    private weak var target: Screen?
    /// The target when it is a stack (swipe-back).
    private weak var stack: NavigationStack?
    /// The target's edits (``NavigationStack/screenEdits`` or ``Screen/presentationEdits``) and
    /// ``Screen/exits`` when the gesture began.
    private let targetEdits: Int
    private let targetExits: Int
    /// The window of the screens the gesture drives, and its ``Window/exits`` when they were claimed.
    private weak var window: Window?
    private var windowExits = 0
    /// The screens whose appearance the gesture drives, and their ``Screen/exits`` when claimed.
    private var involved: [WeakScreen] = []
    private var involvedExits: [Int] = []

    private init(kind: Kind, target: Screen, stack: NavigationStack?) {
        self.kind = kind
        self.target = target
        self.stack = stack
        targetEdits = stack?.screenEdits ?? target.presentationEdits
        targetExits = target.exits
    }

    /// Whether another change overruled the gesture: its stack or modal changed or left the hierarchy,
    /// or a screen it moves left it.
    private var isOverruled: Bool {
        guard let target, target.exits == targetExits else { return true }
        let edits = kind == .swipeBack ? stack?.screenEdits : target.presentationEdits
        guard edits == targetEdits else { return true }
        // Nothing left the window since the screens were claimed: none of them did.
        guard let window, window.exits != windowExits else { return false }
        for index in involved.indices where involved[index].screen?.exits != involvedExits[index] {
            return true
        }
        return false
    }

    /// Begins a swipe-back on `stack`, which must hold at least two screens and no other gesture.
    static func beginSwipeBack(on stack: NavigationStack) -> InteractiveGesture {
        let gesture = InteractiveGesture(kind: .swipeBack, target: stack, stack: stack)
        stack.activeSwipeBack = gesture
        let screens = stack.screens
        gesture.start(leaving: screens[screens.count - 1], arriving: screens[screens.count - 2], in: stack)
        return gesture
    }

    /// Begins a swipe-down of `modal`, which must be presented, uncovered and without another gesture.
    static func beginSwipeDown(of modal: Screen, presenter: Screen) -> InteractiveGesture {
        let gesture = InteractiveGesture(kind: .swipeDown, target: modal, stack: nil)
        modal.activeSwipeDown = gesture
        gesture.start(leaving: modal, arriving: presenter, in: modal)
        return gesture
    }

    /// Runs the `will` callbacks, if the container is on screen.
    private func start(leaving: Screen, arriving: Screen, in container: Screen) {
        guard let window = container.window, container.appearance == .visible else { return }
        let claimed = window.claimTransition(for: self, leaving: leaving.visiblePath, arriving: arriving.visiblePath)
        self.window = window
        windowExits = window.exits
        involved = claimed.map { WeakScreen(screen: $0) }
        involvedExits = claimed.map(\.exits)
        for screen in claimed {
            guard state == .inProgress else { return }
            if screen.appearance == .visible {
                screen.appearance = .disappearing
                screen.willDisappear()
            } else {
                screen.appearance = .appearing
                screen.willAppear()
            }
        }
    }

    /// Completes the gesture: pops the stack's top screen, or dismisses the modal and everything above.
    ///
    /// Leave guards (``Screen/leaveGuard``) were asked when the gesture began, as UIKit asks before its
    /// gesture starts; they are not asked again here.
    ///
    /// - Throws: ``NavigationError/gestureEnded`` if the gesture already finished, was cancelled or was
    ///   interrupted; nothing changes then.
    public func finish() throws(NavigationError) {
        guard state == .inProgress, let target else { throw .gestureEnded }
        end(as: .finished)
        switch kind {
        case .swipeBack:
            // The gesture began with two screens or more, and any change to the stack since interrupted it.
            guard let stack = target as? NavigationStack else { return }
            stack.popAbove(index: stack.screens.count - 2, cause: .swipeBack)
        case .swipeDown:
            guard let presenter = target.presenter else { return }
            presenter.dismissPresentedChain(cause: .swipeDown)
        }
    }

    /// Cancels the gesture: nothing changes; the appearance callbacks are replayed back. Does nothing if
    /// the gesture already ended.
    public func cancel() {
        guard state == .inProgress else { return }
        let window = target?.window
        end(as: .cancelled)
        window?.invalidateAppearance()
    }

    private func end(as final: State) {
        ended = final
        for entry in involved {
            if let screen = entry.screen, screen.transitionGesture === self { screen.transitionGesture = nil }
        }
        involved = []
        involvedExits = []
        if let stack = target as? NavigationStack, stack.activeSwipeBack === self {
            stack.activeSwipeBack = nil
        }
        if let target, target.activeSwipeDown === self {
            target.activeSwipeDown = nil
        }
    }
}
