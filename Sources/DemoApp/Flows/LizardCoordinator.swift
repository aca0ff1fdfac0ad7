import FlowKit

/// The Lizard tab: screen **Lizard** with an item count and **Compose**, which presents a
/// ``ComposeCoordinator`` modally; each `true` result adds an item. Never finishes.
@MainActor
final class LizardCoordinator: BaseCoordinator<Never> {
    /// How many messages were sent from here (saved in a snapshot).
    var items = 0
    /// The **Lizard** screen, once shown.
    private(set) weak var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Lizard")
        screen.buttons = [
            Screen.Button("Compose") { [weak self, weak screen] in
                guard let self, let screen else { return }
                try self.compose(from: screen)
            }
        ]
        update(screen)
        self.screen = screen
        try show(screen)
        return resultFromFinish
    }

    func compose(from screen: Screen) throws(NavigationError) {
        try presentCompose(from: screen) { [weak self] screen in
            guard let self else { return }
            self.items += 1
            self.update(screen)
        }
    }

    func update(_ screen: Screen) {
        screen.lines = ["Items: \(items)"]
    }
}
