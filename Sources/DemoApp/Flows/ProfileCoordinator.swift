import FlowKit

/// The Profile tab: screen **Profile** with the user's name, **Update Details**, which pushes an
/// ``UpdateDetailsCoordinator``, and **Edit Bio**, which pushes an ``EditBioCoordinator``; a saved name
/// or bio is shown. Never finishes.
@MainActor
final class ProfileCoordinator: BaseCoordinator<Never> {
    /// The user's name (saved in a snapshot).
    var userName = "Jane Appleseed"
    /// The user's bio, empty until one is saved (saved in a snapshot).
    var bio = ""
    /// The **Profile** screen, once shown.
    private(set) weak var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Profile")
        screen.buttons = [
            Screen.Button("Update Details") { [weak self, weak screen] in
                guard let self, let screen else { return }
                try self.updateDetails(on: screen)
            },
            Screen.Button("Edit Bio") { [weak self] in try self?.editBio() },
        ]
        update(screen)
        self.screen = screen
        try show(screen)
        return resultFromFinish
    }

    func updateDetails(on screen: Screen) throws(NavigationError) {
        guard let stack = navigationStack else { return }
        onResult(of: try push(UpdateDetailsCoordinator(), on: stack)) { [weak self, weak screen] name in
            guard let self, let screen, let name else { return }
            self.userName = name
            self.update(screen)
        }
    }

    func editBio() throws(NavigationError) {
        guard let stack = navigationStack else { return }
        onResult(of: try push(EditBioCoordinator(bio: bio), on: stack)) { [weak self] saved in
            guard let self, let saved else { return }
            self.bio = saved
            if let screen = self.screen { self.update(screen) }
        }
    }

    func update(_ screen: Screen) {
        screen.lines = ["Name: \(userName)"] + (bio.isEmpty ? [] : ["Bio: \(bio)"])
    }
}
