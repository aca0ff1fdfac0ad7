import FlowKit
import FlowKitUIKit
import Signals
import Testing
@_spi(User) import UIKit

/// A model window, a router and a `UIKitHost` showing them in a fake `UIWindow`, with logs of releases,
/// the synchronizer's refusals and the host's failures.
@MainActor
final class UIKitRig {
    let model = Window()
    let router: Router
    let window = UIWindow(frame: .zero)
    let host: UIKitHost
    let user = UIKitUser()
    let root: RootFlow
    private(set) var releases: [String] = []
    private(set) var refusals: [String] = []
    private(set) var failures: [String] = []
    private var subscriptions: [AnyCancellable] = []

    /// Starts the root flow showing `rootScreen` (by default a stack holding `Home`), starts the host and
    /// lets the first transitions end.
    init(rootScreen: Screen? = nil) throws {
        router = Router(window: model)
        host = UIKitHost(window: window, model: model)
        root = RootFlow(showing: try rootScreen ?? NavigationStack(root: Screen(title: "Home")))
        subscriptions = [
            router.releases.sink { [weak self] release in
                let label = (release.coordinator as? StepsFlow)?.label ?? release.coordinator.name
                self?.releases.append("\(label): \(release.reason)")
            },
            host.synchronizer.refusals.sink { [weak self] in self?.refusals.append("\($0)") },
            host.synchronizer.hostFailures.sink { [weak self] in self?.failures.append("\($0)") },
        ]
        _ = user.takeWarnings()  // the log is the process's: start from an empty one
        router.start(root)
        host.start()
        user.finishAnimations()
    }

    /// A rig whose root is a tab bar of two stacks, `Home` and `Profile`.
    static func withTabs() throws -> UIKitRig {
        try UIKitRig(
            rootScreen: TabBar(tabs: [
                NavigationStack(root: Screen(title: "Home")), NavigationStack(root: Screen(title: "Profile")),
            ]))
    }

    /// The root screen as a stack (the default root).
    var stack: NavigationStack { root.rootScreen as! NavigationStack }

    /// The root screen as a tab bar (``withTabs()``).
    var tabBar: TabBar { root.rootScreen as! TabBar }

    /// The view controller showing `screen`.
    func controller(_ screen: Screen) -> UIViewController {
        (screen.content as! ViewControllerContent).viewController
    }

    /// The navigation controller showing `stack`.
    func navigation(_ stack: NavigationStack? = nil) -> UINavigationController {
        controller(stack ?? self.stack) as! UINavigationController
    }

    /// The tab bar controller showing the root tab bar.
    var tabBarController: UITabBarController { controller(tabBar) as! UITabBarController }

    /// Starts `label` pushed by `parent` (the root by default) on `stack`, showing `screens`.
    @discardableResult
    func push(_ label: String, _ screens: [String], by parent: Coordinator? = nil, on stack: NavigationStack? = nil)
        throws -> StepsFlow
    {
        let child = StepsFlow(label, screens: screens)
        track(try (parent ?? root).push(child, on: stack ?? self.stack))
        return child
    }

    /// Starts `label` presented by `parent` (the root by default) from `presenter`, in a fresh stack.
    @discardableResult
    func present(_ label: String, _ screens: [String], by parent: Coordinator? = nil, from presenter: Screen)
        throws -> StepsFlow
    {
        let child = StepsFlow(label, screens: screens)
        track(try (parent ?? root).present(child, from: presenter))
        return child
    }

    private func track<R>(_ result: AnyPublisher<R, Never>) {
        subscriptions.append(result.sink { _ in })
    }

    /// The releases since the last call.
    func takeReleases() -> [String] {
        defer { releases = [] }
        return releases
    }

    /// The labels of the running coordinators (the root is `RootFlow`).
    var running: Set<String> {
        Set(router.runningCoordinators.map { ($0 as? StepsFlow)?.label ?? $0.name })
    }

    /// Expects UIKit to show exactly the model, the same tree in the same form, and no transition running.
    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!user.isAnimating(in: window), "an animation still runs", sourceLocation: sourceLocation)
        #expect(!host.synchronizer.isBusy, "the synchronizer is busy", sourceLocation: sourceLocation)
        #expect(window.hierarchyDescription == modelDescription, sourceLocation: sourceLocation)
    }

    /// The model's tree, in the form of `UIWindow.hierarchyDescription`.
    var modelDescription: String {
        guard let rootScreen = model.rootScreen else { return "" }
        var lines: [String] = []
        func visit(_ screen: Screen, depth: Int, prefix: String) {
            let tabs = screen.container as? TabBar
            let mark = tabs.map { $0.tabs[$0.selectedIndex] === screen } == true ? " *" : ""
            lines.append(String(repeating: "  ", count: depth) + prefix + screen.title + mark)
            let children = (screen as? NavigationStack)?.screens ?? (screen as? TabBar)?.tabs ?? []
            for child in children { visit(child, depth: depth + 1, prefix: "") }
            if screen.container == nil, let presented = screen.presentedScreen {
                visit(presented, depth: depth + 1, prefix: "presents ")
            }
        }
        visit(rootScreen, depth: 0, prefix: "")
        return lines.joined(separator: "\n")
    }
}

/// The root flow: shows a given screen as the window's root and never finishes.
@MainActor
final class RootFlow: BaseCoordinator<Never> {
    let rootScreen: Screen

    init(showing rootScreen: Screen) {
        self.rootScreen = rootScreen
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(rootScreen)
        return resultFromFinish
    }
}

/// A child flow showing one screen per title where it was placed; finishes on demand.
@MainActor
final class StepsFlow: BaseCoordinator<String> {
    let label: String
    let titles: [String]

    init(_ label: String, screens titles: [String]) {
        self.label = label
        self.titles = titles
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        for title in titles { try show(Screen(title: title)) }
        return resultFromFinish
    }
}
