import FlowKit
import Testing

@testable import DemoApp

/// A link that cannot be applied in full moves nothing: screens, coordinators and their state.
@MainActor
@Suite struct MalformedLinkTests {
    /// A busy app: Settings two deep with Compose on Waking Up, Update Details on Profile, an item sent.
    private func busyDriver() throws -> FlowDriver {
        let driver = FlowDriver()
        let script = """
            wait 1
            tap Compose
            tap OK
            tab Profile
            tap Update Details
            tab Waking Up
            tap Settings
            tap Settings
            tap Compose
            """
        for step in try ScriptParser.parse(script) {
            #expect(ActionExecutor(driver: driver, timing: .virtual).execute(step.action) == nil)
        }
        return driver
    }

    /// Everything a refused link must leave as it was.
    private struct State: Equatable {
        let hierarchy: String
        let snapshot: DemoSnapshot
        let coordinators: [ObjectIdentifier]

        @MainActor
        init(_ driver: FlowDriver) {
            hierarchy = driver.window.hierarchyDescription
            snapshot = driver.snapshot()
            coordinators = driver.router.runningCoordinators.map(ObjectIdentifier.init)
        }
    }

    nonisolated static let refused: [(String, DeepLinkError)] = [
        ("http://lizard", .unknownScheme(scheme: "http", expected: "demo")),
        ("demo://lizzard", .unknownHost(host: "lizzard")),
        ("demo://lizard/settings", .unknownSegment(segment: "settings", index: 1, flow: "LizardCoordinator")),
        (
            "demo://lizard/compose/settings",
            .unknownSegment(segment: "settings", index: 2, flow: "ComposeCoordinator")
        ),
        (
            "demo://wakingup/settings/website",
            .unknownSegment(segment: "website", index: 2, flow: "SettingsCoordinator")
        ),
        (
            "demo://wakingup/settings/compose/settings",
            .unknownSegment(segment: "settings", index: 3, flow: "ComposeCoordinator")
        ),
        ("demo://wakingup/website/compose", .unknownSegment(segment: "compose", index: 2, flow: "SafariCoordinator")),
        ("demo://profile/last-name", .unknownSegment(segment: "last-name", index: 1, flow: "ProfileCoordinator")),
        (
            "demo://profile/update-details/last-name/x",
            .unknownSegment(segment: "x", index: 3, flow: "UpdateDetailsCoordinator")
        ),
        ("demo://wakingup/sett%ZZ", .badPercentEncoding(segment: "sett%ZZ", index: 1)),
        ("demo://wakingup//settings", .emptySegment(index: 1)),
        ("demo://profile?tab=1", .queryNotAllowed(query: "tab=1")),
        ("demo://profile#top", .fragmentNotAllowed(fragment: "top")),
        ("demo://lizard" + String(repeating: "/compose", count: 21), .tooManySegments(count: 21, limit: 20)),
        ("lizard", .missingScheme(link: "lizard")),
    ]

    @Test(arguments: refused)
    func aRefusedLinkNamesTheBadPartAndChangesNothing(link: String, error: DeepLinkError) throws {
        let driver = try busyDriver()
        let before = State(driver)
        #expect(throws: error) { try driver.links.open(link) }
        #expect(State(driver) == before)
    }

    @Test func aRefusedLinkDuringTheSplashQueuesNothing() throws {
        let driver = FlowDriver()
        #expect(throws: DeepLinkError.unknownHost(host: "x")) { try driver.links.open("demo://x") }
        #expect(driver.links.pending == nil)
    }

    @Test func randomBytesAndNearMissLinksApplyInFullOrChangeNothing() throws {
        var random = SeededRandom(seed: 11)
        let driver = try busyDriver()
        let alphabet = Array("demo:/%?#lizardwakingupsettingscomposeprofileupdate-detailslast-namewebsite2AFé ")
        var applied = 0
        for round in 0..<600 {
            var text: String
            if round % 3 == 0 {
                text = String((0..<random.below(30)).map { _ in alphabet[random.below(alphabet.count)] })
            } else {
                // A near miss: a table link with one character changed, dropped or added.
                var characters = Array(DemoLinks.table[random.below(DemoLinks.table.count)])
                let position = random.below(characters.count)
                switch random.below(3) {
                case 0: characters[position] = alphabet[random.below(alphabet.count)]
                case 1: characters.remove(at: position)
                default: characters.insert(alphabet[random.below(alphabet.count)], at: position)
                }
                text = String(characters)
            }
            let before = State(driver)
            do {
                try driver.links.open(text)
                applied += 1
                #expect(driver.snapshot().leaks.isEmpty, "\(text)")
            } catch {
                #expect(State(driver) == before, "\(text): \(error)")
            }
        }
        #expect(applied > 0)
        #expect(driver.router.lingeringCoordinators.isEmpty)
    }
}
