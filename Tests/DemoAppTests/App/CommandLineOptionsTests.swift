import Testing

@testable import DemoApp

@Suite struct CommandLineOptionsTests {
    @Test func defaultsToTheTourInRealTimeWithDrawings() throws {
        #expect(try CommandLineOptions.parse([]) == CommandLineOptions())
        #expect(CommandLineOptions().mode == .tour)
    }

    @Test func parsesEveryOption() throws {
        var expected = CommandLineOptions()
        expected.mode = .script("tour.txt")
        expected.virtualTime = true
        expected.json = true
        expected.noColor = true
        #expect(
            try CommandLineOptions.parse(["--script", "tour.txt", "--virtual-time", "--json", "--no-color"]) == expected
        )
    }

    @Test func acceptsStandardInputAndEqualsForms() throws {
        #expect(try CommandLineOptions.parse(["--script", "-"]).mode == .script("-"))
        #expect(try CommandLineOptions.parse(["--script=a b.txt"]).mode == .script("a b.txt"))
        #expect(try CommandLineOptions.parse(["--graph=dot"]).graph == .dot)
    }

    @Test func graphDefaultsToMermaidAndTakesAnOptionalFormat() throws {
        #expect(try CommandLineOptions.parse(["--graph"]).graph == .mermaid)
        #expect(try CommandLineOptions.parse(["--graph", "dot"]).graph == .dot)
        #expect(try CommandLineOptions.parse(["--graph", "mermaid", "--virtual-time"]).graph == .mermaid)
        let options = try CommandLineOptions.parse(["--graph", "--virtual-time"])
        #expect(options.graph == .mermaid && options.virtualTime)
    }

    @Test func parsesInteractiveLongAndShort() throws {
        #expect(try CommandLineOptions.parse(["--interactive"]).mode == .interactive)
        #expect(try CommandLineOptions.parse(["-i", "--virtual-time"]).mode == .interactive)
    }

    @Test func helpWinsOverEverythingElse() throws {
        #expect(try CommandLineOptions.parse(["--bogus", "--help"]).mode == .help)
        #expect(try CommandLineOptions.parse(["-h"]).mode == .help)
    }

    @Test(arguments: [
        (["--bogus"], CommandLineError.unknownOption("--bogus")),
        (["-x"], .unknownOption("-x")),
        (["tour.txt"], .unexpectedArgument("tour.txt")),
        (["-"], .unexpectedArgument("-")),
        (["--json", "--json"], .repeated("--json")),
        (["--script"], .missingValue(option: "--script", expected: "FILE (or - for standard input)")),
        (["--script", "--json"], .missingValue(option: "--script", expected: "FILE (or - for standard input)")),
        (["--script="], .missingValue(option: "--script", expected: "FILE (or - for standard input)")),
        (["--graph=png"], .invalidValue(option: "--graph", value: "png", expected: "mermaid or dot")),
        (["--json=yes"], .unexpectedValue(option: "--json")),
        (["--interactive", "--script", "a"], .conflict("--interactive", "--script")),
        (["-i", "--json"], .conflict("--interactive", "--json")),
        (["--json", "--graph"], .conflict("--json", "--graph")),
    ])
    func rejectsBadCommandLines(arguments: [String], error: CommandLineError) {
        #expect(throws: error) { try CommandLineOptions.parse(arguments) }
    }

    @Test func explainsErrorsAndPointsToHelp() {
        #expect(
            CommandLineError.unknownOption("--bogus").description
                == "DemoApp: unknown option --bogus. Run with --help for usage.")
        #expect(
            CommandLineError.conflict("--json", "--graph").description
                == "DemoApp: --json cannot be combined with --graph. Run with --help for usage.")
    }

    @Test func helpListsEveryOptionActionAndKey() {
        let help = HelpText.text
        for option in ["--interactive", "--script FILE", "--virtual-time", "--json", "--graph", "--no-color", "--help"]
        {
            #expect(help.contains(option), "missing \(option)")
        }
        for usage in [
            "wait SECONDS", "tap LABEL", "back", "swipe-back", "swipe-back cancel", "back-to N", "swipe-down",
            "swipe-down cancel", "tab TITLE", "expect screen TITLE", "expect alive TYPE N",
        ] {
            #expect(help.contains(usage), "missing \(usage)")
        }
        for keys in ["1-9", "b", "s", "c", "l", "d", "x", "t, Tab, Right", "T, Shift-Tab, Left", "r", "w", "q"] {
            #expect(help.contains("  \(keys)  "), "missing \(keys)")
        }
        #expect(help.contains("2  bad input"))
    }
}
