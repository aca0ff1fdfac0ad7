import Signals

/// Why a snapshot cannot be restored. Nothing is started when it is thrown.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The snapshot was written in a format version this FlowKit does not read.
    case unknownVersion(Int, supported: Int)
    /// A coordinator kind that no flow declares (any more) where it appears; `parent` is the kind it
    /// appears under, `nil` at the root.
    case unknownRoute(kind: String, parent: String?)
    /// The data does not decode, or a flow's saved state is not what it writes.
    case corrupt(String)
    /// Saving: a running coordinator is not ``Restorable``.
    case notRestorable(coordinator: String)
    /// Restoring a valid snapshot was refused by the navigation model: a bug in the flow's restoration.
    case navigationFailed(NavigationError)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .unknownVersion(let version, let supported):
            "snapshot version \(version) is not supported (this build reads version \(supported))"
        case .unknownRoute(let kind, let parent):
            "unknown route \"\(kind)\"" + (parent.map { " under \"\($0)\"" } ?? " at the root")
        case .corrupt(let detail): "corrupt snapshot: \(detail)"
        case .notRestorable(let coordinator): "\(coordinator) cannot be saved (it is not Restorable)"
        case .navigationFailed(let error): "restoring was refused: \(error)"
        }
    }
}
