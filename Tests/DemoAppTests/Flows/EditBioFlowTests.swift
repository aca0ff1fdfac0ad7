import FlowKit
import Signals
import Testing

@testable import DemoApp
@testable import FlowKitScript

/// The bio editor end to end: with unsaved changes, every way out asks **Discard changes?**, and the answer
/// decides; a deep link is refused with a typed reason; saving and logging out are never asked.
@MainActor
@Suite struct EditBioFlowTests {
    /// The live coordinators while the editor runs.
    static let editing = FlowHarness.tabs + ["EditBioCoordinator"]

    /// A harness on the editor with one word typed, and a log of its releases.
    private func editorWithChanges() -> (FlowHarness, ReleaseLog) {
        let app = FlowHarness()
        app.run("wait 1\ntab Profile\ntap Edit Bio\ntap Type")
        return (app, ReleaseLog(app.driver.router))
    }

    @Test(arguments: [
        ("back", "back"), ("swipe-back", "swipe-back"), ("back-to 1", "long-press-back"),
        ("tab Profile", "tab-reselected"),
    ])
    func unsavedChangesAskOnEveryWayOutAndTheAnswerDecides(exit: String, cause: String) {
        let (app, log) = editorWithChanges()
        defer { log.cancel() }
        app.steps([
            (exit, Self.editing), ("expect screen Discard changes?", Self.editing),
            ("cancel", Self.editing), ("expect screen Edit Bio", Self.editing),
            (exit, Self.editing), ("tap Keep Editing", Self.editing), ("expect screen Edit Bio", Self.editing),
            (exit, Self.editing), ("confirm", FlowHarness.tabs), ("expect screen Profile", FlowHarness.tabs),
        ])
        #expect(log.take() == ["EditBioCoordinator: screens removed (\(cause))"])
        #expect(app.snapshot.leaks.isEmpty)
    }

    @Test func tappingDiscardLeavesByThePathTheUserTook() {
        let (app, log) = editorWithChanges()
        defer { log.cancel() }
        app.steps([("swipe-back", Self.editing), ("tap Discard", FlowHarness.tabs)])
        #expect(log.take() == ["EditBioCoordinator: screens removed (swipe-back)"])
        #expect(app.snapshot.topScreen?.title == "Profile")
        #expect(app.snapshot.topScreen?.lines == ["Name: Jane Appleseed"])
    }

    @Test func withoutChangesNothingIsAsked() {
        let app = FlowHarness()
        app.run("wait 1\ntab Profile\ntap Edit Bio")
        let log = ReleaseLog(app.driver.router)
        defer { log.cancel() }
        app.steps([("back", FlowHarness.tabs), ("expect screen Profile", FlowHarness.tabs)])
        #expect(log.take() == ["EditBioCoordinator: screens removed (back)"])
    }

    @Test func savingIsNeverAskedAndTheProfileShowsTheBio() {
        let (app, log) = editorWithChanges()
        defer { log.cancel() }
        app.steps([("tap Type", Self.editing), ("tap Save", FlowHarness.tabs)])
        #expect(log.take() == ["EditBioCoordinator: finished"])
        #expect(app.snapshot.topScreen?.lines == ["Name: Jane Appleseed", "Bio: Loves lizards"])
        app.run("tap Edit Bio")
        #expect(app.snapshot.topScreen?.lines == ["Bio: Loves lizards", "No changes"])
        app.steps([("back", FlowHarness.tabs)])
    }

