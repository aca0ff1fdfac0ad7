/// What every coordinator has, whatever its result type: identity, place in the coordinator tree, the
/// screens it owns, and its release state.
///
/// Subclass ``BaseCoordinator``, not `Coordinator` (its initializer is internal). `Coordinator` is the type of
/// the tree's nodes (``children``, ``parent``) and of diagnostics.
///
/// A coordinator holds its children strongly and its parent, router and screens weakly: the hierarchy
/// owns the screens, the parent owns the child. Button actions should capture coordinators weakly.
@MainActor
open class Coordinator {
    /// How a coordinator shows its screens, set by the helper that started it.
    enum Placement {
        case none
        case push(NavigationStack)
        case root
    }

    /// A number unique among the coordinators of a router, assigned when the coordinator starts.
    public internal(set) var id = 0
    /// The router running this coordinator; `nil` before it starts.
    public internal(set) weak var router: Router?
    /// The coordinator that started this one; `nil` for the root and once released.
    public internal(set) weak var parent: Coordinator?
    /// The running children, in start order.
    public internal(set) var children: [Coordinator] = []
    /// Why the coordinator was released, or `nil` while it runs (or before it starts).
    public internal(set) var releaseReason: ReleaseReason?
    /// Subscriptions that live as long as the coordinator runs; emptied when it is released.
    public var cancellables = Set<AnyCancellable>()

    /// The screens registered with ``own(_:)`` (or shown with ``show(_:)``), weakly.
    var ownedScreens: [WeakScreen] = []
    /// The anchor screen, when the coordinator is anchored.
    weak var anchorScreen: Screen?
    /// Whether the coordinator was anchored with ``anchor(to:)``.
    var isAnchored = false
    /// Where ``show(_:)`` puts screens.
    var placement = Placement.none
    /// Whether the coordinator was ever present in the window; only then can it be released for leaving.
    var wasPresent = false
    /// The subscription to the publisher returned by `start()`.
    var startSubscription: AnyCancellable?
    /// Subscriptions made by ``onResult(of:_:)``, removed when they finish.
    var resultSubscriptions: [Int: AnyCancellable] = [:]
    var nextSubscriptionKey = 0

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

    /// Whether the coordinator has started and is not released.
    public var isRunning: Bool { router != nil && releaseReason == nil }

    /// The screens this coordinator owns that still exist, in registration order.
    public var screens: [Screen] { ownedScreens.compactMap(\.screen) }

    /// The anchor screen: when set, the coordinator is released as soon as this screen leaves the
    /// hierarchy, whatever its other screens do.
    public var anchor: Screen? { anchorScreen }

    /// The navigation stack this coordinator pushes onto with ``show(_:)``, if it was started with
    /// ``push(_:on:)`` or ``present(_:from:)``.
    public var navigationStack: NavigationStack? {
        if case .push(let stack) = placement { return stack }
        return nil
    }

    /// Called when the coordinator is released, after it is marked released: sends its outcome to the
    /// parent. ``BaseCoordinator`` overrides it.
    func deliverOutcome() {}
}

/// A weak reference to a screen.
struct WeakScreen {
    weak var screen: Screen?
}
