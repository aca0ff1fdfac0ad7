import FlowKit
import Signals
import Testing

@testable import DemoApp
@testable import FlowKitScript

/// Every link of the demo's table from many starting states: scripted ones and seeded random walks.
@MainActor
@Suite struct DeepLinkFlowTests {
    /// Starts a driver in a scripted state.
    private func driver(after script: String) throws -> FlowDriver {
        let driver = FlowDriver()
        for step in try ScriptParser.parse(script) {
            if let failure = ActionExecutor(driver: driver, timing: .virtual).execute(step.action) {
                Issue.record("start \(script): \(failure)")
            }
        }
        return driver
    }

    /// Opens `link` (waiting out a splash), then checks the screens, the kept tab flows, that nothing
    /// leaked, and that opening it again changes nothing.
    private func check(_ link: String, on driver: FlowDriver, start: String) throws {
        let flowsBefore = driver.router.runningCoordinators.filter(Self.isTabFlow)
        let keptBefore = Self.matchingPrefix(of: link, in: driver.router)
        let context = Comment(rawValue: "\(link) from \(start)")
        // Identities only: holding the coordinators would keep released ones in memory.
        let running = driver.router.runningCoordinators.map(ObjectIdentifier.init)
        let shown = driver.window.hierarchyDescription
        do {
            try driver.links.open(link)
        } catch {
            guard case .navigationFailed(.leaveRefused(let screen, .deepLink, asked: false)) = error else {
                throw error
            }
            // A bio with unsaved changes refuses a link that would release its editor, with a typed reason,
            // before anything moves: the same screens, the same coordinators, the editor keeps its draft.
            #expect(screen == "Edit Bio", context)
            #expect(driver.window.hierarchyDescription == shown, context)
            #expect(driver.router.runningCoordinators.map(ObjectIdentifier.init) == running, context)
            let editor = driver.router.runningCoordinators.first { $0 is EditBioCoordinator } as? EditBioCoordinator
            #expect(editor?.hasChanges == true && editor?.screen?.window != nil, context)
            #expect(driver.snapshot().leaks.isEmpty, context)
            return
        }
        driver.advance(seconds: 1)
        let keptAfter = Self.matchingPrefix(of: link, in: driver.router)
        #expect(keptAfter.count == DemoLinks.route(of: link).filter { $0 != "last-name" }.count, context)
        #expect(Self.same(Array(keptAfter.prefix(keptBefore.count)), keptBefore), context)
        #expect(DemoLinks.visible(driver.window) == DemoLinks.expected(link), context)
        #expect(driver.links.current?.description == link, context)
        let flowsAfter = driver.router.runningCoordinators.filter(Self.isTabFlow)
        if flowsBefore.count == 4 { #expect(Self.same(flowsBefore, flowsAfter), context) }
        #expect(driver.snapshot().leaks.isEmpty, context)
        #expect(driver.router.lingeringCoordinators.isEmpty, context)

        let coordinators = driver.router.runningCoordinators
        let hierarchy = driver.window.hierarchyDescription
        var events = 0
        let counting = driver.window.events.sink { _ in events += 1 }
        #expect(try driver.links.open(link) == .applied, context)
        counting.cancel()
        #expect(events == 0, context)
        #expect(driver.window.hierarchyDescription == hierarchy, context)
        #expect(Self.same(driver.router.runningCoordinators, coordinators), context)
    }

    /// Whether both lists hold the same instances in the same order.
    private static func same(_ first: [Coordinator], _ second: [Coordinator]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { $0 === $1 }
    }

    /// The running coordinators that already show the link's route, from the tab's flow down: each the
    /// child of the previous one standing for the next segment. A link must keep these instances.
    private static func matchingPrefix(of link: String, in router: Router) -> [Coordinator] {
        let route = DemoLinks.route(of: link)
        let tabTypes: [String: Coordinator.Type] = [
            "lizard": LizardCoordinator.self, "wakingup": WakingUpCoordinator.self, "profile": ProfileCoordinator.self,
        ]
        guard let tabType = tabTypes[route[0]],
            var node = router.runningCoordinators.first(where: { type(of: $0) == tabType })
        else { return [] }
        var chain = [node]
        for segment in route.dropFirst() {
            guard let next = node.children.first(where: { stands($0, for: segment) }) else { break }
            chain.append(next)
            node = next
        }
        return chain
    }

    /// Whether a running child shows `segment` (`last-name` is a screen of update-details, not a child).
    private static func stands(_ child: Coordinator, for segment: String) -> Bool {
        switch segment {
        case "settings": child is SettingsCoordinator
        case "compose": child is ComposeCoordinator
        case "website": child is SafariCoordinator
        case "update-details": (child as? UpdateDetailsCoordinator)?.hasSaved == false
        case "edit-bio": child is EditBioCoordinator
        default: false
        }
    }

    private static func isTabFlow(_ coordinator: Coordinator) -> Bool {
        coordinator is TabCoordinator || coordinator is LizardCoordinator || coordinator is WakingUpCoordinator
            || coordinator is ProfileCoordinator
    }

    @Test(arguments: DemoLinks.scriptedStarts)
    func everyLinkFromAScriptedStart(start: String) throws {
        for link in DemoLinks.table {
            try check(link, on: try driver(after: start), start: start)
        }
    }

    @Test(arguments: 1...12)
    func everyLinkAfterASeededRandomWalk(seed: Int) throws {
        for (offset, link) in DemoLinks.table.enumerated() {
            let driver = FlowDriver()
            let walkSeed = UInt64(seed * 1_000 + offset)
            DemoLinks.randomWalk(driver, seed: walkSeed, steps: 25)
            try check(link, on: driver, start: "random walk \(walkSeed)")
        }
    }

    /// Whatever a walk leaves, the link read back from the routes opens without changing anything (but for
    /// a saved update-details flow, which no route stands for: see the next test).
    @Test(arguments: 1...24)
    func theCurrentLinkOfAnyStateOpensWithoutAChange(seed: Int) throws {
        let driver = FlowDriver()
        DemoLinks.randomWalk(driver, seed: UInt64(seed) * 7_919, steps: 30)
        if driver.router.runningCoordinators.contains(where: { ($0 as? UpdateDetailsCoordinator)?.hasSaved == true }) {
            return
        }
        guard let current = driver.links.current else {
            #expect(driver.window.topScreen?.title == "Splash")
            return
        }
        let hierarchy = driver.window.hierarchyDescription
        let coordinators = driver.router.runningCoordinators
        var events = 0
        let counting = driver.window.events.sink { _ in events += 1 }
        #expect(try driver.links.open(current.description) == .applied, "\(current)")
        counting.cancel()
        #expect(events == 0, "\(current)")
        #expect(driver.window.hierarchyDescription == hierarchy, "\(current)")
        #expect(Self.same(driver.router.runningCoordinators, coordinators), "\(current)")
    }

    @Test func aChildNoRouteStandsForEndsTheCurrentLinkAndOpeningItReleasesTheChild() throws {
        let driver = try driver(after: "wait 1\ntab Profile\ntap Update Details\ntap Next\ntap Save")
        #expect(driver.links.current?.description == "demo://profile")
        var releases: [String] = []
        let watch = driver.router.releases.sink { releases.append("\($0.name): \($0.reason)") }
        try driver.links.open("demo://profile")
        watch.cancel()
        #expect(releases == ["UpdateDetailsCoordinator: deep link"])
    }

    @Test func linksInSequenceKeepTheMatchingPrefix() throws {
        let driver = try driver(after: "wait 1")
        try driver.links.open("demo://wakingup/settings/settings/compose")
        let chain = driver.router.runningCoordinators.filter { $0 is SettingsCoordinator }
        #expect(chain.count == 2)
        var releases: [String] = []
        let watch = driver.router.releases.sink { releases.append("\($0.name): \($0.reason)") }
        try driver.links.open("demo://wakingup/settings/compose/compose")
        watch.cancel()
        #expect(driver.router.runningCoordinators.filter { $0 is SettingsCoordinator }.first === chain[0])
        #expect(releases == ["ComposeCoordinator: ancestor released", "SettingsCoordinator: deep link"])
        #expect(DemoLinks.visible(driver.window) == DemoLinks.expected("demo://wakingup/settings/compose/compose"))
    }

    @Test func aLinkDuringTheSplashWaitsForTheTabsAndANewerOneReplacesIt() throws {
        let driver = FlowDriver()
        var dropped: [String] = []
        let watch = driver.links.dropped.sink { dropped.append($0.description) }
        #expect(try driver.links.open("demo://lizard/compose") == .queued)
        #expect(try driver.links.open("demo://profile/update-details") == .queued)
        #expect(driver.links.pending?.description == "demo://profile/update-details")
        #expect(driver.window.topScreen?.title == "Splash")
        driver.advance(seconds: 1)
        watch.cancel()
        #expect(DemoLinks.visible(driver.window) == DemoLinks.expected("demo://profile/update-details"))
        #expect(driver.links.pending == nil)
        #expect(dropped == ["demo://lizard/compose dropped: replaced by demo://profile/update-details"])
    }
}
