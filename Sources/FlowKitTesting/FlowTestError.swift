import FlowKit

/// Why a ``FlowTest`` could not be set up, or could not start a child.
public enum FlowTestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The model refused a screen or a container of the setup (for example a screen given twice).
    case navigation(NavigationError)
    /// The root coordinator did not start: its `start()` threw (see `ReleaseReason.startFailed(_:)`)
    /// or it had already run.
    case rootDidNotStart(coordinator: String, reason: String)
    /// There is no navigation stack on screen to push onto; the top screen is named.
    case noNavigationStack(topScreen: String)
    /// There is no screen in the window.
    case emptyWindow
    /// No running coordinator could start the child: the top screen's owner was released and no root runs.
    case noRunningParent(topScreen: String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .navigation(let error): "the model refused the setup: \(error)"
        case .rootDidNotStart(let coordinator, let reason): "\(coordinator) did not start: \(reason)"
        case .noNavigationStack(let screen): "no navigation stack is on screen to push onto (top screen: \"\(screen)\")"
        case .emptyWindow: "the window shows no screen"
        case .noRunningParent(let screen): "no running coordinator shows \"\(screen)\" to start the child"
        }
    }
}
