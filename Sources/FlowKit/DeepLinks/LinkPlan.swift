/// How a valid link is shown with minimal change: planned on the running coordinators first, every
/// change checked, then carried out.
///
/// Planning walks the link down the running tree. At each flow it keeps the running child that stands
/// for the next segment (the same instance), releases the flow's other children with
/// ``ReleaseReason/deepLink`` (never its tab flows or its root child), shows or hides its screen routes,
/// selects a tab, and descends. It stops at the first child the link must start: what that child shows
/// is planned and carried out once it runs. Planning moves nothing and throws the first change that
/// would be refused, a release that a leave-guard refuses included (``Router/leaveRefusal(releasing:path:)``).
@MainActor
struct LinkPlan {
    /// One change, in the order it is made.
    enum Step {
        /// Releases a coordinator with ``ReleaseReason/deepLink``.
        case release(Coordinator)
        /// Selects a tab.
        case select(TabBar, Int)
        /// Shows or hides one of a flow's own screens.
        case screen(() throws(NavigationError) -> Void)
        /// Starts a child (named `child` in errors), then plans and carries out the rest of the link from it.
        case start(() throws(NavigationError) -> Coordinator?, child: String, rest: ArraySlice<String>)
    }

    /// What the link needs.
    enum Outcome {
        /// The steps show it.
        case ready
        /// The flow that takes it does not run yet; it waits behind this coordinator (a splash), if any.
        case waiting(behind: Coordinator?)
    }

    /// The router whose coordinators are released.
    let router: Router
    /// The changes, in order.
    private(set) var steps: [Step] = []
    /// The coordinators the steps release.
    private var released: Set<ObjectIdentifier> = []

    init(router: Router) {
        self.router = router
    }

    /// Plans `route` from `flow` down.
    ///
    /// - Returns: Whether the steps show the link, or what it waits for.
    /// - Throws: The first change that would be refused; nothing moved.
    mutating func plan(_ flow: any Routable, _ route: ArraySlice<String>) throws(NavigationError) -> Outcome {
        try plan(flow: flow, route)
    }

    private mutating func plan<Flow: Routable>(flow: Flow, _ route: ArraySlice<String>) throws(NavigationError)
        -> Outcome
    {
        guard flow.isRunning else { throw .coordinatorReleased(coordinator: flow.name) }
        let routes = Flow.routes
        var index = route.startIndex
        var named: Set<Int> = []
        var screensFrom = 0
        while index < route.endIndex, let (position, found) = routes.route(for: route[index], screensFrom: screensFrom),
            case .screen = found.sort
        {
            named.insert(position)
            screensFrom = position + 1
            index += 1
        }
        let next = index < route.endIndex ? routes.route(for: route[index], screensFrom: screensFrom)?.route : nil
        if next == nil, index < route.endIndex, let taker = routes.linkTaker {
            guard let child = flow.children.first(where: { taker.stands($0, nil) }) as? any Routable else {
                return .waiting(behind: flow.children.first)
            }
            return try plan(child, route[index...])
        }
        let screenSteps = screenChanges(of: flow, routes: routes, named: named)
        var kept: Coordinator?
        var parameter: String?
        if case .child(let child) = next?.sort {
            parameter = child.parameter.map { _ in route[index + 1] }
            // A child's screens sit above the flow's own: when those change, the child starts again on top.
            if screenSteps.isEmpty { kept = flow.children.first { child.stands($0, parameter) } }
        }
        for child in flow.children
        where child !== kept && !routes.isTabFlow(child, of: flow) && !isRootChild(child, of: routes) {
            try release(child)
        }
        steps += screenSteps
        guard let next else { return .ready }
        index += 1
        switch next.sort {
        case .screen:
            return .ready  // unreachable: screen segments were consumed above
        case .tab(let tab):
            return try planTab(tab, of: flow, rest: route[index...])
        case .child(let child):
            if parameter != nil { index += 1 }
            if let kept = kept as? any Routable { return try plan(kept, route[index...]) }
            try checkStart(child, of: flow)
            let value = parameter.flatMap { child.parameter?.parse($0) }
            let name = String(describing: child.childType)
            steps.append(
                .start(
                    { () throws(NavigationError) in try child.start(flow, value) }, child: name, rest: route[index...]))
            return .ready
        }
    }

    private func isRootChild<Flow: Routable>(_ child: Coordinator, of routes: Routes<Flow>) -> Bool {
        routes.childRoutes.contains { $0.isRoot && $0.stands(child, nil) }
    }

