import Testing

@testable import DemoApp

/// `--save FILE` and `--restore FILE`, end to end on the real flows.
@MainActor
@Suite struct SaveRestoreOptionTests {
    /// A demo whose files live in a dictionary.
    private final class Files {
        var contents: [String: String]
        init(_ contents: [String: String]) { self.contents = contents }
    }

    private func application(_ files: Files, captured: CapturedConsole) -> DemoApplication {
        DemoApplication(
            makeDriver: { _ in FlowDriver() }, console: captured.console(),
            readScript: { path in
                guard let text = files.contents[path] else { throw DemoDriverError(message: "no file \(path)") }
                return text
            },
            realTime: { _ in .virtual }, openTerminal: { nil }, readLine: { nil },
            restoreDriver: { _, saved in try FlowDriver.restoring(saved, clock: .virtual()) },
            writeFile: { path, text in files.contents[path] = text })
    }

    @Test func aSavedRunRestoresWhereItEnded() {
        let files = Files([
            "walk": "wait 1\ntap Compose\ntap OK\ntab Profile\ntap Update Details\ntap Next\n",
            "check": "expect screen Last Name\nexpect alive UpdateDetailsCoordinator 1\ntab Lizard\n",
        ])
        let first = CapturedConsole()
        #expect(
            application(files, captured: first).run(["--script", "walk", "--virtual-time", "--save", "snap"])
                == .success)
        #expect(files.contents["snap"]?.contains("\"items\" : \"1\"") == true)
        let second = CapturedConsole()
        let code = application(files, captured: second).run([
            "--script", "check", "--virtual-time", "--restore", "snap", "--json",
        ])
        #expect(code == .success)
        #expect(second.output.split(separator: "\n").last?.contains(#""created":6,"released":0"#) == true)
        #expect(second.errors.isEmpty)
    }

    @Test(arguments: [
        ("{\"version\":2}", "snapshot version 2 is not supported (this build reads version 1)"),
        ("[1,2", "corrupt snapshot: not a FlowKit snapshot (not valid JSON)"),
        (
            "{\"version\":1,\"root\":{\"kind\":\"desktop\",\"state\":{},\"children\":[]}}",
            "unknown route \"desktop\" at the root"
        ),
    ])
    func aBadFileIsStatusTwoWithOneLine(text: String, message: String) {
        let captured = CapturedConsole()
        let code = application(Files(["bad": text]), captured: captured).run(["--restore", "bad", "--virtual-time"])
        #expect(code == .badInput)
        #expect(captured.errors == "DemoApp: cannot restore bad: \(message)\n")
        #expect(captured.output.isEmpty)
    }

    @Test func aMissingFileIsStatusTwo() {
        let captured = CapturedConsole()
        #expect(application(Files([:]), captured: captured).run(["--restore", "none"]) == .badInput)
        #expect(captured.errors == "DemoApp: cannot restore none: the file cannot be read\n")
    }

    @Test func theOptionsNeedAFile() throws {
        #expect(throws: CommandLineError.missingValue(option: "--save", expected: "FILE")) {
            try CommandLineOptions.parse(["--save"])
        }
        #expect(try CommandLineOptions.parse(["--restore=x", "--save", "y"]).restore == "x")
    }
}
