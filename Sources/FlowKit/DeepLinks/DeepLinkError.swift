/// Why a deep link was refused, or stopped.
///
/// Every case but ``interrupted(_:shown:)`` is thrown before anything moves: the navigation, the
/// coordinators and their state are as they were, and nothing was queued. A link is checked in two passes
/// before its first change: against the routes the flows declare (the grammar), then against the running
/// coordinators (every change it would make on them is possible). Only a flow's own code can then refuse
/// a step, and ``interrupted(_:shown:)`` says exactly what it left.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text has no `scheme://` part.
    case missingScheme(link: String)
    /// The scheme is not a letter followed by letters, digits, `+`, `-` or `.`.
    case invalidScheme(scheme: String)
    /// The scheme is well formed but not the app's.
    case unknownScheme(scheme: String, expected: String)
    /// No route takes this host.
    case unknownHost(host: String)
    /// The flow reached at this point declares no route for this segment (`index` 1 is the first segment
    /// after the host).
    case unknownSegment(segment: String, index: Int, flow: String)
    /// The link ends where a route needs its parameter (`index` is where the parameter was expected).
    case missingParameter(segment: String, index: Int, flow: String)
    /// The parameter at `index` does not convert to the type its route expects.
    case invalidParameter(String, index: Int, expected: String)
    /// A segment holds a character a URL path cannot hold unencoded (a space, a control or non-ASCII
    /// character).
    case invalidCharacter(segment: String, index: Int)
    /// A segment's percent-encoding does not decode (a `%` without two hex digits, or bytes that are not
    /// UTF-8).
    case badPercentEncoding(segment: String, index: Int)
    /// A segment is empty (`//`, or a trailing `/`).
    case emptySegment(index: Int)
    /// The link has a query; no route declares one.
    case queryNotAllowed(query: String)
    /// The link has a fragment; no route declares one.
    case fragmentNotAllowed(fragment: String)
    /// The link has more segments than ``DeepLink/maximumSegments``.
    case tooManySegments(count: Int, limit: Int)
    /// The router's root coordinator is not ``Routable``, or does not run.
    case noHandler
    /// The link is valid, but the running coordinators cannot show it: a change it needs would be refused
    /// (for example a screen that must present already presents a modal the link does not release, a
    /// flow whose tab bar or screen is gone, or a leave-guard that keeps a screen the link would release:
    /// ``NavigationError/leaveRefused(screen:path:asked:)`` with path ``LeavePath/deepLink``). Found before
    /// anything moved: nothing changed.
    case navigationFailed(NavigationError)
    /// A flow's own code refused a step after the link began to move: a child's `start()` failed, or did
    /// not show the screen its next route presents from, or a screen route's `show` threw. This is a bug in
    /// that flow. What is left: the children the link released stay released (reason
    /// ``ReleaseReason/deepLink``), the children it started before the failing step run, the tabs it
    /// selected stay selected; `shown` is the link the navigation shows now (`nil` if none), a prefix of
    /// the link that was opened.
    case interrupted(NavigationError, shown: DeepLink?)

    /// A one-line explanation naming the bad part, for example `unknown segment "foo" (segment 2) in
    /// SettingsCoordinator`.
    public var description: String {
        switch self {
        case .missingScheme(let link): "no scheme:// in \"\(link)\""
        case .invalidScheme(let scheme): "invalid scheme \"\(scheme)\""
        case .unknownScheme(let scheme, let expected): "unknown scheme \"\(scheme)\" (expected \"\(expected)\")"
        case .unknownHost(let host): "unknown host \"\(host)\""
        case .unknownSegment(let segment, let index, let flow):
            "unknown segment \"\(segment)\" (segment \(index)) in \(flow)"
        case .missingParameter(let segment, let index, let flow):
            "\"\(segment)\" needs a parameter (segment \(index)) in \(flow)"
        case .invalidParameter(let text, let index, let expected):
            "parameter \"\(text)\" (segment \(index)) is not a valid \(expected)"
        case .invalidCharacter(let segment, let index): "invalid character in segment \(index) \"\(segment)\""
        case .badPercentEncoding(let segment, let index): "bad percent-encoding in segment \(index) \"\(segment)\""
        case .emptySegment(let index): "empty segment \(index)"
        case .queryNotAllowed(let query): "query \"?\(query)\" not allowed"
        case .fragmentNotAllowed(let fragment): "fragment \"#\(fragment)\" not allowed"
        case .tooManySegments(let count, let limit): "\(count) segments (at most \(limit))"
        case .noHandler: "no coordinator handles deep links"
        case .navigationFailed(let error): "navigation refused: \(error)"
        case .interrupted(let error, let shown):
            "interrupted by a flow: \(error); the navigation shows \(shown.map { "\($0)" } ?? "no link")"
        }
    }
}
