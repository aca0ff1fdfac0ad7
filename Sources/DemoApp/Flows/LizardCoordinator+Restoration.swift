import FlowKit

/// Lizard saves its item count; a Compose chain is restored modal by modal.
extension LizardCoordinator: Restorable {
    static let restorationKind = "lizard"

    var savedState: [String: String] { ["items": String(items)] }

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        _ = try snapshot.number("items", in: 0...Int.max)
        try snapshot.validateChildren([ComposeCoordinator.self], atMost: 1)
    }

    func restoreState(_ state: [String: String]) throws(NavigationError) {
        items = Int(state["items"] ?? "") ?? 0
        if let screen { update(screen) }
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        guard let screen else { throw .coordinatorReleased(coordinator: name) }
        try compose(from: screen)
        return try lastChild()
    }
}

extension ComposeCoordinator: Restorable {
    static let restorationKind = "compose"

    var savedState: [String: String] { ["sent": String(sent)] }

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        _ = try snapshot.number("sent", in: 0...Int.max)
        try snapshot.validateChildren([ComposeCoordinator.self], atMost: 1)
    }

    func restoreState(_ state: [String: String]) throws(NavigationError) {
        sent = Int(state["sent"] ?? "") ?? 0
        if let screen { update(screen) }
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        guard let screen else { throw .coordinatorReleased(coordinator: name) }
        try compose(from: screen)
        return try lastChild()
    }
}
