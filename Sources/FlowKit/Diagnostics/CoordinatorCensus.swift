/// A router's counts of coordinators, for ``Router/statistics`` and ``Router/lingeringCoordinators``:
/// created, released, and released ones seen deinitialised. Released coordinators are watched weakly until
/// they are seen gone; the list is pruned as it grows, so memory stays flat.
@MainActor
final class CoordinatorCensus {
    @exclusivity(unchecked) private(set) var created = 0
    @exclusivity(unchecked) private(set) var released = 0
    @exclusivity(unchecked) private(set) var deinitialised = 0
    /// The records of released coordinators not yet seen deinitialised (see
    /// ``RouterLink/releasedCoordinator``).
    @exclusivity(unchecked) private(set) var releasedRecently: [RouterLink] = []
    /// ``releasedRecently`` is pruned when it reaches this size.
    @exclusivity(unchecked) private var pruneThreshold = 64

    /// Counts a coordinator that starts.
    func didStart() {
        created += 1
    }

    /// Counts a released coordinator and watches it, through its record, until it is deinitialised.
    func didRelease(_ record: RouterLink) {
        released += 1
        releasedRecently.append(record)
        if releasedRecently.count >= pruneThreshold { prune() }
    }

    /// The counts now.
    var statistics: CoordinatorStatistics {
        prune()
        return CoordinatorStatistics(
            created: created, released: released, running: created - released, deinitialised: deinitialised)
    }

    /// Released coordinators still in memory.
    var lingering: [Coordinator] {
        prune()
        var lingering: [Coordinator] = []
        for record in releasedRecently {
            if let coordinator = record.releasedCoordinator { lingering.append(coordinator) }
        }
        return lingering
    }

    /// Counts and forgets released coordinators that were deinitialised.
    private func prune() {
        var kept = 0
        for index in releasedRecently.indices where releasedRecently[index].releasedCoordinator != nil {
            releasedRecently.swapAt(index, kept)
            kept += 1
        }
        deinitialised += releasedRecently.count - kept
        releasedRecently.removeLast(releasedRecently.count - kept)
        pruneThreshold = max(64, releasedRecently.count * 2)
    }
}
