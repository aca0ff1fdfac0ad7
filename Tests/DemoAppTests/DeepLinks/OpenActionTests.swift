import Testing

@testable import DemoApp
@testable import FlowKitScript

/// The script action `open URL`, the key `o`, and `--json` for a refused link.
@MainActor
@Suite struct OpenActionTests {
    private func application(script: String, captured: CapturedConsole, lines: [String] = []) -> DemoApplication {
        var input = lines
        return DemoApplication(
            makeDriver: { _ in FlowDriver() }, console: captured.console(), readScript: { _ in script },
            realTime: { _ in .virtual }, openTerminal: { nil },
            readLine: { input.isEmpty ? nil : input.removeFirst() })
    }

    @Test func theScriptActionParses() throws {
        #expect(
            try ScriptParser.parse("open demo://lizard/compose").map(\.action) == [
                .gesture(.open("demo://lizard/compose"))
            ])
        #expect(ScriptGrammar.usages.contains("open URL"))
    }

    @Test func aRefusedLinkFailsTheScriptWithTheBadPartAndUnchangedScreensInJSON() {
        let captured = CapturedConsole()
        let app = application(script: "wait 1\nopen demo://lizard/settings\n", captured: captured)
        #expect(app.run(["--script", "x", "--json", "--virtual-time"]) == .failure)
        let lines = captured.output.split(separator: "\n")
        #expect(lines.count == 2)
        let expected: [String] = [
            #"{"step":2,"line":2,"action":"open demo://lizard/settings","screen":"Lizard","#,
            #""screens":["Lizard","Waking Up","Profile"],"#,
            #""alive":["AppCoordinator","TabCoordinator","LizardCoordinator","WakingUpCoordinator","#,
            #""ProfileCoordinator"],"created":6,"released":1,"leaks":[],"#,
            #""error":"\"open demo://lizard/settings\" failed: "#,
            #"unknown segment \"settings\" (segment 1) in LizardCoordinator"}"#,
        ]
        #expect(String(lines[1]) == expected.joined())
    }

    @Test func theKeyOReadsALinkOnTheNextLine() {
        let captured = CapturedConsole()
        let app = application(
            script: "", captured: captured, lines: ["w", "o", "demo://wakingup/settings/compose", "q"])
        #expect(app.run(["--interactive", "--virtual-time"]) == .success)
        #expect(captured.output.contains("> open demo://wakingup/settings/compose"))
        #expect(captured.output.contains("SettingsCoordinator, ComposeCoordinator"))
    }
}
