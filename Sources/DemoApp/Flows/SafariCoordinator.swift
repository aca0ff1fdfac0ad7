import FlowKit

/// A presented web page: screen **Safari** showing the URL, with **Done**.
@MainActor
final class SafariCoordinator: BaseCoordinator<Void> {
    /// The address shown.
    let url: String

    /// Creates a web page.
    /// - Parameter url: The address to show.
    init(url: String) {
        self.url = url
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(
            Screen(title: "Safari", lines: [url], buttons: [Screen.Button("Done") { [weak self] in self?.finish() }]))
        return resultFromFinish
    }
}
