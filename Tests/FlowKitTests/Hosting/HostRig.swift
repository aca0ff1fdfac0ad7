import FlowKit
import Signals

/// A coordinator harness shown on a ``SimulatedUIKit`` through a ``HostSynchronizer``, recording the
/// window's events, the synchronizer's refusals and the host's failures.
@MainActor
final class HostRig {
    let harness: Harness
    let uikit = SimulatedUIKit()
    let sync: HostSynchronizer
    let events: EventRecorder
    var refusals: [String] = []
    /// The host's failures, as published on ``HostSynchronizer/hostFailures``.
    var failures: [String] = []
    private var subscriptions: [AnyCancellable] = []

    /// - Parameter rootScreen: The root coordinator's screen; by default a stack holding `Home`.
    init(rootScreen: Screen? = nil) throws {
        harness = try Harness(rootScreen: rootScreen)
        events = EventRecorder(harness.window)
        sync = HostSynchronizer(window: harness.window, host: uikit)
        uikit.sync = sync
        sync.start()
        subscriptions = [
            sync.refusals.sink { [weak self] in self?.refusals.append("\($0)") },
            sync.hostFailures.sink { [weak self] in self?.failures.append("\($0)") },
        ]
    }

    var window: Window { harness.window }

    /// A rig whose root is a tab bar of two stacks, `Home` and `Profile`.
    static func withTabs() throws -> HostRig {
        try HostRig(
            rootScreen: TabBar(tabs: [
                NavigationStack(root: Screen(title: "Home")), NavigationStack(root: Screen(title: "Profile")),
            ]))
    }

    var tabBar: TabBar { harness.root.rootScreen as! TabBar }

    /// The window's events since the last call, without their sequence numbers, e.g. `"back -[A1]"`.
    func takeEvents() -> [String] {
        events.take().map { String($0.drop(while: { $0 != " " }).dropFirst()) }
    }

    /// Empties the logs of host calls, events and releases.
    func clearLogs() {
        _ = uikit.takeCalls()
        _ = events.take()
        _ = harness.releases.take()
    }
}
