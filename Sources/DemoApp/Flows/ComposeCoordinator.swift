import FlowKit

/// A modal compose flow in its own navigation stack: screen **Compose** with **OK** (result `true`),
/// **Cancel** (`false`) and **Compose** (presents another Compose on top, recursively; its `true`
/// results are counted here). Swiping it down releases it with no result.
@MainActor
final class ComposeCoordinator: BaseCoordinator<Bool> {
    /// How many messages were sent from here (saved in a snapshot).
    var sent = 0 {
        didSet { update() }
    }
    /// The **Compose** screen, once shown.
    private(set) weak var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Compose")
        screen.buttons = [
            Screen.Button("OK") { [weak self] in self?.finish(with: true) },
            Screen.Button("Cancel") { [weak self] in self?.finish(with: false) },
            Screen.Button("Compose") { [weak self] in try self?.navigate(to: .compose) },
        ]
        self.screen = screen
        update()
        try show(screen)
        return resultFromFinish
    }

    private func update() {
        screen?.lines = ["Write a message.", "Sent from here: \(sent)"]
    }
}
