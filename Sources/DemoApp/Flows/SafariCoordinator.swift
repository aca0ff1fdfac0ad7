import FlowKit

/// A presented web page: screen **Safari** showing the URL, with **Done**; it saves the URL.
@MainActor
final class SafariCoordinator: BaseCoordinator<Void>, Routable {
    static let routes = Routes<SafariCoordinator>("safari", saving: [.text("url", \.url)])
    /// The address shown (saved in a snapshot).
    var url: String {
        didSet { screen?.lines = [url] }
    }
    private weak var screen: Screen?

    /// Creates a web page.
    /// - Parameter url: The address to show.
    init(url: String) {
        self.url = url
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(
            title: "Safari", lines: [url], buttons: [Screen.Button("Done") { [weak self] in self?.finish() }])
        self.screen = screen
        try show(screen)
        return resultFromFinish
    }
}
