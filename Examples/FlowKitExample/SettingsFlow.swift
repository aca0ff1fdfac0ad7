import FlowKit

/// Settings: **Account** pushes another Settings screen, **Logout** finishes (bubbling up from a pushed one).
@MainActor
final class SettingsFlow: BaseCoordinator<Void> {
    override func start() throws(NavigationError) -> ResultPublisher {
        try show(
            Screen(
                title: "Settings",
                buttons: [
                    Screen.Button("Account") { [weak self] in try self?.pushAccount() },
                    Screen.Button("Logout") { [weak self] in self?.finish() },
                ]))
        return resultFromFinish
    }

    private func pushAccount() throws {
        guard let stack = navigationStack else { return }
        onResult(of: try push(SettingsFlow(), on: stack)) { [weak self] value in
            if value != nil { self?.finish() }
        }
    }
}
