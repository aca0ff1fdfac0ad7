import FlowKit

import class Signals.PassthroughSubject

/// The Waking Up tab: screen **Waking Up** with **Open Website** (sends a URL into a subject; each URL
/// presents a ``SafariCoordinator``) and **Settings** (pushes a ``SettingsCoordinator``). Finishes when
/// a Settings screen logs out.
@MainActor
final class WakingUpCoordinator: BaseCoordinator<Void> {
    /// The website Open Website shows.
    static let website = "https://wakingup.com"

    private let urls = PassthroughSubject<String, Never>()
    /// The **Waking Up** screen, once shown.
    private(set) weak var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Waking Up", lines: ["Meditate."])
        screen.buttons = [
            Screen.Button("Open Website") { [weak self] in self?.urls.send(Self.website) },
            Screen.Button("Settings") { [weak self] in try self?.navigate(to: .settings) },
        ]
        urls.sink { [weak self, weak screen] url in
            guard let self, let screen else { return }
            self.openWebsite(url, from: screen)
        }
        .store(in: &cancellables)
        self.screen = screen
        try show(screen)
        return resultFromFinish
    }

    /// Presents the page, unless something is presented already: a URL that arrives then is dropped
    /// (the model refuses it). Any other refusal is a bug.
    private func openWebsite(_ url: String, from screen: Screen) {
        do {
            try present(SafariCoordinator(url: url), from: screen)
        } catch .alreadyPresenting {
            return
        } catch {
            assertionFailure("\(name) cannot open \(url): \(error)")
        }
    }
}
