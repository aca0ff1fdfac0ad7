import FlowKit

/// The bio editor saves how many words were typed: a restored editor has the same unsaved draft. An open
/// **Discard changes?** question is not saved (as UIKit does not restore an alert): the restored editor
/// shows the draft, and asks again on the next exit.
extension EditBioCoordinator: Restorable {
    static let restorationKind = "edit-bio"

    var savedState: [String: String] { ["typed": String(typed)] }

    static func validate(_ snapshot: CoordinatorSnapshot) throws(RestorationError) {
        _ = try snapshot.number("typed", in: 0...Int.max)
        try snapshot.validateChildren([], atMost: 0)
    }

    func restoreState(_ state: [String: String]) throws(NavigationError) {
        restoreTyped(state["typed"].flatMap(Int.init) ?? 0)
    }

    func startChild(restoring snapshot: CoordinatorSnapshot) throws(NavigationError) -> Coordinator {
        throw .noPlacement(coordinator: name)
    }
}
