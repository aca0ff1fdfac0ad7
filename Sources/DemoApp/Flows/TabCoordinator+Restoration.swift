import FlowKit

/// The tabs save the selected tab; their three flows are created by `start()` and restored in place.
extension TabCoordinator: Restorable {
    static let restorationKind = "tabs"

    /// The tab flows, in tab order.
    private static let flows: [any Restorable.Type] = [
        LizardCoordinator.self, WakingUpCoordinator.self, ProfileCoordinator.self,
    ]

    var savedState: [String: String] { ["selected": String(tabBar?.selectedIndex ?? 0)] }

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        _ = try snapshot.number("selected", in: 0...(flows.count - 1))
        try snapshot.validateChildren(flows, atMost: flows.count)
        let kinds = snapshot.children.map(\.kind)
        guard kinds == flows.map({ $0.restorationKind }) else {
            throw .corrupt("tabs run \(kinds) (expected \(flows.map { $0.restorationKind }))")
        }
    }

    func restoreState(_ state: [String: String]) throws(NavigationError) {
        try tabBar?.select(Int(state["selected"] ?? "") ?? 0)
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        throw .noPlacement(coordinator: name)  // start() created every tab flow; validate() allows no other
    }
}
