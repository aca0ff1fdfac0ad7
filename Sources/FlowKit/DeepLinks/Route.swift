/// One route of a flow: a segment of its links and what it shows (a child pushed, presented or set as
/// the window's root, a tab selected, or one of the flow's own screens).
///
/// Declare a flow's routes as static members of `Route<Flow>`, list them in the flow's ``Routes``, and
/// start children from the flow's buttons with ``Routable/navigate(to:)``: the button, the link and the
/// restoration then start a child the same way.
///
/// ```swift
/// extension Route<LizardCoordinator> {
///     /// `compose`: Compose presented from the Lizard screen; each message sent adds an item.
///     static var compose: Self {
///         .present("compose", from: \.screen) { _ in ComposeCoordinator() } onResult: { lizard, sent in
///             if sent == true { lizard.items += 1 }
///         }
///     }
/// }
/// ```
@MainActor
public struct Route<Flow: Routable> {
    /// What a route does.
    enum Sort {
        /// Starts a child (pushed, presented or as the window's root).
        case child(ChildRoute<Flow>)
        /// Selects a tab whose flow `start()` created.
        case tab(TabRoute<Flow>)
        /// Shows one of the flow's own screens.
        case screen(ScreenRoute<Flow>)
    }

    /// The segment the route takes in a link, or `nil` for a root route.
    let segment: String?
    /// What the route does.
    let sort: Sort

    /// A route that selects a tab of the flow's tab bar: `segment` selects the tab, and the rest of the
    /// link is handed to the flow of type `type` that runs in it (created by the flow's `start()`).
    ///
    /// A modal that another flow of the tab bar presented over it is dismissed (its coordinator released
    /// with ``ReleaseReason/deepLink``); the other tabs keep their screens. Declare tab routes in the tab
    /// bar's order: the first is tab 0. A flow with tab routes saves its selected tab in snapshots.
    ///
    /// ```swift
    /// extension Route<TabCoordinator> {
    ///     static var lizard: Self { .tab("lizard", LizardCoordinator.self, in: \.tabBar) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - segment: The segment (at the root of an app's links, the host), for example `lizard`.
    ///   - type: The tab's flow.
    ///   - tabBar: The flow's tab bar (a key path works).
    /// - Returns: The route.
    public static func tab<Child: Routable>(
        _ segment: String, _ type: Child.Type, in tabBar: @escaping (Flow) -> TabBar?
    ) -> Route {
        Route(segment: segment, sort: .tab(TabRoute(segment: segment, childType: type, tabBar: tabBar)))
    }

    /// A route that shows one of the flow's own screens (not a child): a link that names `segment` shows
    /// it, a link that stops before it hides it. The segments after it are taken by the routes declared
    /// after it, so screen routes read as the steps of a flow.
    ///
    /// ```swift
    /// extension Route<UpdateDetailsCoordinator> {
    ///     static var lastName: Self {
    ///         .screen("last-name", isShown: \.showsLastName, show: UpdateDetailsCoordinator.showLastName,
    ///                 hide: UpdateDetailsCoordinator.showFirstName)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - segment: The segment, for example `last-name`.
    ///   - isShown: Whether the flow shows the screen now (a key path works).
    ///   - show: The flow's method that shows it, as its own button would.
    ///   - hide: The flow's method that goes back to the screen before it.
    /// - Returns: The route.
    public static func screen(
        _ segment: String, isShown: @escaping (Flow) -> Bool,
        show: @escaping (Flow) -> () throws(NavigationError) -> Void,
        hide: @escaping (Flow) -> () throws(NavigationError) -> Void
    ) -> Route {
        Route(segment: segment, sort: .screen(ScreenRoute(segment: segment, isShown: isShown, show: show, hide: hide)))
    }
}

/// A route that selects a tab.
@MainActor
struct TabRoute<Flow: Routable> {
    let segment: String
    /// The flow that runs in the tab.
    let childType: any Routable.Type
    /// The flow's tab bar.
    let tabBar: (Flow) -> TabBar?

    /// Whether `coordinator` is of the tab flow's type.
    func isOfType(_ coordinator: Coordinator) -> Bool {
        ObjectIdentifier(type(of: coordinator)) == ObjectIdentifier(childType)
    }
}

/// A route that shows one of the flow's own screens.
@MainActor
struct ScreenRoute<Flow: Routable> {
    let segment: String
    let isShown: (Flow) -> Bool
    let show: (Flow) -> () throws(NavigationError) -> Void
    let hide: (Flow) -> () throws(NavigationError) -> Void
}
