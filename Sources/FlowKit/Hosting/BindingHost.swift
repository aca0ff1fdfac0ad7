/// A host whose state is the values of a declarative UI's bindings (SwiftUI's): the path of each
/// navigation stack, the item each level presents, the selection of each tab bar. FlowKitSwiftUI draws
/// views from it; tests drive it as SwiftUI would.
///
/// Model → bindings: it carries out the ``HostSynchronizer``'s commands by changing those values and
/// calling ``didChange`` (FlowKitSwiftUI then redraws). A presentation ends when the presented view
/// reports it appeared (``didAppear(_:)``), and a dismissal when the dismissed level reports it is gone
/// (``didDismiss(by:)``), because SwiftUI presents and dismisses one level at a time: a chain is dismissed
/// top level first, each level once the one above it is gone, and a level presented once the one under it
/// is on screen. Stack paths and tab selections change in one step.
///
/// Bindings → model: the binding setters (``setPath(_:of:)``, ``setPresented(_:by:)``,
/// ``setSelection(_:of:)``) compare the written value with the host's own and let the synchronizer name
/// the cause: a path shortened by one level is the back button (or a swipe-back: SwiftUI writes the same),
/// by several the long-press back menu; a presented item set to `nil` is a swipe-down; a new selection is a
/// tab tap. A write equal to the host's value (SwiftUI echoing what the host set) changes nothing, and a
/// cancelled gesture writes nothing.
///
/// ```swift
/// let host = BindingHost(window: window)
/// try router.start(AppCoordinator())
/// host.didChange = { model.objectWillChange.send() }
/// host.start()
/// host.setPath([], of: stack)   // SwiftUI's back to the root: the flows pushed on it are released
/// ```
@MainActor
public final class BindingHost: NavigationHost, ShownHierarchy {
    /// The model shown.
    public let window: Window
    /// Decides what the host does; see ``HostSynchronizer``.
    public private(set) lazy var synchronizer = HostSynchronizer(window: window, host: self)
    /// Called after the host changed a binding's value (not after a write from a setter, which the view
    /// already shows); FlowKitSwiftUI redraws.
    public var didChange: @MainActor () -> Void = {}
    /// The window's root as the host shows it.
    public private(set) var root: Screen?
    var stacks: [ObjectIdentifier: [Screen]] = [:]
    var tabs: [ObjectIdentifier: (tabs: [Screen], selected: Int)] = [:]
    var presented: [ObjectIdentifier: Screen] = [:]
    /// The screens the host keys state by, held while it shows them or the model holds them, so that no
    /// identity is reused meanwhile (see ``prune()``).
    var known: [ObjectIdentifier: Screen] = [:]
    /// The step of a command in progress that waits for a view's report.
    var step: Step?
    /// Presenters whose presented level the user swiped down and whose dismissal has not ended yet.
    var dismissing: Set<ObjectIdentifier> = []
    /// The stack a tap on the selected tab would have popped to its root, when a leave guard refused:
    /// SwiftUI pops it anyway, and the host shows its path again.
    weak var refusedReselection: NavigationStack?
    /// A presentation that waits for the dismissal of its presenter's previous level to end.
    var waitingPresentation: (screen: Screen, presenter: Screen, completion: @MainActor () -> Void)?

    /// A step of a command waiting for a view's report.
    enum Step {
        /// Waiting for `screen` to appear, then `completion`.
        case present(Screen, completion: @MainActor () -> Void)
        /// Waiting for the level `presenter` presents to be gone, then for the rest of the chain above
        /// `bottom` to be dismissed the same way, then `completion`.
        case dismiss(presenter: Screen, bottom: Screen, completion: @MainActor () -> Void)
    }

    /// Creates a host; nothing is shown before ``start()``.
    ///
    /// - Parameter window: The model to show.
    public init(window: Window) {
        self.window = window
    }

    /// Shows the model, then follows its changes and the user's.
    public func start() {
        synchronizer.start()
    }

    // MARK: What the views read

    /// The screens a stack shows above its root: a `NavigationStack`'s path.
    ///
    /// - Parameter stack: The stack.
    /// - Returns: The screens after the first, bottom first.
    public func path(of stack: NavigationStack) -> [Screen] {
        Array((stacks[ObjectIdentifier(stack)] ?? []).dropFirst())
    }

