extension Routes {
    /// The route the flow shows now, from its own declaration: its shown screen routes, then the segment
    /// of the selected tab (or of the running child that stands for one of its routes) and that child's
    /// route. A child that stands for no route ends it.
    ///
    /// - Parameter flow: A flow of this type.
    /// - Returns: The segments, empty when the flow shows none of its routes.
    func currentRoute(of flow: Flow) -> [String] {
        var segments = screens.filter { $0.isShown(flow) }.map(\.segment)
        if !tabs.isEmpty {
            guard let tabBar = tabs[0].tabBar(flow), tabs.indices.contains(tabBar.selectedIndex) else {
                return segments
            }
            segments.append(tabs[tabBar.selectedIndex].segment)
            if let child = tabFlow(at: tabBar.selectedIndex, of: flow) as? any Routable {
                segments += currentRouteOf(child)
            }
            return segments
        }
        if let taker = linkTaker {
            if let child = flow.children.first(where: { taker.stands($0, nil) }) as? any Routable {
                segments += currentRouteOf(child)
            }
            return segments
        }
        for child in flow.children {
            for route in childRoutes {
                guard let segment = route.segment else { continue }
                let parameter = route.parameter?.read(child)
                guard route.stands(child, parameter) else { continue }
                segments.append(segment)
                if let parameter { segments.append(parameter) }
                if let child = child as? any Routable { segments += currentRouteOf(child) }
                return segments
            }
        }
        return segments
    }
}

/// The route a running flow shows now (see ``Routes/currentRoute(of:)``).
@MainActor
func currentRouteOf(_ flow: any Routable) -> [String] {
    func route<Flow: Routable>(_ flow: Flow) -> [String] { Flow.routes.currentRoute(of: flow) }
    return route(flow)
}
