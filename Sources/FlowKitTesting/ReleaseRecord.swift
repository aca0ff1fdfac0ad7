import FlowKit

/// One release, as values: which coordinator (type name and id), why, and where it was in the tree.
///
/// A ``FlowTest`` turns each of the router's releases into one of these at once and keeps no reference to
/// the coordinator, so its log never keeps a released coordinator alive (and never makes one look leaked).
///
/// ```swift
/// flow.back()
/// #expect(flow.releases.map(\.description) == ["TestRoot#1 > UpdateDetailsCoordinator#2: screens removed (back)"])
/// ```
public struct ReleaseRecord: Hashable, Sendable, CustomStringConvertible {
    /// The coordinator's type name, e.g. `"UpdateDetailsCoordinator"`.
    public let name: String
    /// The coordinator's id in its router (1 for the root, then in start order).
    public let id: Int
    /// Why it was released.
    public let reason: ReleaseReason
    /// Its path in the tree when released, root first, e.g. `["TestRoot#1", "UpdateDetailsCoordinator#2"]`.
    public let path: [String]

    /// Creates a record.
    ///
    /// ```swift
    /// let record = ReleaseRecord(name: "Compose", id: 3, reason: .finished, path: ["App#1", "Compose#3"])
    /// ```
    ///
    /// - Parameters:
    ///   - name: The coordinator's type name.
    ///   - id: Its id.
    ///   - reason: Why it was released.
    ///   - path: Its path in the tree, root first.
    public init(name: String, id: Int, reason: ReleaseReason, path: [String]) {
        self.name = name
        self.id = id
        self.reason = reason
        self.path = path
    }

    /// `name#id`, e.g. `UpdateDetailsCoordinator#2`.
    public var label: String { "\(name)#\(id)" }

    /// The path and the reason, e.g. `TestRoot#1 > UpdateDetailsCoordinator#2: screens removed (back)`.
    public var description: String { "\(path.joined(separator: " > ")): \(reason)" }
}
