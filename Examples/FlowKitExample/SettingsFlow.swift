import FlowKit

/// Settings: **Account** pushes another Settings screen, **Logout** finishes (bubbling up from a pushed one).
@MainActor
final class SettingsFlow: BaseCoordinator<Void> {
    private let loggedOut = PassthroughSubject<Void, Never>()

    override func start() throws(NavigationError) -> AnyPublisher<Void, Never> {
        try show(
            Screen(
                title: "Settings",
                buttons: [
                    Screen.Button("Account") { [weak self] in try self?.pushAccount() },
                    Screen.Button("Logout") { [weak self] in self?.loggedOut.send() },
                ]))
        return loggedOut.eraseToAnyPublisher()
    }

    private func pushAccount() throws {
        guard let stack = navigationStack else { return }
        onResult(of: try push(SettingsFlow(), on: stack)) { [weak self] value in
            if value != nil { self?.loggedOut.send() }
        }
    }
}
