import FlowKit
import Foundation
import Testing

@testable import DemoApp
@testable import FlowKitScript

/// Save → restore into a fresh router gives the same screens, coordinator tree and saved state; a bad
/// snapshot starts nothing.
@MainActor
@Suite struct RestorationTests {
    /// What a restored app must show as the saved one did.
    private struct Shown: Equatable {
        let root: DemoContainer?
        let modals: [DemoContainer]
        let alive: [String]
        let hierarchy: String

        @MainActor
        init(_ driver: FlowDriver) {
            let snapshot = driver.snapshot()
            root = snapshot.root
            modals = snapshot.modals
            alive = snapshot.alive
            hierarchy = driver.window.hierarchyDescription
        }
    }

    /// Saves, encodes to JSON and back, restores into a fresh driver, and compares.
    private func roundTrip(_ driver: FlowDriver, _ context: Comment) throws {
        let saved = try driver.saveSnapshot()
        let data = try JSONEncoder().encode(saved)
        let decoded = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
        let restored = try FlowDriver(restoring: decoded)
        #expect(Shown(restored) == Shown(driver), context)
        #expect(try restored.saveSnapshot() == saved, context)
        #expect(restored.snapshot().leaks.isEmpty, context)
        // The restored app runs: its flows still respond (a link, then time passing).
        try restored.links.open("demo://lizard/compose")
        restored.advance(seconds: 1)
        #expect(DemoLinks.visible(restored.window) == DemoLinks.expected("demo://lizard/compose"), context)
    }

    @Test(arguments: 1...16)
    func aSeededRandomWalkSurvivesSaveAndRestore(seed: Int) throws {
        let driver = FlowDriver()
        DemoLinks.randomWalk(driver, seed: UInt64(seed), steps: 10 + seed * 3)
        try roundTrip(driver, "seed \(seed)")
    }

    @Test(arguments: DemoLinks.table)
    func everyLinkedStateSurvivesSaveAndRestore(link: String) throws {
        let driver = FlowDriver()
        driver.advance(seconds: 1)
        try driver.links.open("demo://lizard/compose")
        _ = ActionExecutor(driver: driver, timing: .virtual).execute(.gesture(.tap("OK")))
        try driver.links.open(link)
        try roundTrip(driver, "\(link)")
    }

    @Test func theSplashRestoresAsAFreshSplash() throws {
        let restored = try FlowDriver(restoring: try FlowDriver().saveSnapshot())
        #expect(restored.window.topScreen?.title == "Splash")
        restored.advance(seconds: 1)
        #expect(restored.window.topScreen?.title == "Lizard")
    }

    @Test func savedStateComesBack() throws {
        let driver = FlowDriver()
        for line in ["wait 1", "tap Compose", "tap OK", "tab Profile", "tap Update Details", "tap Next", "tap Save"] {
            for step in try ScriptParser.parse(line) {
                #expect(ActionExecutor(driver: driver, timing: .virtual).execute(step.action) == nil)
            }
        }
        let restored = try FlowDriver(restoring: try driver.saveSnapshot())
        #expect(restored.window.topScreen?.title == "Result")
        let tree = try restored.saveSnapshot().root.children[0]
        #expect(tree.children[0].state == ["items": "1"])
        #expect(tree.children[2].state == ["name": "Jane Appleseed", "bio-words": "0"])
        #expect(tree.children[2].children[0].state == ["screen": "result"])
    }

    /// A valid snapshot of the tabs with Settings two deep, to break in each test.
    private func tabsSnapshot() throws -> NavigationSnapshot {
        let driver = FlowDriver()
        driver.advance(seconds: 1)
        try driver.links.open("demo://wakingup/settings/settings")
        return try driver.saveSnapshot()
    }

    @Test func eachBadSnapshotHasItsOwnErrorAndStartsNothing() throws {
        var version = try tabsSnapshot()
        version.version = 99
        var route = try tabsSnapshot()
        route.root.children[0].children[1].children[0].kind = "preferences"
        var state = try tabsSnapshot()
        state.root.children[0].children[0].state["items"] = "many"
        var tabs = try tabsSnapshot()
        tabs.root.children[0].children.removeLast()
        let cases: [(NavigationSnapshot, RestorationError)] = [
            (version, .unknownVersion(99, supported: 1)),
            (route, .unknownRoute(kind: "preferences", parent: "wakingup")),
            (state, .corrupt("lizard.items is \"many\" (expected 0...\(Int.max))")),
            (tabs, .corrupt("tabs run [\"lizard\", \"wakingup\"] (expected [\"lizard\", \"wakingup\", \"profile\"])")),
        ]
        for (snapshot, error) in cases {
            #expect(throws: error) { try FlowDriver(restoring: snapshot) }
        }
    }
}