    @Test func aDeepLinkIsRefusedWithATypedReasonAndNothingMoves() throws {
        let (app, log) = editorWithChanges()
        defer { log.cancel() }
        let hierarchy = app.driver.window.hierarchyDescription
        var events = 0
        let counting = app.driver.window.events.sink { _ in events += 1 }
        defer { counting.cancel() }
        for link in ["demo://profile", "demo://profile/update-details"] {
            #expect(
                throws: DeepLinkError.navigationFailed(.leaveRefused(screen: "Edit Bio", path: .deepLink, asked: false))
            ) {
                try app.driver.links.open(link)
            }
        }
        #expect(events == 0)
        #expect(app.driver.window.hierarchyDescription == hierarchy)
        #expect(app.snapshot.alive == Self.editing)
        #expect(log.take() == [])
        // A link elsewhere leaves the editor alone; saved, it no longer refuses.
        try app.driver.links.open("demo://lizard")
        #expect(app.snapshot.alive == Self.editing)
        app.run("tab Profile\ntap Save")
        try app.driver.links.open("demo://profile/update-details")
        #expect(app.snapshot.topScreen?.title == "First Name")
        #expect(log.take() == ["EditBioCoordinator: finished"])
    }

    @Test func aRefusedLinkStopsAScriptWithItsReason() {
        let captured = CapturedConsole()
        let steps = (try? ScriptParser.parse("wait 1\ntab Profile\ntap Edit Bio\ntap Type\nopen demo://profile")) ?? []
        let code = ScriptRunner(driver: FlowDriver(), console: captured.console(), timing: .virtual, json: true)
            .run(steps)
        #expect(code == .failure)
        #expect(
            captured.errors
                == "line 5: \"open demo://profile\" failed: navigation refused: 'Edit Bio' refuses to leave (deep-link)\n"
        )
    }

    @Test func loggingOutWithUnsavedChangesIsNeverAskedAndReleasesTheEditorOnce() {
        let (app, log) = editorWithChanges()
        defer { log.cancel() }
        app.run("tab Waking Up\ntap Settings\ntap Logout\nexpect screen Splash")
        #expect(log.take().filter { $0.hasPrefix("EditBio") } == ["EditBioCoordinator: ancestor released"])
        #expect(app.snapshot.alive == ["AppCoordinator", "SplashCoordinator"])
        #expect(app.snapshot.leaks.isEmpty)
    }

    @Test func scriptsAndKeysAnswerTheQuestion() throws {
        let (app, log) = editorWithChanges()
        defer { log.cancel() }
        #expect(
            app.snapshot.problem(applying: .confirm)
                == "cannot \"confirm\" on screen \"Edit Bio\", which offers: tap Type, tap Save, back, "
                + "swipe-back [cancel], back-to 1, tab Lizard, tab Waking Up, tab Profile")
        app.run("back")
        let asking = app.snapshot
        #expect(asking.offers == ["tap Discard", "tap Keep Editing", "confirm", "cancel"])
        #expect(asking.problem(applying: .swipeDown(cancelled: false)) != nil)
        #expect(KeyMap.command(for: .character("y"), in: asking) == .success(.action(.gesture(.confirm))))
        #expect(KeyMap.command(for: .character("n"), in: asking) == .success(.action(.gesture(.cancel))))
        #expect(
            KeyMap.hints(for: asking, color: false)
                == "keys: 1-2 buttons  y confirm  n cancel  w wait 1s  o open link  q quit")
        #expect(try ScriptParser.parse("confirm\ncancel").map(\.action) == [.gesture(.confirm), .gesture(.cancel)])
        // Like an alert, the question cannot be swiped away.
        #expect(throws: NavigationError.modalInPresentation(screen: "Discard changes?")) {
            try app.driver.perform(.swipeDown(cancelled: false))
        }
        app.steps([("cancel", Self.editing)])
    }

    @Test func aRestoredEditorKeepsItsDraftAndStillAsks() throws {
        let (app, log) = editorWithChanges()
        defer { log.cancel() }
        app.run("tap Type")
        let restored = try FlowDriver(restoring: try app.driver.saveSnapshot())
        #expect(restored.snapshot().topScreen?.lines == ["Bio: Loves lizards", "Unsaved changes"])
        let executor = ActionExecutor(driver: restored, timing: .virtual)
        #expect(executor.execute(.gesture(.back)) == nil)
        #expect(restored.snapshot().topScreen?.title == "Discard changes?")
        #expect(executor.execute(.gesture(.confirm)) == nil)
        #expect(restored.snapshot().alive == FlowHarness.tabs)
    }

    @Test(arguments: 1...24)
    func randomWalksFromTheEditorNeverLoseChangesTheUserDidNotDiscard(seed: Int) {
        let (app, log) = editorWithChanges()
        defer { log.cancel() }
        var random = SeededRandom(seed: UInt64(seed))
        let executor = ActionExecutor(driver: app.driver, timing: .virtual)
        for _ in 0..<40 {
            let before = app.snapshot
            let action = DemoLinks.randomAction(in: before, random: &random)
            let hadChanges = Self.editor(of: app)?.hasChanges == true
            _ = executor.execute(action)
            for release in log.take() where release.hasPrefix("EditBioCoordinator") {
                let discarded = action == .gesture(.confirm) || action == .gesture(.tap("Discard"))
                let saved = action == .gesture(.tap("Save"))
                let loggedOut = action == .gesture(.tap("Logout"))
                #expect(!hadChanges || discarded || saved || loggedOut, "seed \(seed): \(action) -> \(release)")
            }
            #expect(app.snapshot.leaks.isEmpty, "seed \(seed) after \(action)")
        }
    }

    @Test func theSuitesRandomWalksReachTheEditorAndItsQuestion() {
        var visited: [String: Int] = [:]
        for seed in 1...16 {
            for title in DemoLinks.randomWalk(FlowDriver(), seed: UInt64(seed), steps: 10 + seed * 3) {
                visited[title, default: 0] += 1
            }
        }
        #expect(visited["Edit Bio", default: 0] > 0)
        #expect(visited["Discard changes?", default: 0] > 0)
    }

    private static func editor(of app: FlowHarness) -> EditBioCoordinator? {
        app.driver.router.runningCoordinators.first { $0 is EditBioCoordinator } as? EditBioCoordinator
    }
}

/// The releases of a router, as `"Type: reason"`; cancel it when done.
@MainActor
final class ReleaseLog {
    private var entries: [String] = []
    private var watch: AnyCancellable?

    init(_ router: Router) {
        watch = router.releases.sink { [weak self] in self?.entries.append("\($0.name): \($0.reason)") }
    }

    /// Returns the releases so far and empties the log.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }

    func cancel() {
        watch?.cancel()
        watch = nil
    }
}
