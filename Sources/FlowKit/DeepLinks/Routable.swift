/// A coordinator whose routes are declared once, in ``routes``: the segments of its links, the child each
/// starts and how, and the state it saves.
///
/// Everything else derives from that one declaration:
///
/// - a link is checked in full against the declared routes before anything moves (``DeepLinks/open(_:)``),
///   even through flows that do not run yet;
/// - a valid link is applied with minimal change: the running children that stand for its segments are
///   kept, the others released with ``ReleaseReason/deepLink``, the missing ones started by their route;
/// - the link the navigation shows now (``DeepLinks/current``);
/// - a snapshot of the coordinator tree, checked in full before anything starts, and rebuilt without
///   replaying steps (``Router/snapshot()``, ``Router/restore(_:root:)``);
/// - the flow's own buttons start children through the same routes (``Routable/navigate(to:)``).
///
/// ```swift
/// extension Route<SettingsCoordinator> {
///     /// `settings`: another Settings pushed; its logout logs this one out too.
///     static var settings: Self {
///         .push("settings") { SettingsCoordinator(depth: $0.depth + 1) } onResult: { settings, logout in
///             if logout != nil { settings.finish() }
///         }
///     }
///     /// `compose`: Compose presented from this Settings screen.
///     static var compose: Self { .present("compose", from: \.screen) { _ in ComposeCoordinator() } }
/// }
///
/// extension SettingsCoordinator: Routable {
///     static let routes = Routes<SettingsCoordinator>(
///         "settings", saving: [.number("depth", \.depth, in: 1...)], [.settings, .compose])
/// }
///
/// // A button starts the child as a link would:
/// Screen.Button("Compose") { [weak self] in try self?.navigate(to: .compose) }
/// ```
@MainActor
public protocol Routable: Coordinator {
    /// The flow's routes and saved state.
    static var routes: Routes<Self> { get }
}

/// A flow's declaration: its name in snapshots, the state it saves and its routes.
///
/// Name the flow type in the declaration (`Routes<LizardCoordinator>(...)`): a stored property cannot say
/// `Self`, and the routes' members are found through it.
///
/// A flow's routes are of four sorts (see ``Route``):
///
/// - **child routes** (``Route/push(_:where:_:onResult:)``, ``Route/present(_:from:where:_:onResult:)``): a
///   segment starts a child; the rest of the link is the child's. A child route can take a parameter, the
///   segment after its own (``Route/push(_:parameter:where:_:onResult:)``, `item/42`);
/// - **tab routes** (``Route/tab(_:_:in:)``): a segment selects a tab whose flow the coordinator's `start()`
///   created; the rest of the link is that flow's;
/// - **screen routes** (``Route/screen(_:isShown:show:hide:)``): a segment shows one of the flow's own
///   screens; the rest of the link continues with the routes declared after it;
/// - **root routes** (``Route/root(takingLinks:_:onResult:)``): a child that replaces the window's root;
///   links pass through the one that takes them.
///
/// What a snapshot of the flow may hold follows from them: the tab flows in order, then at most one child
/// of a child route (exactly one for root routes), none for a flow without routes.
///
/// ```swift
/// extension LizardCoordinator: Routable {
///     static let routes = Routes<LizardCoordinator>(
///         "lizard", saving: [.number("items", \.items, in: 0...)], [.compose])
/// }
/// ```
@MainActor
public struct Routes<Flow: Routable> {
    /// The flow's name in snapshots, for example `lizard`.
    public let kind: String
    /// The state the flow saves in a snapshot.
    let saved: [SavedValue<Flow>]
    /// The routes, in declaration order.
    let routes: [Route<Flow>]

    /// Declares a flow's routes.
    ///
    /// ```swift
    /// static let routes = Routes<WakingUpCoordinator>("wakingup", [.settings, .website])
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The flow's name in snapshots; unique in the app.
    ///   - saving: The state the flow saves, each value under its own key (a flow with tab routes also
    ///     saves its selected tab, under `selected`).
    ///   - routes: The routes, in order: tab routes in the tab bar's order, screen routes in the order
    ///     their screens are shown. Each child route starts its own kind of coordinator.
    public init(_ kind: String, saving: [SavedValue<Flow>] = [], _ routes: [Route<Flow>] = []) {
        self.kind = kind
        self.saved = saving
        self.routes = routes
    }

    /// The flow's type name, for error messages: `SettingsCoordinator`.
    var flowName: String { String(describing: Flow.self) }

    /// The child and tab routes that take `segment`, or the screen route among those from `screensFrom` on.
    func route(for segment: String, screensFrom: Int) -> (position: Int, route: Route<Flow>)? {
        for (position, route) in routes.enumerated() where route.segment == segment {
            if case .screen = route.sort, position < screensFrom { continue }
            return (position, route)
        }
        return nil
    }

    /// The root route that takes links, if any.
    var linkTaker: ChildRoute<Flow>? {
        for route in routes {
            if case .child(let child) = route.sort, case .root(takingLinks: true) = child.placement { return child }
        }
        return nil
    }

    /// The tab routes, in tab order.
    var tabs: [TabRoute<Flow>] {
        routes.compactMap { route in
            if case .tab(let tab) = route.sort { return tab }
            return nil
        }
    }

    /// The child routes (push, present and root), in declaration order.
    var childRoutes: [ChildRoute<Flow>] {
        routes.compactMap { route in
            if case .child(let child) = route.sort { return child }
            return nil
        }
    }

    /// The screen routes, in declaration order.
    var screens: [ScreenRoute<Flow>] {
        routes.compactMap { route in
            if case .screen(let screen) = route.sort { return screen }
            return nil
        }
    }

    /// The running flow of the tab at `index`: among the flow's children of the tab's type, the one at the
    /// tab's rank among the tabs of that type (the second `ListCoordinator` tab runs the second one).
    func tabFlow(at index: Int, of flow: Flow) -> Coordinator? {
        let tabs = self.tabs
        guard tabs.indices.contains(index) else { return nil }
        let rank = tabs[..<index].filter { ObjectIdentifier($0.childType) == ObjectIdentifier(tabs[index].childType) }
        let candidates = flow.children.filter(tabs[index].isOfType)
        return rank.count < candidates.count ? candidates[rank.count] : nil
    }

    /// Whether `child` is one of the flow's tab flows (created by its `start()`, never released by a link).
    func isTabFlow(_ child: Coordinator, of flow: Flow) -> Bool {
        tabs.indices.contains { tabFlow(at: $0, of: flow) === child }
    }
}
