import FlowKit
import Signals
import Testing

/// A coordinator harness shown by a ``BindingHost`` drawn by a ``SimulatedSwiftUI``, recording the
/// window's events and the synchronizer's refusals.
@MainActor
final class SwiftUIRig {
    let harness: Harness
    let host: BindingHost
    let swiftUI: SimulatedSwiftUI
    let events: EventRecorder
    var refusals: [String] = []
    private var subscriptions: [AnyCancellable] = []

    /// - Parameter rootScreen: The root coordinator's screen; by default a stack holding `Home`.
    init(rootScreen: Screen? = nil) throws {
        harness = try Harness(rootScreen: rootScreen)
        events = EventRecorder(harness.window)
        host = BindingHost(window: harness.window)
        swiftUI = SimulatedSwiftUI(host: host)
        host.start()
        subscriptions = [host.synchronizer.refusals.sink { [weak self] in self?.refusals.append("\($0)") }]
    }

    var window: Window { harness.window }
    var stack: NavigationStack { harness.stack }

    /// A rig whose root is a tab bar of two stacks, `Home` and `Profile`.
    static func withTabs() throws -> SwiftUIRig {
        try SwiftUIRig(
            rootScreen: TabBar(tabs: [
                NavigationStack(root: Screen(title: "Home")), NavigationStack(root: Screen(title: "Profile")),
            ]))
    }

    var tabBar: TabBar { harness.root.rootScreen as! TabBar }

    /// The window's events since the last call, without their sequence numbers, e.g. `"back -[A1]"`.
    func takeEvents() -> [String] {
        events.take().map { String($0.drop(while: { $0 != " " }).dropFirst()) }
    }

    /// Presents `label` from the root stack's first screen and lets its animation end.
    @discardableResult
    func presentShown(_ label: String, screens: [String], by parent: Coordinator? = nil, from presenter: Screen? = nil)
        throws -> TestCoordinator
    {
        let child = try harness.present(label, screens: screens, by: parent, from: presenter ?? stack.screens[0])
        swiftUI.finishAnimations()
        return child
    }

    /// Empties the logs of transitions, events and releases.
    func clearLogs() {
        _ = swiftUI.takeTransitions()
        _ = events.take()
        _ = harness.releases.take()
    }

    /// Both sides show the same tree, nothing animates, and SwiftUI was asked nothing it cannot do.
    func expectLevel(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(swiftUI.tree == modelTree(window), sourceLocation: sourceLocation)
        #expect(!swiftUI.isAnimating, sourceLocation: sourceLocation)
        #expect(host.synchronizer.isShown, sourceLocation: sourceLocation)
        #expect(swiftUI.violations == [], sourceLocation: sourceLocation)
    }
}
