import Signals

/// Keeps a ``NavigationHost`` (UIKit, or a simulated one) showing the same tree as a ``Window``, both
/// ways: the model's changes become host commands, and what the user does on the host becomes the model
/// change with its true ``NavigationCause``.
///
/// Model → host: after every event, the synchronizer compares what the host shows with the model and
/// issues the commands that bring it level, one at a time: the next one only when the host reported the
/// previous transition ended, and none while a user's interactive gesture runs on the host. Changes made
/// meanwhile are merged into the next command, as UIKit would animate them.
///
/// Host → model: the host's reports (`hostDidShow`, `hostDidSwipeDown`, ...) name what the host now shows;
/// the synchronizer records it first, then makes the change in the model, so the event it publishes finds
/// nothing to send back: no change is echoed. A change the model refuses is reported on ``refusals`` and
/// undone on the host (the model wins). A command the host cannot carry out is reported on
/// ``hostFailures``.
///
/// ```swift
/// let router = Router(window: window)
/// let sync = HostSynchronizer(window: window, host: uikitHost)
/// router.start(AppCoordinator())
/// sync.start()
/// ```
@MainActor
public final class HostSynchronizer {
    /// The window shown.
    public let window: Window
    /// What the host shows, or will show once the command in progress ends.
    var mirror = HostMirror()
    /// The host; held weakly, as the host usually owns the synchronizer.
    weak var host: (any NavigationHost)?
    /// The number of the command in progress, or `nil` when none runs.
    var transition: Int?
    var transitionCount = 0
    /// Whether the command loop is running (a host completing at once re-enters it).
    var pumping = false
    /// The user's interactive gestures in progress on the host, by stack or modal.
    var gestures: [ObjectIdentifier: InteractiveGesture] = [:]
    /// The stacks whose change the host began on its own (the back button, the long-press back menu, app
    /// code), not reported yet; see ``hostWillShowChange(in:)``.
    var hostChanges: Set<ObjectIdentifier> = []
    /// The stacks whose change the host announced and has not reported yet (kept past
    /// ``hostDidEndChange(in:)``, which may come first).
    var announcedChanges: Set<ObjectIdentifier> = []
    /// The stack a tap on the selected tab is popping to its root.
    weak var reselectedStack: NavigationStack?
    let refusalSubject = PassthroughSubject<NavigationError, Never>()
    let failureSubject = PassthroughSubject<HostError, Never>()
    var subscription: AnyCancellable?
    /// Completions waiting for the host to show the model (``whenShown(_:)``).
    var shownWaiters: [@MainActor () -> Void] = []

    /// Creates a synchronizer; nothing is sent to the host before ``start()``.
    ///
    /// - Parameters:
    ///   - window: The model to show.
    ///   - host: What shows it; held weakly.
    public init(window: Window, host: any NavigationHost) {
        self.window = window
        self.host = host
    }

    /// Brings the host level with the window, then follows the window's changes. Calling it again does
    /// nothing.
    public func start() {
        guard subscription == nil else { return }
        subscription = window.events.sink { [weak self] _ in self?.pump() }
        pump()
    }

    /// Host changes the model refused (and that were undone on the host), as the model's errors.
    public var refusals: AnyPublisher<NavigationError, Never> { refusalSubject.eraseToAnyPublisher() }

    /// Commands the host could not carry out, as the host's errors, in the order they were issued.
    ///
    /// A host that cannot carry out a command throws before it changes anything (see
    /// ``NavigationHost/perform(_:animated:completion:)``), so it goes on showing what it showed. The
    /// synchronizer does not retry the command (it would fail again): it counts it as issued and goes on
    /// with the next ones, so the host and the model differ in that container until a later change to it
    /// succeeds. The model is not changed.
    ///
    /// ```swift
    /// let log = sync.hostFailures.sink { print("not shown: \($0)") }
    /// ```
    public var hostFailures: AnyPublisher<HostError, Never> { failureSubject.eraseToAnyPublisher() }

