import FlowKit

/// The update-details flow: **First Name** (**Next**, **Cancel**), then **Last Name** (**Save**,
/// **Cancel**). Save replaces the flow's screens with **Result** (**Finish** finishes with the new name,
/// which pops it); Cancel pops to the root of the stack, which releases the flow.
@MainActor
final class UpdateDetailsCoordinator: BaseCoordinator<String> {
    /// The name a completed flow saves.
    static let savedName = "John Appleseed"

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(
            Screen(
                title: "First Name", lines: ["First name: John"],
                buttons: [
                    Screen.Button("Next") { [weak self] in try self?.showLastName() },
                    Screen.Button("Cancel") { [weak self] in try self?.cancel() },
                ]))
        return resultFromFinish
    }

    func showLastName() throws(NavigationError) {
        try show(
            Screen(
                title: "Last Name", lines: ["Last name: Appleseed"],
                buttons: [
                    Screen.Button("Save") { [weak self] in try self?.save() },
                    Screen.Button("Cancel") { [weak self] in try self?.cancel() },
                ]))
    }

    func save() throws(NavigationError) {
        let summary = Screen(
            title: "Result", lines: ["Saved: \(Self.savedName)"],
            buttons: [Screen.Button("Finish") { [weak self] in self?.finish(with: Self.savedName) }])
        try replaceScreens(with: [summary])
    }

    private func cancel() throws(NavigationError) {
        _ = try navigationStack?.popToRoot()
    }
}
