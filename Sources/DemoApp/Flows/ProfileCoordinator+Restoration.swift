import FlowKit

/// Profile saves the user's name and bio (once there is one); an update-details flow saves which of its
/// screens shows.
extension ProfileCoordinator: Restorable {
    static let restorationKind = "profile"

    var savedState: [String: String] { bio.isEmpty ? ["name": userName] : ["name": userName, "bio": bio] }

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        guard let name = snapshot.state["name"], !name.isEmpty else { throw .corrupt("profile.name is missing") }
        try snapshot.validateChildren([UpdateDetailsCoordinator.self, EditBioCoordinator.self], atMost: 1)
    }

    func restoreState(_ state: [String: String]) throws(NavigationError) {
        userName = state["name"] ?? userName
        bio = state["bio"] ?? bio
        if let screen { update(screen) }
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        guard let screen else { throw .coordinatorReleased(coordinator: name) }
        if snapshot.kind == EditBioCoordinator.restorationKind {
            try editBio()
        } else {
            try updateDetails(on: screen)
        }
        return try lastChild()
    }
}

extension UpdateDetailsCoordinator: Restorable {
    static let restorationKind = "update-details"

    /// The screens the flow can show, in order.
    private static let steps = ["first-name", "last-name", "result"]

    var savedState: [String: String] {
        let titles = screens.map(\.title)
        let step = titles.contains("Result") ? "result" : titles.contains("Last Name") ? "last-name" : "first-name"
        return ["screen": step]
    }

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        guard let step = snapshot.state["screen"], steps.contains(step) else {
            throw .corrupt("update-details.screen is \(snapshot.state["screen"] ?? "missing") (expected \(steps))")
        }
        try snapshot.validateChildren([], atMost: 0)
    }

    func restoreState(_ state: [String: String]) throws(NavigationError) {
        guard let step = state["screen"], step != "first-name" else { return }
        try showLastName()
        if step == "result" { try save() }
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        throw .noPlacement(coordinator: name)
    }
}
