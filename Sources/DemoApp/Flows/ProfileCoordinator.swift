import FlowKit

/// The Profile tab: screen **Profile** with the user's name, **Update Details**, which pushes an
/// ``UpdateDetailsCoordinator``, and **Edit Bio**, which pushes an ``EditBioCoordinator``; a saved name or
/// bio is shown. Never finishes.
@MainActor
final class ProfileCoordinator: BaseCoordinator<Never> {
    /// The user's name (saved in a snapshot).
    var userName = "Jane Appleseed" {
        didSet { update() }
    }
    /// How many words the user's bio has (saved in a snapshot): the bio is the first words of
    /// ``EditBioCoordinator/sentence``, none until one is saved.
    var bioWords = 0 {
        didSet { update() }
    }
    /// The **Profile** screen, once shown.
    private(set) weak var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Profile")
        screen.buttons = [
            Screen.Button("Update Details") { [weak self] in try self?.navigate(to: .updateDetails) },
            Screen.Button("Edit Bio") { [weak self] in try self?.navigate(to: .editBio) },
        ]
        self.screen = screen
        update()
        try show(screen)
        return resultFromFinish
    }

    private func update() {
        let bio = EditBioCoordinator.bio(words: bioWords)
        screen?.lines = ["Name: \(userName)"] + (bio.isEmpty ? [] : ["Bio: \(bio)"])
    }
}