    /// Whether a command's transition, a user's gesture or a change the host began on its own is in
    /// progress on the host.
    public var isBusy: Bool { transition != nil || !gestures.isEmpty || !hostChanges.isEmpty }

    /// Issues the commands that bring the host level with the model, while nothing runs on the host.
    func pump() {
        guard !pumping else { return }
        pumping = true
        defer {
            pumping = false
            resumeShownWaiters()
        }
        while !isBusy, let host, let command = nextCommand() {
            let animated = isAnimated(command)
            mirror.apply(command)
            transitionCount += 1
            let number = transitionCount
            transition = number
            do {
                try host.perform(command, animated: animated) { [weak self] in self?.transitionDidEnd(number) }
            } catch {
                if transition == number { transition = nil }
                failureSubject.send(error)
            }
        }
    }

    /// Ends the command numbered `number`, if it is the one in progress, and issues the next.
    private func transitionDidEnd(_ number: Int) {
        guard transition == number else { return }
        transition = nil
        pump()
    }

    /// The first command, in hierarchy order, that brings the host closer to the model. A container is
    /// filled before it is placed (as a navigation controller gets its view controllers before it is
    /// presented); a dismissal comes before the changes under it.
    func nextCommand() -> HostCommand? {
        guard let root = window.rootScreen else { return nil }
        if mirror.root !== root { return fillCommand(in: root) ?? .setRoot(root) }
        return nextCommand(at: root)
    }

    private func nextCommand(at screen: Screen) -> HostCommand? {
        let id = ObjectIdentifier(screen)
        if let shown = mirror.presented[id], shown !== screen.presented { return .dismiss(by: screen) }
        if let command = containerCommand(for: screen) { return command }
        for child in screen.childScreens {
            if let command = nextCommand(at: child) { return command }
        }
        guard let presented = screen.presented else { return nil }
        if mirror.presented[id] == nil { return fillCommand(in: presented) ?? .present(presented, by: screen) }
        return nextCommand(at: presented)
    }

    /// The command that gives a container the children (and selection) the model gives it, if they
    /// differ; children the host does not show yet are filled first.
    private func containerCommand(for screen: Screen) -> HostCommand? {
        let id = ObjectIdentifier(screen)
        if let stack = screen as? NavigationStack, !sameScreens(mirror.stacks[id], stack.screens) {
            return fillCommand(among: stack.screens) ?? .setStack(stack, stack.screens)
        }
        if let tabBar = screen as? TabBar {
            guard let shown = mirror.tabs[id], sameScreens(shown.tabs, tabBar.tabs) else {
                return fillCommand(among: tabBar.tabs)
                    ?? .setTabs(tabBar, tabBar.tabs, selectedIndex: tabBar.selectedIndex)
            }
            if shown.selected != tabBar.selectedIndex { return .selectTab(tabBar, tabBar.selectedIndex) }
        }
        return nil
    }

    /// The first command that fills a container in `screen`'s subtree (not its presentations).
    private func fillCommand(in screen: Screen) -> HostCommand? {
        if let command = containerCommand(for: screen) { return command }
        return fillCommand(among: screen.childScreens)
    }

    /// The first fill command among the screens the host does not show yet.
    private func fillCommand(among screens: [Screen]) -> HostCommand? {
        let shown = Set(mirror.screens.map(ObjectIdentifier.init))
        for screen in screens where !shown.contains(ObjectIdentifier(screen)) {
            if let command = fillCommand(in: screen) { return command }
        }
        return nil
    }

    /// Animated when the host already filled the container (not a container it is just placing) and the
    /// model shows it on screen; a presentation from a screen the host shows; every dismissal.
    private func isAnimated(_ command: HostCommand) -> Bool {
        switch command {
        case .setRoot: false
        case .setStack(let stack, _): stack.appearance != .hidden && mirror.stacks[ObjectIdentifier(stack)] != nil
        case .setTabs(let tabBar, _, _), .selectTab(let tabBar, _):
            tabBar.appearance != .hidden && mirror.tabs[ObjectIdentifier(tabBar)] != nil
        case .present(_, let presenter): mirror.shows(presenter)
        case .dismiss: true
        }
    }
}
