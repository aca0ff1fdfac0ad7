import FlowKit

/// A child coordinator a ``FlowTest`` started, seen from the test: its identity and its outcome, without
/// keeping it alive.
///
/// The handle holds the coordinator weakly: once the child is released and nothing else holds it, it is
/// deinitialised, and ``FlowTest/expectNoLeaks(_:fileID:filePath:line:column:)`` can tell.
///
/// ```swift
/// let details = try flow.push(UpdateDetailsCoordinator())
/// flow.perform([.tap("Next"), .tap("Save"), .tap("Finish")])
/// #expect(details.result == "John Appleseed")
/// #expect(details.releaseReason == .finished)
/// ```
@MainActor
public final class FlowChild<Result> {
    /// The coordinator's type name.
    public let name: String
    /// Its id in the router.
    public let id: Int
    /// The coordinator while something else keeps it alive (its parent while it runs); `nil` once it was
    /// deinitialised.
    public private(set) weak var coordinator: BaseCoordinator<Result>?
    /// Its result, once it finished with one; `nil` before, or when it ended without one.
    public private(set) var result: Result?
    /// Why it was released, once it was; `nil` while it runs.
    public private(set) var releaseReason: ReleaseReason?

    init(_ coordinator: BaseCoordinator<Result>) {
        name = coordinator.name
        id = coordinator.id
        self.coordinator = coordinator
    }

    /// `name#id`, e.g. `UpdateDetailsCoordinator#2`.
    public var label: String { "\(name)#\(id)" }

    /// Whether the child was released (with or without a result).
    public var hasEnded: Bool { releaseReason != nil }

    /// Records the child's outcome, as its parent receives it.
    func end(with result: Result?, reason: ReleaseReason) {
        self.result = result
        releaseReason = reason
    }
}
