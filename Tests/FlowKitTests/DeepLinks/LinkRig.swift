import FlowKit
import Signals

/// A window and router running ``LinkApp``, its deep links, and a log of releases and dropped links.
@MainActor
final class LinkRig {
    let window = Window()
    let router: Router
    let app = LinkApp()
    let links: DeepLinks
    /// Releases in order, e.g. `"Item: deep link"`.
    private(set) var releases: [String] = []
    /// Dropped links, as described.
    private(set) var dropped: [DroppedDeepLink] = []
    private var subscriptions: [AnyCancellable] = []

    /// Starts the app on its gate; `open` lets the gate finish so that the shop runs.
    init(open: Bool = true) {
        router = Router(window: window)
        links = DeepLinks(router: router, scheme: "test")
        // A fresh router and a fresh app: `start` has nothing to refuse.
        try! router.start(app)
        subscriptions.append(
            router.releases.sink { [weak self] release in
                self?.releases.append("\(release.name): \(release.reason)")
            })
        subscriptions.append(links.dropped.sink { [weak self] in self?.dropped.append($0) })
        if open { app.gate?.open() }
        releases = []
    }

    /// Everything a refused link must leave as it was: the hierarchy and the running coordinators.
    struct State: Equatable {
        let hierarchy: String
        let running: [ObjectIdentifier]
    }

    var state: State {
        State(
            hierarchy: window.hierarchyDescription, running: router.runningCoordinators.map(ObjectIdentifier.init))
    }

    /// The names of the running coordinators, root first.
    var running: [String] { router.runningCoordinators.map(\.name) }

    /// Returns the releases logged so far and empties the log.
    func takeReleases() -> [String] {
        defer { releases = [] }
        return releases
    }
}
