import Signals

/// What every coordinator has, whatever its result type: identity, place in the coordinator tree, and
/// where it is in its life (not started, running, released).
///
/// Subclass ``BaseCoordinator``, not `Coordinator` (its initializer is internal). `Coordinator` is the type of
/// the tree's nodes (``children``, ``parent``) and of diagnostics.
///
/// A coordinator holds its children strongly and its parent and router weakly; the router records which
/// screens it owns, and the hierarchy owns the screens. Button actions should capture coordinators weakly.
@MainActor
open class Coordinator {
    /// A number unique among the coordinators of a router, assigned when the coordinator starts.
    public internal(set) var id = 0
    /// The router running this coordinator; `nil` before it starts.
    public internal(set) weak var router: Router?
    /// The coordinator that started this one; `nil` for the root and once released.
    public internal(set) weak var parent: Coordinator?
    /// The running children, in start order.
    public internal(set) var children: [Coordinator] = []
    /// Subscriptions that live as long as the coordinator runs; emptied when it is released.
    public var cancellables = Set<AnyCancellable>()

    /// Where the coordinator is in its life; the one record of whether it runs.
    var lifecycle = Lifecycle.notStarted
    /// The subscription to the publisher returned by `start()`.
    var startSubscription: AnyCancellable?
    /// Subscriptions made by ``onResult(of:_:)``, removed when they finish.
    var resultSubscriptions: [Int: AnyCancellable] = [:]
    var nextSubscriptionKey = 0
    /// The leave guard of the coordinator's screens, set by ``guardLeaving(_:)``.
    var leaveGuard: LeaveGuard?

    init() {}

    /// The coordinator's type name, e.g. `"SettingsCoordinator"`.
    ///
    /// Computed once per type and cached: the router names coordinators on every release.
    public var name: String { Coordinator.typeName(of: type(of: self)) }

    /// Type names already computed (reflection costs thousands of instructions per call).
    private static var typeNames: [ObjectIdentifier: String] = [:]

    private static func typeName(of type: Coordinator.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] {
            return name
        }
        let name = String(describing: type)
        typeNames[key] = name
        return name
    }

    /// `name#id`, e.g. `SettingsCoordinator#7`: how paths in the tree name it.
    var pathComponent: String { "\(name)#\(id)" }

    /// Whether the coordinator has started and is not released.
    public var isRunning: Bool {
        if case .running = lifecycle { return true }
        return false
    }

    /// Why the coordinator was released, or `nil` while it runs (or before it starts).
    public var releaseReason: ReleaseReason? {
        if case .released(let reason) = lifecycle { return reason }
        return nil
    }

    /// The screens this coordinator owns that still exist, in registration order (none once released).
    public var screens: [Screen] { router?.ownership.screens(of: self) ?? [] }

    /// The anchor screen of a running coordinator: when set, the coordinator is released as soon as this
    /// screen leaves the hierarchy, whatever its other screens do.
    public var anchor: Screen? { running?.anchor }

    /// The navigation stack this coordinator pushes onto with ``show(_:)``, if it was started with
    /// ``push(_:on:)`` or ``present(_:from:)`` and runs.
    public var navigationStack: NavigationStack? {
        if case .push(let stack) = running?.placement { return stack }
        return nil
    }

    /// The running state, or `nil` when not started or released.
    var running: Lifecycle.Running? {
        if case .running(let state) = lifecycle { return state }
        return nil
    }

    /// The one transition out of running: records the reason, stops listening to `start()`'s publisher
    /// and leaves the tree. Does nothing unless the coordinator runs.
    func markReleased(_ reason: ReleaseReason) {
        guard isRunning else { return }
        lifecycle = .released(reason)
        startSubscription?.cancel()
        startSubscription = nil
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called when the coordinator is released, after it is marked released: sends its outcome to the
    /// parent. ``BaseCoordinator`` overrides it.
    func deliverOutcome() {}
}
