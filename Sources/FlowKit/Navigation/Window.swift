import Signals

/// The top of a hierarchy of screens: a root screen, replaceable (for example on logout), and the
/// publisher of every change made to the hierarchy.
///
/// Every change to the screens in a window (a push, a pop, a presentation, a tab selection, a completed
/// gesture, a new root) goes through one place, which works out which screens entered and left the
/// hierarchy, runs the appearance callbacks, and publishes one ``NavigationEvent`` on ``events``.
/// Changes made while an event is being delivered are applied at once and published after it, in order.
///
/// ```swift
/// let window = try Window(root: NavigationStack(root: Screen(title: "Home")))
/// let log = window.events.sink { print($0) }
/// try window.topNavigationStack?.push(Screen(title: "Details"))  // prints "#1 push +[Details]"
/// ```
@MainActor
public final class Window {
    /// The root screen, or `nil` for an empty window.
    public private(set) var rootScreen: Screen?

    let subject = PassthroughSubject<NavigationEvent, Never>()
    /// Told of each event before ``subject``'s subscribers (see ``attachFirst(_:)``).
    weak var observer: (any WindowObserver)?
    /// Whether an observer was attached (so that a window without one does not load a weak reference
    /// per event).
    var hasObserver = false
    /// Whether ``events`` was read: from then on an observer cannot be told first.
    var eventsWereRead = false
    /// Events waiting to be published, oldest first, and whether they are being published.
    let pendingEvents = EventQueue<NavigationEvent>()
    /// Number of committed changes; appearance reconciliation restarts when it moves.
    var changeCount = 0
    /// The `changeCount` appearance was last brought up to date with; no pass is needed while equal.
    var reconciledChange = -1
    /// Number of events created so far.
    var eventCount = 0
    /// Number of screens that left the hierarchy so far (a gesture checks its screens only when it moved).
    var exits = 0
    /// Screens whose appearance is not `.hidden`, in the order they appeared.
    var shownScreens: [Screen] = []
    /// A second leave guard for each screen of the window, asked after the screen's own
    /// ``Screen/leaveGuard``: the guard of whoever owns the screen, set by the code that records owners.
    var ownerLeaveGuard: (@MainActor (Screen) -> LeaveGuard?)? {
        didSet { if ownerLeaveGuard != nil { LeaveRule.isInUse = true } }
    }
    /// How many screens in the window have a ``Screen/leaveGuard``, kept by ``commit(_:region:_:)`` and the
    /// guard's setter.
    var guardedScreens = 0

    /// Whether a leave guard may answer for a screen of the window: without one, exits skip the leave rule.
    var mayGuardLeaves: Bool { guardedScreens > 0 || ownerLeaveGuard != nil }

    /// Creates an empty window; ``setRoot(_:)`` gives it its first screen.
    public init() {}

    /// Creates a window showing `root`.
    ///
    /// ```swift
    /// let window = try Window(root: NavigationStack(root: Screen(title: "Home")))
    /// ```
    ///
    /// - Parameter root: The root screen; it must be free (no place in a hierarchy), as for ``setRoot(_:)``.
    /// - Throws: ``NavigationError/alreadyInHierarchy(screen:)``; `root` is left as it was.
    public convenience init(root: Screen) throws(NavigationError) {
        if let refusal = root.placementRefusal { throw refusal }
        self.init()
        rootScreen = root
        var screens: [Screen] = []
        root.collectSubtree(into: &screens)
        for screen in screens {
            screen.window = self
            if screen.leaveGuard != nil { guardedScreens += 1 }
        }
        flush()
    }

    /// Every change to the hierarchy, as it happens.
    ///
    /// Events are delivered in order, each once to every subscriber, after the change is complete and the
    /// appearance callbacks ran.
    public var events: AnyPublisher<NavigationEvent, Never> {
        eventsWereRead = true
        return subject.eraseToAnyPublisher()
    }

    /// Replaces the root screen. Everything under the old root, presented modals included, leaves the
    /// hierarchy in one change.
    ///
    /// Setting the current root again does nothing. Leave guards are asked (path
    /// ``LeavePath/rootReplaced``): a logout passes unless a guard refuses it.
    ///
    /// - Parameter screen: The new root.
    /// - Throws: ``NavigationError/alreadyInHierarchy(screen:)`` if the screen has a place elsewhere, or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)`` when a leave guard refuses; nothing changes
    ///   then.
    public func setRoot(_ screen: Screen) throws(NavigationError) {
        if screen === rootScreen { return }
        if let refusal = screen.placementRefusal { throw refusal }
        try LeaveRule.check(
            in: self, cause: .setRoot, departing: { screens },
            retry: { [weak self] () throws(NavigationError) in try self?.setRoot(screen) })
        commit(.setRoot, region: { screens }) {
            if let old = rootScreen {
                old.tearDownPresentations()
            }
            rootScreen = screen
        }
    }

    /// Every screen in the hierarchy: containers before their children, presenters before what they
    /// present.
    public var screens: [Screen] {
        var screens: [Screen] = []
        rootScreen?.collectSubtree(into: &screens)
        return screens
    }
}
