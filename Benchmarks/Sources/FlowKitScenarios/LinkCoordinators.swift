import BenchmarkSupport
import FlowKit
import Signals

/// C4's app, the demo's shape in small: a tab bar with Lizard and Waking Up, each run by a ``LinkFlow``;
/// links `bench://lizard/compose...` and `bench://wakingup/settings.../compose...`.
@MainActor
final class LinkAppCoordinator: BaseCoordinator<Never> {
    let tabBar: TabBar
    private let deinitialised: AtomicCounter
    /// Results received without a value (flows a link released).
    let dismissals: AtomicCounter

    init(deinitialised: AtomicCounter, dismissals: AtomicCounter) throws(NavigationError) {
        self.deinitialised = deinitialised
        self.dismissals = dismissals
        tabBar = try TabBar(tabs: [NavigationStack(title: "Lizard"), NavigationStack(title: "Waking Up")])
        super.init()
    }

    override func start() throws(NavigationError) -> AnyPublisher<Never, Never> {
        own(tabBar)
        try show(tabBar)
        for (index, title) in ["Lizard", "Waking Up"].enumerated() {
            guard let stack = tabBar.tabs[index] as? NavigationStack else { continue }
            try push(LinkFlow(title, deinitialised: deinitialised, dismissals: dismissals), on: stack)
        }
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}

extension LinkAppCoordinator: Routable {
    static let routes = Routes<LinkAppCoordinator>(
        "app", [.tab("lizard", LinkFlow.self, in: \.tabBar), .tab("wakingup", LinkFlow.self, in: \.tabBar)])
}

/// One screen of C4's app: `settings` pushes another ``LinkFlow`` on its stack, `compose` presents one in
/// a fresh stack (a counted screen). Never finishes.
@MainActor
final class LinkFlow: BaseCoordinator<Int> {
    let title: String
    fileprivate let deinitialised: AtomicCounter
    fileprivate let dismissals: AtomicCounter
    fileprivate weak var screen: Screen?

    init(_ title: String, deinitialised: AtomicCounter, dismissals: AtomicCounter) {
        self.title = title
        self.deinitialised = deinitialised
        self.dismissals = dismissals
        super.init()
    }

    override func start() throws(NavigationError) -> AnyPublisher<Int, Never> {
        let screen =
            title == "Compose" ? CountedScreen(title: title, deinitialised: deinitialised) : Screen(title: title)
        self.screen = screen
        try show(screen)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}

extension Route<LinkFlow> {
    /// `settings`: another Settings pushed on the flow's stack.
    static var settings: Self {
        .push("settings", where: { $0.title == "Settings" }) {
            LinkFlow("Settings", from: $0)
        } onResult: { flow, value in
            if value == nil { flow.dismissals.increment() }
        }
    }

    /// `compose`: a Compose presented from the flow's screen.
    static var compose: Self {
        .present("compose", from: \.screen, where: { $0.title == "Compose" }) {
            LinkFlow("Compose", from: $0)
        } onResult: {
            flow, value in
            if value == nil { flow.dismissals.increment() }
        }
    }
}

extension LinkFlow: Routable {
    static let routes = Routes<LinkFlow>("flow", [.settings, .compose])

    /// A flow sharing `parent`'s counters.
    convenience init(_ title: String, from parent: LinkFlow) {
        self.init(title, deinitialised: parent.deinitialised, dismissals: parent.dismissals)
    }
}
