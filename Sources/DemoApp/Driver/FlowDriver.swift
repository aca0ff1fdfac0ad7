import FlowKit
import FlowKitScript
import Signals

/// The real demo app behind the terminal: FlowKit's window, router and leak detector running the flows
/// of `Flows/`, on the clock it is given (virtual or real), which the front ends advance.
@MainActor
final class FlowDriver: DemoDriver {
    /// The app's clock: the splash timer runs on it; ``advance(seconds:)`` moves it.
    let clock: DemoClock
    /// The window the flows navigate.
    let window = Window()
    /// The router running ``AppCoordinator``.
    let router: Router
    /// Opens the demo's links on ``router``.
    let links: DeepLinks
    private let detector: LeakDetector
    /// Every finding of the leak detector so far, one line each.
    private(set) var leakReports: [String] = []
    private var subscriptions = Set<AnyCancellable>()

    /// Starts the app: a splash, with the tabs one second later.
    /// - Parameter clock: The app's clock; virtual by default.
    convenience init(clock: DemoClock = .virtual()) {
        self.init(clock: clock) { router, scheduler in
            // A fresh router and a fresh coordinator: `start` has nothing to refuse.
            try! router.start(AppCoordinator(scheduler: scheduler))
        }
    }

    /// Starts the app from a snapshot (see ``saveSnapshot()``) instead of the splash, without replaying
    /// the steps that led to it.
    /// - Parameters:
    ///   - clock: The app's clock.
    ///   - snapshot: The snapshot; it is checked in full before anything starts.
    /// - Throws: ``RestorationError`` for an unknown version, an unknown route or corrupt state.
    convenience init(clock: DemoClock = .virtual(), restoring snapshot: NavigationSnapshot) throws(RestorationError) {
        try snapshot.check(root: AppCoordinator.self)
        var failure: RestorationError?
        self.init(clock: clock) { router, scheduler in
            do throws(RestorationError) {
                try router.restore(snapshot, root: AppCoordinator(scheduler: scheduler, restoring: snapshot.root))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// A snapshot of the running app.
    /// - Throws: ``RestorationError`` if a running coordinator cannot be saved (a bug).
    func saveSnapshot() throws(RestorationError) -> NavigationSnapshot {
        try router.snapshot()
    }

    private init(clock: DemoClock, start: (Router, any Scheduler) -> Void) {
        self.clock = clock
        router = Router(window: window)
        links = DeepLinks(router: router, scheme: AppCoordinator.linkScheme)
        detector = LeakDetector(router: router)
        detector.reports
            .sink { [weak self] report in
                self?.leakReports += report.description.split(separator: "\n").map(String.init)
            }
            .store(in: &subscriptions)
        start(router, clock.scheduler)
    }

    /// Performs a gesture on the window's top-most screen, stack, modal or tab bar.
    ///
    /// An exit a leave guard refuses by asking the user applies: the screen stays, and the question shows
    /// (answered by `confirm` or `cancel`). A plain refusal is thrown.
    func perform(_ gesture: DemoGesture) throws {
        do {
            try make(gesture)
        } catch NavigationError.leaveRefused(screen: _, path: _, asked: true) {
            return
        }
    }

    private func make(_ gesture: DemoGesture) throws {
        switch gesture {
        case .tap(let label):
            try window.topScreen?.tap(label)
        case .back:
            try topStack().goBack()
        case .swipeBack(let cancelled):
            let swipe = try topStack().beginSwipeBack()
            if cancelled { swipe.cancel() } else { try swipe.finish() }
        case .backTo(let levels):
            try topStack().longPressBack(levels: levels)
        case .swipeDown(let cancelled):
            guard let modal = window.topModal else { throw DemoDriverError(message: "nothing is presented") }
            let swipe = try modal.beginSwipeDown()
            if cancelled { swipe.cancel() } else { try swipe.finish() }
        case .tab(let title):
            guard let tabs = window.topTabBar else { throw DemoDriverError(message: "no tab bar is visible") }
            try tabs.tapTab(titled: title)
        case .open(let link):
            try links.open(link)
        case .confirm:
            try topDialog().confirm()
        case .cancel:
            try topDialog().cancel()
        }
    }

    /// Advances the app's clock, running the timers that fall due.
    func advance(seconds: Double) {
        clock.advance(seconds)
    }

    /// The coordinator tree as FlowKit's diagnostics render it.
    func graph(_ format: GraphFormat) -> String {
        guard let tree = router.tree else { return "" }
        return (format == .mermaid ? tree.mermaid : tree.dot) + "\n"
    }

    private func topDialog() throws -> ConfirmationDialog {
        guard let dialog = window.topScreen as? ConfirmationDialog else {
            throw DemoDriverError(message: "no question is open")
        }
        return dialog
    }

    private func topStack() throws -> NavigationStack {
        guard let stack = window.topNavigationStack else {
            throw DemoDriverError(message: "no navigation stack is visible")
        }
        return stack
    }
}
