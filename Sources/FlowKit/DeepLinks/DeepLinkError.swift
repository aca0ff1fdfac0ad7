import Signals

/// Why a deep link was refused. A refused link moves nothing: the navigation, the coordinators and their
/// state are as they were.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text has no `scheme://` part.
    case missingScheme(link: String)
    /// The scheme is not a letter followed by letters, digits, `+`, `-` or `.`.
    case invalidScheme(scheme: String)
    /// The scheme is well formed but not the app's.
    case unknownScheme(scheme: String, expected: String)
    /// No flow handles this host.
    case unknownHost(host: String)
    /// The flow reached at this point declares no route for this segment (`index` 1 is the first segment
    /// after the host).
    case unknownSegment(segment: String, index: Int, flow: String)
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
    /// The router's root coordinator does not handle deep links (it is not a ``DeepLinkRoot``), or does
    /// not run.
    case noHandler
    /// Applying a valid link was refused by the navigation model: a bug in the flow's route handling.
    case navigationFailed(NavigationError)

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
        case .invalidCharacter(let segment, let index): "invalid character in segment \(index) \"\(segment)\""
        case .badPercentEncoding(let segment, let index): "bad percent-encoding in segment \(index) \"\(segment)\""
        case .emptySegment(let index): "empty segment \(index)"
        case .queryNotAllowed(let query): "query \"?\(query)\" not allowed"
        case .fragmentNotAllowed(let fragment): "fragment \"#\(fragment)\" not allowed"
        case .tooManySegments(let count, let limit): "\(count) segments (at most \(limit))"
        case .noHandler: "no coordinator handles deep links"
        case .navigationFailed(let error): "navigation refused: \(error)"
        }
    }
}
