extension Routable {
    /// Follows one of the flow's routes, as a link naming it would: starts its child (pushed, presented or
    /// as the window's root, with the route's result handler), selects its tab, or shows its screen.
    ///
    /// A flow's buttons call it, so that a button, a link and a restoration start a child the same way.
    ///
    /// ```swift
    /// Screen.Button("Compose") { [weak self] in try self?.navigate(to: .compose) }
    /// ```
    ///
    /// - Parameter route: One of the flow's routes, without a parameter.
    /// - Returns: The child started, or the tab's flow; `nil` for a screen route, and for a route that needs
    ///   a parameter (nothing happens: use ``navigate(to:with:)``).
    /// - Throws: The navigation model's refusal, as the child's helper (``Coordinator/push(_:on:)``,
    ///   ``Coordinator/present(_:from:)``, ``Coordinator/setRoot(_:)``) or the tab bar throws it;
    ///   ``NavigationError/noPlacement(coordinator:)`` for a push route when the flow has no navigation
    ///   stack, ``NavigationError/notInWindow(screen:)`` when a present route's screen is gone.
    @discardableResult
    public func navigate(to route: Route<Self>) throws(NavigationError) -> Coordinator? {
        try follow(route, value: nil)
    }

    /// Follows one of the flow's routes that takes a parameter, with a value, as a link naming it would.
    ///
    /// ```swift
    /// Screen.Button("Open item 42") { [weak self] in try self?.navigate(to: .item, with: 42) }
    /// ```
    ///
    /// - Parameters:
    ///   - route: One of the flow's routes.
    ///   - value: The parameter, of the type the route declares.
    /// - Returns: The child started; `nil` when the route takes no parameter or a parameter of another type
    ///   (nothing happens).
    /// - Throws: As ``navigate(to:)``.
    @discardableResult
    public func navigate<Value: LosslessStringConvertible>(to route: Route<Self>, with value: Value)
        throws(NavigationError) -> Coordinator?
    {
        try follow(route, value: value)
    }

    private func follow(_ route: Route<Self>, value: Any?) throws(NavigationError) -> Coordinator? {
        switch route.sort {
        case .child(let child):
            guard (child.parameter == nil) == (value == nil) else { return nil }
            return try child.start(self, value)
        case .tab(let tab):
            guard value == nil else { return nil }
            let index = Self.routes.tabs.firstIndex { $0.segment == tab.segment } ?? 0
            guard let tabBar = tab.tabBar(self) else { throw .noSuchTab(index: index, count: 0) }
            try tabBar.select(index)
            return Self.routes.tabFlow(at: index, of: self)
        case .screen(let screen):
            guard value == nil, !screen.isShown(self) else { return nil }
            try screen.show(self)()
            return nil
        }
    }
}
