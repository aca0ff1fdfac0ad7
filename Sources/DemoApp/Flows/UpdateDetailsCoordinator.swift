import FlowKit

/// The update-details flow: **First Name** (**Next**, **Cancel**), then **Last Name** (**Save**,
/// **Cancel**). Save replaces the flow's screens with **Result** (**Finish** finishes with the new name,
/// which pops it); Cancel pops to the root of the stack, which releases the flow.
@MainActor
final class UpdateDetailsCoordinator: BaseCoordinator<String> {
    /// The screens the flow shows, in order (saved in a snapshot).
    enum Step: String, CaseIterable {
        case firstName = "first-name"
        case lastName = "last-name"
        case result
    }

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

    /// The flow's screens in the window.
    private var shown: [String] { screens.filter { $0.window != nil }.map(\.title) }

    /// The screen the flow shows.
    var step: Step { shown.contains("Result") ? .result : shown.contains("Last Name") ? .lastName : .firstName }

    /// Whether the flow shows **Last Name**.
    var showsLastName: Bool { step == .lastName }

    /// Whether the flow saved and shows its **Result** screen.
    var hasSaved: Bool { step == .result }

    /// Goes back from **Last Name** to **First Name**.
    func showFirstName() throws(NavigationError) {
        guard let stack = navigationStack, let first = screens.first(where: { $0.title == "First Name" }) else {
            return
        }
        _ = try stack.popTo(first)
    }

    /// Shows the screens of a saved step, from **First Name**.
    func show(_ step: Step) throws(NavigationError) {
        guard step != .firstName else { return }
        try showLastName()
        if step == .result { try save() }
    }
}
