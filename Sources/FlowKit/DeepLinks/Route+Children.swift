import Signals

extension Route {
    /// A route whose segment pushes a child onto the flow's navigation stack; the rest of the link is the
    /// child's.
    ///
    /// ```swift
    /// extension Route<ProfileCoordinator> {
    ///     /// `update-details`: pushed; one that already saved cannot show a link's screens, so it is replaced.
    ///     static var updateDetails: Self {
    ///         .push("update-details", where: { !$0.hasSaved }) { _ in UpdateDetailsCoordinator() } onResult: {
    ///             profile, name in if let name { profile.userName = name }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - segment: The segment, for example `settings`.
    ///   - matches: Whether a running child of the route's type stands for the segment (a link keeps it);
    ///     by default every one does.
    ///   - make: Creates the child (never started).
    ///   - onResult: Called once when the child ends: with its result, or `nil` when it ended without one.
    /// - Returns: The route.
    public static func push<Child: BaseCoordinator<R> & Routable, R>(
        _ segment: String, where matches: ((Child) -> Bool)? = nil, _ make: @escaping (Flow) -> Child,
        onResult: ((Flow, R?) -> Void)? = nil
    ) -> Route {
        child(segment, .push, parameter: nil, matches: matches, make: { flow, _ in make(flow) }, onResult: onResult)
    }

    /// A route whose segment presents a child modally, in a fresh navigation stack, from one of the flow's
    /// screens; the rest of the link is the child's.
    ///
    /// ```swift
    /// extension Route<SettingsCoordinator> {
    ///     static var compose: Self { .present("compose", from: \.screen) { _ in ComposeCoordinator() } }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - segment: The segment, for example `compose`.
    ///   - presenter: The flow's screen that presents (a key path works); a link that needs it checks,
    ///     before anything moves, that it is in the window and presents nothing the link keeps.
    ///   - matches: Whether a running child of the route's type stands for the segment; by default every one.
    ///   - make: Creates the child (never started).
    ///   - onResult: Called once when the child ends: with its result, or `nil` when it ended without one.
    /// - Returns: The route.
    public static func present<Child: BaseCoordinator<R> & Routable, R>(
        _ segment: String, from presenter: @escaping (Flow) -> Screen?, where matches: ((Child) -> Bool)? = nil,
        _ make: @escaping (Flow) -> Child, onResult: ((Flow, R?) -> Void)? = nil
    ) -> Route {
        child(
            segment, .present(from: presenter), parameter: nil, matches: matches, make: { flow, _ in make(flow) },
            onResult: onResult)
    }

    /// A route whose segment is followed by a parameter (`item/42`) and pushes a child made for it. A running
    /// child stands for the link only with the same parameter; a snapshot saves it with the child.
    ///
    /// ```swift
    /// extension Route<ShopCoordinator> {
    ///     static var item: Self { .push("item", parameter: \ItemCoordinator.id) { _, id in ItemCoordinator(id: id) } }
    /// }
    /// try shop.navigate(to: .item, with: 42)  // as demo://shop/item/42
    /// ```
    ///
    /// - Parameters:
    ///   - segment: The segment before the parameter.
    ///   - parameter: The child's value the parameter stands for; a link's text must convert to it.
    ///   - matches: Whether a running child stands for the segment; by default every one with the parameter.
    ///   - make: Creates the child for a parameter.
    ///   - onResult: Called once when the child ends: with its result, or `nil`.
    /// - Returns: The route.
    public static func push<Child: BaseCoordinator<R> & Routable, R, Value: LosslessStringConvertible>(
        _ segment: String, parameter: KeyPath<Child, Value>, where matches: ((Child) -> Bool)? = nil,
        _ make: @escaping (Flow, Value) -> Child, onResult: ((Flow, R?) -> Void)? = nil
    ) -> Route {
        child(
            segment, .push, parameter: RouteParameter(parameter), matches: matches,
            make: { flow, value in (value as? Value).map { make(flow, $0) } }, onResult: onResult)
    }

    /// A route whose segment is followed by a parameter and presents a child made for it (see
    /// ``push(_:parameter:where:_:onResult:)``).
    ///
    /// ```swift
    /// extension Route<ShopCoordinator> {
    ///     static var receipt: Self {
    ///         .present("receipt", parameter: \ReceiptCoordinator.order, from: \.screen) { _, order in
    ///             ReceiptCoordinator(order: order)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - segment: The segment before the parameter.
    ///   - parameter: The child's value the parameter stands for.
    ///   - presenter: The flow's screen that presents.
    ///   - matches: Whether a running child stands for the segment; by default every one with the parameter.
    ///   - make: Creates the child for a parameter.
    ///   - onResult: Called once when the child ends: with its result, or `nil`.
    /// - Returns: The route.
    public static func present<Child: BaseCoordinator<R> & Routable, R, Value: LosslessStringConvertible>(
        _ segment: String, parameter: KeyPath<Child, Value>, from presenter: @escaping (Flow) -> Screen?,
        where matches: ((Child) -> Bool)? = nil, _ make: @escaping (Flow, Value) -> Child,
        onResult: ((Flow, R?) -> Void)? = nil
    ) -> Route {
        child(
            segment, .present(from: presenter), parameter: RouteParameter(parameter), matches: matches,
            make: { flow, value in (value as? Value).map { make(flow, $0) } }, onResult: onResult)
    }

