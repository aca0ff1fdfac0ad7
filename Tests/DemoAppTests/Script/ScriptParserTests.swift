import Testing

@testable import DemoApp
@testable import FlowKitScript

@Suite struct ScriptParserTests {
    @Test(arguments: [
        ("wait 1", DemoAction.wait(seconds: 1)),
        ("wait 0.5", .wait(seconds: 0.5)),
        ("wait 0", .wait(seconds: 0)),
        ("tap OK", .gesture(.tap("OK"))),
        ("tap Open Website", .gesture(.tap("Open Website"))),
        ("back", .gesture(.back)),
        ("swipe-back", .gesture(.swipeBack(cancelled: false))),
        ("swipe-back cancel", .gesture(.swipeBack(cancelled: true))),
        ("back-to 2", .gesture(.backTo(levels: 2))),
        ("swipe-down", .gesture(.swipeDown(cancelled: false))),
        ("swipe-down cancel", .gesture(.swipeDown(cancelled: true))),
        ("tab Waking Up", .gesture(.tab("Waking Up"))),
        ("expect screen First Name", .expectScreen("First Name")),
        ("expect alive SettingsCoordinator 3", .expectAlive(type: "SettingsCoordinator", count: 3)),
        ("expect alive TabCoordinator 0", .expectAlive(type: "TabCoordinator", count: 0)),
    ])
    func parsesEveryAction(line: String, action: DemoAction) throws {
        #expect(try ScriptParser.parse(line) == [ScriptStep(line: 1, text: line, action: action)])
        #expect(action.scriptText == line)
    }

    @Test func skipsBlankLinesAndCommentsAndKeepsLineNumbers() throws {
        let script = "# a tour\n\n   \nwait 1\n  # indented comment\ntap Compose\n"
        #expect(
            try ScriptParser.parse(script) == [
                ScriptStep(line: 4, text: "wait 1", action: .wait(seconds: 1)),
                ScriptStep(line: 6, text: "tap Compose", action: .gesture(.tap("Compose"))),
            ])
    }

    @Test func trimsSurroundingWhitespaceAndCollapsesInnerRunsAndAcceptsCRLF() throws {
        let script = "  tap   Open \t Website  \r\nback\r\n"
        #expect(
            try ScriptParser.parse(script) == [
                ScriptStep(line: 1, text: "tap Open Website", action: .gesture(.tap("Open Website"))),
                ScriptStep(line: 2, text: "back", action: .gesture(.back)),
            ])
    }

    @Test func emptyScriptHasNoSteps() throws {
        #expect(try ScriptParser.parse("").isEmpty)
        #expect(try ScriptParser.parse("# nothing\n\n").isEmpty)
    }

    @Test(arguments: [
        ("jump", ScriptProblem.Reason.unknownAction("jump")),
        ("Tap OK", .unknownAction("Tap")),
        ("expect", .unknownSecondWord("", after: "expect")),
        ("expect title Lizard", .unknownSecondWord("title", after: "expect")),
        ("wait", .missingArgument(usage: "wait SECONDS")),
        ("tap", .missingArgument(usage: "tap LABEL")),
        ("tab", .missingArgument(usage: "tab TITLE")),
        ("back-to", .missingArgument(usage: "back-to N")),
        ("expect screen", .missingArgument(usage: "expect screen TITLE")),
        ("expect alive Foo", .missingArgument(usage: "expect alive TYPE N")),
        ("back 2", .unexpectedArgument(usage: "back", extra: "2")),
        ("swipe-back now", .unexpectedArgument(usage: "swipe-back [cancel]", extra: "now")),
        ("swipe-down cancel please", .unexpectedArgument(usage: "swipe-down [cancel]", extra: "cancel please")),
        ("wait 1 2", .unexpectedArgument(usage: "wait SECONDS", extra: "2")),
        ("back-to 1 2", .unexpectedArgument(usage: "back-to N", extra: "2")),
        ("expect alive Foo 1 2", .unexpectedArgument(usage: "expect alive TYPE N", extra: "2")),
    ])
    func rejectsMalformedLines(line: String, reason: ScriptProblem.Reason) {
        #expect(throws: ScriptParseError(problems: [ScriptProblem(line: 1, text: line, reason: reason)])) {
            try ScriptParser.parse(line)
        }
    }

    @Test(arguments: ["soon", "-1", "inf", "nan", "1e3", "1.2.3", "."])
    func rejectsBadSeconds(word: String) {
        let reason = ScriptProblem.Reason.invalidNumber(
            usage: "wait SECONDS", got: word, expected: "a number of seconds >= 0 (e.g. 1 or 0.5)")
        #expect(throws: ScriptParseError(problems: [ScriptProblem(line: 1, text: "wait \(word)", reason: reason)])) {
            try ScriptParser.parse("wait \(word)")
        }
    }

    @Test(arguments: ["0", "-1", "1.5", "two"])
    func rejectsBadLevels(word: String) {
        let reason = ScriptProblem.Reason.invalidNumber(usage: "back-to N", got: word, expected: "a whole number >= 1")
        #expect(throws: ScriptParseError(problems: [ScriptProblem(line: 1, text: "back-to \(word)", reason: reason)])) {
            try ScriptParser.parse("back-to \(word)")
        }
    }

    @Test func rejectsBadCountsIncludingOverflow() {
        #expect(throws: ScriptParseError.self) { try ScriptParser.parse("expect alive X -1") }
        #expect(throws: ScriptParseError.self) { try ScriptParser.parse("expect alive X 99999999999999999999999") }
    }

    @Test func reportsEveryMalformedLineWithItsNumber() {
        let script = "wait 1\njump\ntap OK\n\nback now\n# fine\nwait x"
        do {
            _ = try ScriptParser.parse(script)
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.map(\.line) == [2, 5, 7])
            #expect(
                error.description == """
                    line 2: unknown action "jump"; expected one of: wait SECONDS, tap LABEL, back, \
                    swipe-back [cancel], back-to N, swipe-down [cancel], tab TITLE, open URL, confirm, cancel, \
                    expect screen TITLE, expect alive TYPE N
                    line 5: unexpected "now" after the action; expected "back"
                    line 7: "x" is not a number of seconds >= 0 (e.g. 1 or 0.5); expected "wait SECONDS"
                    """)
        }
    }

    @Test func describesMissingArgumentsAndExpectations() {
        #expect(
            ScriptProblem(line: 3, text: "tap", reason: .missingArgument(usage: "tap LABEL")).description
                == "line 3: \"tap\" is missing an argument; expected \"tap LABEL\"")
        #expect(
            ScriptProblem(line: 9, text: "expect foo", reason: .unknownSecondWord("foo", after: "expect")).description
                == "line 9: \"expect\" is followed by \"foo\"; expected \"expect screen TITLE\" or \"expect alive TYPE N\""
        )
    }

    @Test func theTourIsAValidScript() throws {
        _ = try ScriptParser.parse(DemoTour.script)  // reports the first problem, if any
        let steps = DemoTour.steps
        #expect(steps.count == 40)
        #expect(steps.first?.action == .expectScreen("Splash"))
        #expect(steps.dropFirst().first?.action == .wait(seconds: 1))
        #expect(steps.last?.action == .expectAlive(type: "SettingsCoordinator", count: 0))
    }
}