    /// Hides the shown screens the link does not name (last first), then shows the named ones not shown.
    private func screenChanges<Flow: Routable>(of flow: Flow, routes: Routes<Flow>, named: Set<Int>) -> [Step] {
        let screens = routes.routes.enumerated().compactMap { position, route -> (Int, ScreenRoute<Flow>)? in
            if case .screen(let screen) = route.sort { return (position, screen) }
            return nil
        }
        var changes: [Step] = []
        for (position, screen) in screens.reversed() where !named.contains(position) && screen.isShown(flow) {
            changes.append(.screen { () throws(NavigationError) in try screen.hide(flow)() })
        }
        for (position, screen) in screens where named.contains(position) && !screen.isShown(flow) {
            changes.append(.screen { () throws(NavigationError) in try screen.show(flow)() })
        }
        return changes
    }

    /// Selects the tab, after releasing a modal another flow of the tab bar presented over it.
    private mutating func planTab<Flow: Routable>(_ tab: TabRoute<Flow>, of flow: Flow, rest: ArraySlice<String>)
        throws(NavigationError) -> Outcome
    {
        let index = Flow.routes.tabs.firstIndex { $0.segment == tab.segment } ?? 0
        guard let tabBar = tab.tabBar(flow), index < tabBar.tabs.count else {
            throw .noSuchTab(index: index, count: tab.tabBar(flow)?.tabs.count ?? 0)
        }
        guard let target = Flow.routes.tabFlow(at: index, of: flow) as? any Routable else {
            throw .coordinatorReleased(coordinator: String(describing: tab.childType))
        }
        if let presented = tabBar.presentedScreen, !willLeave(presented) {
            let owner = router.owner(of: presented)
            if let owner, isDescendant(owner, of: target) {
                // The target's own plan keeps or releases it.
            } else if let owner, owner !== flow, isDescendant(owner, of: flow) {
                try release(owner)
            } else {
                throw .alreadyPresenting(presenter: tabBar.title, presented: presented.title)
            }
        }
        steps.append(.select(tabBar, index))
        return try plan(target, rest)
    }

    /// Checks, before anything moves, that the flow can start the route's child.
    private func checkStart<Flow: Routable>(_ route: ChildRoute<Flow>, of flow: Flow) throws(NavigationError) {
        switch route.placement {
        case .push:
            guard flow.navigationStack != nil else { throw .noPlacement(coordinator: flow.name) }
        case .present(let presenter):
            guard let screen = presenter(flow) else { throw .notInWindow(screen: "\(flow.name)'s screen") }
            guard screen.window != nil else { throw .notInWindow(screen: screen.title) }
            if let presented = screen.presentedScreen, !willLeave(presented) {
                throw .alreadyPresenting(presenter: screen.layerRoot.title, presented: presented.title)
            }
        case .root:
            break
        }
    }

    /// Plans releasing `coordinator`, unless a leave-guard of a screen the release would remove refuses:
    /// asked now (path ``LeavePath/deepLink``, asking nobody), so a refused link moves nothing; the release
    /// itself, like every release, then passes the guards.
    private mutating func release(_ coordinator: Coordinator) throws(NavigationError) {
        guard released.insert(ObjectIdentifier(coordinator)).inserted else { return }
        if let refusal = router.leaveRefusal(releasing: [coordinator], path: .deepLink) { throw refusal }
        steps.append(.release(coordinator))
    }

    /// Whether a presented screen leaves with a coordinator the steps release.
    private func willLeave(_ presented: Screen) -> Bool {
        var node = router.owner(of: presented)
        while let current = node {
            if released.contains(ObjectIdentifier(current)) { return true }
            node = current.parent
        }
        return false
    }

    private func isDescendant(_ coordinator: Coordinator, of ancestor: Coordinator) -> Bool {
        var node: Coordinator? = coordinator
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }

    /// Makes the changes in order; from a started child on, plans and makes the rest.
    ///
    /// - Returns: ``Outcome/ready``, or what a started child's part of the link waits for.
    /// - Throws: The refusal of a flow's own code (nothing is undone).
    func execute() throws(NavigationError) -> Outcome {
        for step in steps {
            switch step {
            case .release(let coordinator):
                coordinator.end(for: .deepLink)
            case .select(let tabBar, let index):
                try tabBar.select(index)
            case .screen(let change):
                try change()
            case .start(let start, let name, let rest):
                guard let child = try start() as? any Routable else { throw .coordinatorReleased(coordinator: name) }
                var plan = LinkPlan(router: router)
                if case .waiting(let behind) = try plan.plan(child, rest) { return .waiting(behind: behind) }
                return try plan.execute()
            }
        }
        return .ready
    }
}
