import FlowKit
import Signals
import Testing

/// `CoordinatorRelease`: a record of values that keeps nothing alive.
@MainActor
@Suite struct CoordinatorReleaseTests {
    @Test func aKeptRecordKeepsNothingAliveAndStillNamesItsCoordinatorReasonAndPath() throws {
        let app = try Harness()
        var kept: [CoordinatorRelease] = []
        let watch = app.router.releases.sink { kept.append($0) }
        defer { watch.cancel() }
        do {
            let a = try app.push("A", screens: ["a1"])
            try app.push("B", screens: ["b1"], by: a).emit("done")
        }
        #expect(kept.map(\.label) == ["TestCoordinator#3"])
        #expect(kept[0].coordinator == nil)  // nothing else held B: gone, while its record stays
        try app.stack.goBack()
        #expect(
            kept == [
                CoordinatorRelease(
                    name: "TestCoordinator", id: 3, reason: .finished,
                    path: ["RootCoordinator#1", "TestCoordinator#2", "TestCoordinator#3"]),
                CoordinatorRelease(
                    name: "TestCoordinator", id: 2, reason: .screensRemoved(.backButton),
                    path: ["RootCoordinator#1", "TestCoordinator#2"]),
            ])
        #expect(kept.map(\.label) == ["TestCoordinator#3", "TestCoordinator#2"])
        #expect(kept[1].description == "RootCoordinator#1 > TestCoordinator#2: screens removed (back)")
        #expect(kept.allSatisfy { $0.coordinator == nil })
        #expect(app.router.lingeringCoordinators.isEmpty)
    }
}
