/// Restoration, derived from a flow's routes: what it saves, what a snapshot of it may hold, and how it
/// is rebuilt.
extension Routes {
    /// The key under which a flow with tab routes saves its selected tab.
    static var selectedTabKey: String { "selected" }

    /// A snapshot of a running flow and its children.
    func snapshot(of flow: Flow, parameter: String?) throws(RestorationError) -> CoordinatorSnapshot {
        var state: [String: String] = [:]
        for value in saved { state[value.key] = value.save(flow) }
        if let tabBar = tabs.first?.tabBar(flow) { state[Self.selectedTabKey] = String(tabBar.selectedIndex) }
        var children: [CoordinatorSnapshot] = []
        for child in flow.children {
            let route = childRoutes.first { $0.stands(child, $0.parameter?.read(child)) }
            children.append(try snapshotOf(child, parameter: route?.parameter?.read(child)))
        }
        let shown = screens.filter { $0.isShown(flow) }.map(\.segment)
        return CoordinatorSnapshot(
            kind: kind, state: state, children: children, parameter: parameter, screens: shown.isEmpty ? nil : shown)
    }

    /// Checks a snapshot of this kind of flow, and its children, moving nothing.
    func check(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        for value in saved {
            if let problem = value.problem(in: snapshot.state, of: kind) { throw .corrupt(problem) }
        }
        if !tabs.isEmpty {
            let range = 0...(tabs.count - 1)
            let text = snapshot.state[Self.selectedTabKey]
            if !(text.flatMap(Int.init).map(range.contains) ?? false) {
                throw .corrupt(invalidValue(kind: kind, key: Self.selectedTabKey, text: text, expected: "\(range)"))
            }
        }
        if let shown = snapshot.screens {
            let segments = screens.map(\.segment)
            guard !shown.isEmpty, segments.filter(shown.contains) == shown else {
                throw .corrupt("\(kind).screens is \(shown) (expected some of \(segments), in order)")
            }
        }
        for child in snapshot.children {
            if let tab = tabs.first(where: { routeKind(of: $0.childType) == child.kind }) {
                try checkSnapshot(tab.childType, child)
            } else if let route = childRoutes.first(where: { $0.childKind == child.kind }) {
                if let parameter = route.parameter, child.parameter.flatMap(parameter.parse) == nil {
                    let text = child.parameter.map { "\"\($0)\"" } ?? "missing"
                    throw .corrupt("\(child.kind).parameter is \(text) (expected \(parameter.typeName))")
                }
                try checkSnapshot(route.childType, child)
            } else {
                throw .unknownRoute(kind: child.kind, parent: kind)
            }
        }
        try checkChildCount(snapshot)
    }

    /// The tab flows first, in tab order, then at most one child of a child route (exactly one for root
    /// routes).
    private func checkChildCount(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        let kinds = snapshot.children.map(\.kind)
        let tabKinds = tabs.map { routeKind(of: $0.childType) }
        let others = kinds.dropFirst(tabKinds.count)
        guard kinds.prefix(tabKinds.count).elementsEqual(tabKinds), !others.contains(where: tabKinds.contains) else {
            throw .corrupt("\(kind) run \(kinds) (expected \(tabKinds))")
        }
        let routes = childRoutes
        if routes.contains(where: \.isRoot) {
            guard others.count == 1 else { throw .corrupt("\(kind) runs \(others.count) flows (expected 1)") }
        } else {
            let limit = routes.isEmpty ? 0 : 1
            guard others.count <= limit else {
                throw .corrupt("\(kind) has \(others.count) children (at most \(limit))")
            }
        }
    }

    /// Rebuilds a started flow's part of a checked snapshot: its saved values, selected tab and shown screen
    /// routes, then each
    /// child in order (a running child of the same kind at the same position is kept, any other is started
    /// by its route), each restored in turn.
    func restore(_ flow: Flow, from snapshot: CoordinatorSnapshot) throws(RestorationError) {
        do {
            for value in saved {
                if let restore = value.restore, let text = snapshot.state[value.key] { try restore(flow, text) }
            }
            if let tabBar = tabs.first?.tabBar(flow),
                let selected = snapshot.state[Self.selectedTabKey].flatMap(Int.init)
            {
                try tabBar.select(selected)
            }
            for screen in screens where snapshot.screens?.contains(screen.segment) == true && !screen.isShown(flow) {
                try screen.show(flow)()
            }
        } catch {
            throw .interrupted(kind: kind, error)
        }
        for (index, childSnapshot) in snapshot.children.enumerated() {
            let child = try restoredChild(of: flow, at: index, from: childSnapshot)
            try restoreSnapshot(child, from: childSnapshot)
        }
    }

    private func restoredChild(of flow: Flow, at index: Int, from snapshot: CoordinatorSnapshot)
        throws(RestorationError) -> any Routable
    {
        if index < flow.children.count, let existing = flow.children[index] as? any Routable,
            routeKind(of: type(of: existing)) == snapshot.kind
        {
            return existing
        }
        do throws(NavigationError) {
            // A tab flow that `start()` did not create has no route to start it.
            guard let route = childRoutes.first(where: { $0.childKind == snapshot.kind }) else {
                throw NavigationError.coordinatorReleased(coordinator: snapshot.kind)
            }
            let value = route.parameter.flatMap { parameter in snapshot.parameter.flatMap(parameter.parse) }
            guard let child = try route.start(flow, value) as? any Routable else {
                throw NavigationError.coordinatorReleased(coordinator: snapshot.kind)
            }
            return child
        } catch {
            throw .interrupted(kind: snapshot.kind, error)
        }
    }
}

/// A snapshot of a running coordinator, which must be ``Routable``.
@MainActor
func snapshotOf(_ coordinator: Coordinator, parameter: String?) throws(RestorationError) -> CoordinatorSnapshot {
    guard let flow = coordinator as? any Routable else { throw .notRoutable(coordinator: coordinator.name) }
    func snapshot<Flow: Routable>(_ flow: Flow) throws(RestorationError) -> CoordinatorSnapshot {
        try Flow.routes.snapshot(of: flow, parameter: parameter)
    }
    return try snapshot(flow)
}

/// Checks a snapshot against the routes of a flow type.
@MainActor
func checkSnapshot(_ type: any Routable.Type, _ snapshot: CoordinatorSnapshot) throws(RestorationError) {
    func check<Flow: Routable>(_ type: Flow.Type) throws(RestorationError) { try Flow.routes.check(snapshot) }
    try check(type)
}

/// Restores a started flow from its checked snapshot.
@MainActor
func restoreSnapshot(_ flow: any Routable, from snapshot: CoordinatorSnapshot) throws(RestorationError) {
    func restore<Flow: Routable>(_ flow: Flow) throws(RestorationError) {
        try Flow.routes.restore(flow, from: snapshot)
    }
    try restore(flow)
}