    /// A route with no segment that replaces the window's root with a child (an app's splash, its tabs, its
    /// login). Links never release the flow's root child. The one route that takes links hands every link
    /// to its child when it runs; while another root child runs (a splash), a link waits for it.
    ///
    /// ```swift
    /// extension Route<AppCoordinator> {
    ///     static var tabs: Self {
    ///         .root(takingLinks: true) { _ in TabCoordinator() } onResult: { app, _ in app.showSplash() }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - takingLinks: Whether links pass through this child.
    ///   - make: Creates the child (never started).
    ///   - onResult: Called once when the child ends: with its result, or `nil`.
    /// - Returns: The route.
    public static func root<Child: BaseCoordinator<R> & Routable, R>(
        takingLinks: Bool = false, _ make: @escaping (Flow) -> Child, onResult: ((Flow, R?) -> Void)? = nil
    ) -> Route {
        child(
            nil, .root(takingLinks: takingLinks), parameter: nil, matches: nil, make: { flow, _ in make(flow) },
            onResult: onResult)
    }

    private static func child<Child: BaseCoordinator<R> & Routable, R>(
        _ segment: String?, _ placement: ChildRoute<Flow>.Placement, parameter: RouteParameter?,
        matches: ((Child) -> Bool)?, make: @escaping (Flow, Any?) -> Child?, onResult: ((Flow, R?) -> Void)?
    ) -> Route {
        let stands: (Coordinator, String?) -> Bool = { coordinator, text in
            guard let child = coordinator as? Child, matches?(child) ?? true else { return false }
            return parameter.map { $0.read(child) == text } ?? true
        }
        let start: (Flow, Any?) throws(NavigationError) -> Coordinator? = { flow, value throws(NavigationError) in
            guard let child = make(flow, value) else { return nil }
            let result: AnyPublisher<R, Never>
            switch placement {
            case .push:
                guard let stack = flow.navigationStack else { throw .noPlacement(coordinator: flow.name) }
                result = try flow.push(child, on: stack)
            case .present(let presenter):
                guard let screen = presenter(flow) else { throw .notInWindow(screen: "\(flow.name)'s screen") }
                result = try flow.present(child, from: screen)
            case .root:
                result = try flow.setRoot(child)
            }
            if let onResult {
                flow.onResult(of: result) { [weak flow] value in
                    guard let flow else { return }
                    onResult(flow, value)
                }
            }
            return child
        }
        let route = ChildRoute<Flow>(
            segment: segment, childType: Child.self, placement: placement, parameter: parameter, stands: stands,
            start: start)
        return Route(segment: segment, sort: .child(route))
    }
}

/// A route that starts a child, with its type erased.
@MainActor
struct ChildRoute<Flow: Routable> {
    /// How the child shows its screens.
    enum Placement {
        /// Pushed onto the flow's navigation stack.
        case push
        /// Presented, in a fresh stack, from this screen of the flow.
        case present(from: (Flow) -> Screen?)
        /// As the window's root; links pass through it when it takes them.
        case root(takingLinks: Bool)
    }

    let segment: String?
    let childType: any Routable.Type
    let placement: Placement
    let parameter: RouteParameter?
    /// Whether a running coordinator stands for the route, with this parameter text.
    let stands: (Coordinator, String?) -> Bool
    /// Creates, places and starts the child for a parameter value (`nil` for a route without one); `nil`
    /// when the value is not of the route's parameter type.
    let start: (Flow, Any?) throws(NavigationError) -> Coordinator?

    /// The kind of child the route starts.
    var childKind: String { routeKind(of: childType) }

    /// Whether the route is a root route.
    var isRoot: Bool {
        if case .root = placement { return true }
        return false
    }
}

/// A route's parameter: its type's name, how a link's text converts to it, how a child's value reads back.
@MainActor
struct RouteParameter {
    let typeName: String
    let parse: (String) -> Any?
    let read: (Coordinator) -> String?

    init<Child, Value: LosslessStringConvertible>(_ keyPath: KeyPath<Child, Value>) {
        typeName = String(describing: Value.self)
        parse = { Value($0) }
        read = { ($0 as? Child).map { $0[keyPath: keyPath].description } }
    }
}

/// The name of a flow type in snapshots.
@MainActor
func routeKind(of type: any Routable.Type) -> String {
    func kind<Flow: Routable>(_ type: Flow.Type) -> String { Flow.routes.kind }
    return kind(type)
}
