import FlowKit

/// The Profile tab: screen **Profile** with the user's name and **Update Details**, which pushes an
/// ``UpdateDetailsCoordinator``; a saved name is shown. Never finishes.
@MainActor
final class ProfileCoordinator: BaseCoordinator<Never> {
    /// The user's name (saved in a snapshot).
    var userName = "Jane Appleseed" {
        didSet { update() }
    }
    /// The **Profile** screen, once shown.
    private(set) weak var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Profile")
        screen.buttons = [Screen.Button("Update Details") { [weak self] in try self?.navigate(to: .updateDetails) }]
        self.screen = screen
        update()
        try show(screen)
        return resultFromFinish
    }

    private func update() {
        screen?.lines = ["Name: \(userName)"]
    }
}
