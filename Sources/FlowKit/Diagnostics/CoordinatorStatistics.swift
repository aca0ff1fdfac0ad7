/// Counts of a router's coordinators.
public struct CoordinatorStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Coordinators started so far.
    public var created: Int
    /// Coordinators released so far.
    public var released: Int
    /// Coordinators running now (created minus released).
    public var running: Int
    /// Released coordinators that were deinitialised (the rest are still held by something).
    public var deinitialised: Int

    /// Creates a set of counts (the router's).
    ///
    /// - Parameters:
    ///   - created: Coordinators started.
    ///   - released: Coordinators released.
    ///   - running: Coordinators running.
    ///   - deinitialised: Released coordinators deinitialised.
    init(created: Int, released: Int, running: Int, deinitialised: Int) {
        self.created = created
        self.released = released
        self.running = running
        self.deinitialised = deinitialised
    }

    /// For example `created 12, released 9, running 3, deinitialised 9`.
    public var description: String {
        "created \(created), released \(released), running \(running), deinitialised \(deinitialised)"
    }
}
