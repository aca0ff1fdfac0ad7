import BenchmarkSupport
import FlowKit
import Signals

/// C4's app, the demo's shape in small: a tab bar with Lizard and Waking Up, each run by a ``LinkFlow``;
/// links `bench://lizard/compose...` and `bench://wakingup/settings.../compose...`.
@MainActor
final class LinkAppCoordinator: BaseCoordinator<Never>, DeepLinkRoot {
    static let deepLinkScheme = "bench"
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

    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        switch route.first {
        case "lizard":
            if let bad = route.dropFirst().firstIndex(where: { $0 != "compose" }) {
                throw .unknownSegment(segment: route[bad], index: bad, flow: "LinkFlow")
            }
        case "wakingup": try LinkFlow.validate(route.dropFirst())
        default: throw .unknownHost(host: route.first ?? "")
        }
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        let index = route.first == "lizard" ? 0 : 1
        guard index < children.count, let target = children[index] as? LinkFlow else { return .applied }
        if let presented = tabBar.presentedScreen, let owner = router?.owner(of: presented),
            !isDescendant(owner, of: target)
        {
            releaseForDeepLink(owner)
        }
        try tabBar.select(index)
        return try target.apply(route.dropFirst())
    }

    private func isDescendant(_ coordinator: Coordinator, of flow: Coordinator) -> Bool {
        var node: Coordinator? = coordinator
        while let current = node {
            if current === flow { return true }
            node = current.parent
        }
        return false
    }
}

/// One screen of C4's app: `settings` pushes another ``LinkFlow`` on its stack, `compose` presents one in
/// a fresh stack (a counted screen). Never finishes.
@MainActor
final class LinkFlow: BaseCoordinator<Int>, DeepLinkHandling {
    let title: String
    private let deinitialised: AtomicCounter
    private let dismissals: AtomicCounter
    private weak var screen: Screen?

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

    /// `settings` repeated, then `compose` repeated.
    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        var index = route.startIndex
        while index < route.endIndex, route[index] == "settings" { index += 1 }
        while index < route.endIndex, route[index] == "compose" { index += 1 }
        if index < route.endIndex { throw .unknownSegment(segment: route[index], index: index, flow: "LinkFlow") }
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        try applyChildRoute(route, segment: { ($0 as? LinkFlow)?.title == "Compose" ? "compose" : "settings" }) {
            segment throws(NavigationError) in
            guard let screen, let stack = navigationStack else { throw .coordinatorReleased(coordinator: name) }
            let child = LinkFlow(
                segment == "compose" ? "Compose" : "Settings", deinitialised: deinitialised, dismissals: dismissals)
            let dismissals = self.dismissals
            let result = segment == "compose" ? try present(child, from: screen) : try push(child, on: stack)
            onResult(of: result) { value in
                if value == nil { dismissals.increment() }
            }
            return child
        }
    }
}