    /// The first screen a stack shows: a `NavigationStack`'s root view.
    ///
    /// - Parameter stack: The stack.
    /// - Returns: The root screen, or `nil` before the host filled the stack.
    public func rootScreen(of stack: NavigationStack) -> Screen? { stacks[ObjectIdentifier(stack)]?.first }

    /// The tabs a tab bar shows.
    ///
    /// - Parameter tabBar: The tab bar.
    /// - Returns: Its tabs, in order.
    public func tabs(of tabBar: TabBar) -> [Screen] { tabs[ObjectIdentifier(tabBar)]?.tabs ?? [] }

    /// The selected tab's index: a `TabView`'s selection.
    ///
    /// - Parameter tabBar: The tab bar.
    /// - Returns: The index.
    public func selection(of tabBar: TabBar) -> Int { tabs[ObjectIdentifier(tabBar)]?.selected ?? 0 }

    /// The screen a level presents: a `.sheet` or `.fullScreenCover` item.
    ///
    /// - Parameter presenter: The presenting screen.
    /// - Returns: The presented screen, or `nil`.
    public func presented(by presenter: Screen) -> Screen? { presented[ObjectIdentifier(presenter)] }

    /// Whether the user may not swipe `modal` down: `interactiveDismissDisabled`. True while a screen it
    /// shows has ``Screen/isModalInPresentation`` or a leave guard that refuses or asks (SwiftUI reports
    /// no refused attempt, so a guard's question is not asked on a swipe).
    ///
    /// - Parameter modal: The presented screen.
    /// - Returns: `true` to keep the user from swiping it down.
    public func isSwipeDownDisabled(_ modal: Screen) -> Bool {
        !synchronizer.hostShouldSwipeDown(modal)
    }

    private func remember(_ screens: [Screen]) {
        for screen in screens { known[ObjectIdentifier(screen)] = screen }
    }

    /// Changes the bindings' values for `command`; see ``NavigationHost``. Never throws: every command
    /// has a binding to change.
    ///
    /// - Parameters:
    ///   - command: The change to show.
    ///   - animated: Unused: SwiftUI animates a change of a view on screen.
    ///   - completion: Called at once for a root, a path or tabs; once the presented view appeared for a
    ///     presentation; once every dismissed level is gone for a dismissal.
    public func perform(_ command: HostCommand, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(HostError)
    {
        switch command {
        case .setRoot(let screen):
            remember([screen])
            root = screen
        case .setStack(let stack, let screens):
            remember([stack] + screens)
            stacks[ObjectIdentifier(stack)] = screens
        case .setTabs(let tabBar, let newTabs, let index):
            remember([tabBar] + newTabs)
            tabs[ObjectIdentifier(tabBar)] = (newTabs, index)
        case .selectTab(let tabBar, let index):
            tabs[ObjectIdentifier(tabBar)]?.selected = index
        case .present(let screen, let presenter):
            remember([screen])
            if dismissing.contains(ObjectIdentifier(presenter)) {
                waitingPresentation = (screen, presenter, completion)
                return
            }
            step = .present(screen, completion: completion)
            presented[ObjectIdentifier(presenter)] = screen
        case .dismiss(let presenter):
            dismissStep(presenter: presenter, completion: completion)
            return
        }
        prune()
        didChange()
        if case .present = command { return }
        completion()
    }

    /// The screens the bindings show, in hierarchy order.
    public var shownScreens: [Screen] { screensInHierarchyOrder }

    /// Forgets the state of screens neither shown nor in the model's window.
    func prune() {
        let shown = Set(shownScreens.map(ObjectIdentifier.init))
        known = known.filter { shown.contains($0.key) || $0.value.window != nil }
        stacks = stacks.filter { known[$0.key] != nil }
        tabs = tabs.filter { known[$0.key] != nil }
        presented = presented.filter { shown.contains($0.key) }
    }

    /// Dismisses the top level of the chain `bottom` presents, or ends when it presents nothing.
    func dismissStep(presenter bottom: Screen, completion: @escaping @MainActor () -> Void) {
        var presenter = bottom
        while let next = presented[ObjectIdentifier(presenter)], presented[ObjectIdentifier(next)] != nil {
            presenter = next
        }
        guard presented[ObjectIdentifier(presenter)] != nil else {
            step = nil
            completion()
            return
        }
        step = .dismiss(presenter: presenter, bottom: bottom, completion: completion)
        presented[ObjectIdentifier(presenter)] = nil
        prune()
        didChange()
    }
}
