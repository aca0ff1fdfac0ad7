import FlowKit

/// The Lizard tab: screen **Lizard** with an item count and **Compose**, which presents a
/// ``ComposeCoordinator`` modally; each `true` result adds an item. Never finishes.
@MainActor
final class LizardCoordinator: BaseCoordinator<Never> {
    /// How many messages were sent from here (saved in a snapshot).
    var items = 0 {
        didSet { update() }
    }
    /// The **Lizard** screen, once shown.
    private(set) weak var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Lizard")
        screen.buttons = [Screen.Button("Compose") { [weak self] in try self?.navigate(to: .compose) }]
        self.screen = screen
        update()
        try show(screen)
        return resultFromFinish
    }

    private func update() {
        screen?.lines = ["Items: \(items)"]
    }
}
