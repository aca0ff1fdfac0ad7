import Signals

/// One release, as values: which coordinator (type name and id), why, and where it was in the tree.
///
/// A record keeps nothing alive: a log of releases never makes a released coordinator look leaked.
/// ``coordinator`` is a weak reference, `nil` once nothing else holds the coordinator.
///
/// ```swift
/// router.releases.sink { release in
///     print(release)  // AppCoordinator#1 > ComposeCoordinator#4: screens removed (swipe-down)
/// }
/// .store(in: &cancellables)
/// ```
public struct CoordinatorRelease: Hashable, Sendable, CustomStringConvertible {
    /// The coordinator's id in its router (1 for the root, then in start order).
    public let id: Int
    /// Why it was released.
    public let reason: ReleaseReason
    /// The coordinator while something else keeps it alive; `nil` once it was deinitialised. The record
    /// itself holds it weakly, and two records compare equal whether or not it is still there.
    public weak let coordinator: Coordinator?
    /// Where the coordinator was: its record in the router (which keeps its ancestors' names and ids, and
    /// no coordinator) when the router made the release, so the path is spelled out only when read and a
    /// release costs the same however deep the tree is; or the values given to the public initializer.
    private let lineage: Lineage

    private enum Lineage: Sendable {
        case link(RouterLink)
        case spelled(name: String, path: [String])
    }

    /// Records the release of `coordinator`, whose record in the router is `lineage`.
    @MainActor
    init(coordinator: Coordinator, reason: ReleaseReason, lineage: RouterLink) {
        id = lineage.id
        self.reason = reason
        self.coordinator = coordinator
        self.lineage = .link(lineage)
    }

    /// Creates a record, for example to compare a whole log of releases with.
    ///
    /// ```swift
    /// let expected = CoordinatorRelease(name: "Compose", id: 3, reason: .finished, path: ["App#1", "Compose#3"])
    /// ```
    ///
    /// - Parameters:
    ///   - name: The coordinator's type name.
    ///   - id: Its id.
    ///   - reason: Why it was released.
    ///   - path: Its path in the tree, root first.
    public init(name: String, id: Int, reason: ReleaseReason, path: [String]) {
        self.id = id
        self.reason = reason
        coordinator = nil
        lineage = .spelled(name: name, path: path)
    }

    /// The coordinator's type name, e.g. `"ComposeCoordinator"`.
    public var name: String {
        switch lineage {
        case .link(let link): link.name
        case .spelled(let name, _): name
        }
    }

    /// `name#id`, e.g. `ComposeCoordinator#4`.
    public var label: String { "\(name)#\(id)" }

    /// Its path in the tree when released, root first, e.g. `["AppCoordinator#1", "ComposeCoordinator#4"]`.
    public var path: [String] {
        switch lineage {
        case .link(let link): link.path
        case .spelled(_, let path): path
        }
    }

    /// The path and the reason, e.g. `AppCoordinator#1 > ComposeCoordinator#4: screens removed (swipe-down)`.
    public var description: String { "\(path.joined(separator: " > ")): \(reason)" }

    /// Whether two records name the same coordinator, reason and path.
    ///
    /// - Parameters:
    ///   - lhs: A record.
    ///   - rhs: Another record.
    /// - Returns: `true` when the name, id, reason and path are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.id == rhs.id && lhs.reason == rhs.reason && lhs.path == rhs.path
    }

    /// Hashes the name, id, reason and path.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(id)
        hasher.combine(reason)
        hasher.combine(path)
    }
}

/// A coordinator whose `start()` threw: which one, the error, and where it was in the tree.
///
/// Like ``CoordinatorRelease``, it holds the coordinator weakly.
public struct CoordinatorStartFailure: Sendable, CustomStringConvertible {
    /// The coordinator's type name, e.g. `"SplashCoordinator"`.
    public let name: String
    /// The coordinator's id in its router.
    public let id: Int
    /// The coordinator, already released with ``ReleaseReason/startFailed(_:)``, while something else
    /// keeps it alive; `nil` once it was deinitialised.
    public weak let coordinator: Coordinator?
    /// What `start()` threw (or its presentation, for ``Coordinator/present(_:from:)``).
    public let error: NavigationError
    /// Its path in the tree when it failed, e.g. `["AppCoordinator#1", "SplashCoordinator#2"]`.
    public let path: [String]

    /// Records the failure of `coordinator`, whose path in the tree is `path`.
    @MainActor
    init(coordinator: Coordinator, error: NavigationError, path: [String]) {
        name = coordinator.name
        id = coordinator.id
        self.coordinator = coordinator
        self.error = error
        self.path = path
    }

    /// For example `AppCoordinator#1 > SplashCoordinator#2 failed to start: 'Splash' already has a place…`.
    public var description: String {
        "\(path.joined(separator: " > ")) failed to start: \(error)"
    }
}
