import FlowKit

/// Screen **Settings**: **Settings** pushes another Settings (without limit), **Compose** presents a
/// ``ComposeCoordinator``, **Logout** finishes; a logout of a pushed Settings bubbles up through this one.
@MainActor
final class SettingsCoordinator: BaseCoordinator<Void> {
    /// How many Settings screens deep this one is.
    let depth: Int
    /// The **Settings** screen, once shown.
    private(set) weak var screen: Screen?

    /// Creates a Settings flow.
    /// - Parameter depth: How many Settings screens deep this one is (shown on the screen).
    init(depth: Int) {
        self.depth = depth
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Settings", lines: ["Depth: \(depth)"])
        screen.buttons = [
            Screen.Button("Settings") { [weak self] in try self?.navigate(to: .settings) },
            Screen.Button("Compose") { [weak self] in try self?.navigate(to: .compose) },
            Screen.Button("Logout") { [weak self] in self?.finish() },
        ]
        self.screen = screen
        try show(screen)
        return resultFromFinish
    }
}
