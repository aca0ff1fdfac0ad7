/// One action of a parsed script, with where it came from.
struct ScriptStep: Equatable, Sendable {
    /// The 1-based line number in the script.
    let line: Int
    /// The line as written, without surrounding whitespace (what `--json` reports as `action`).
    let text: String
    /// The parsed action.
    let action: DemoAction
}

/// Parses demo scripts: one action a line; blank lines and lines starting with `#` are ignored.
///
/// The whole script is validated before anything runs: ``parse(_:)`` returns every step or throws a
/// ``ScriptParseError`` listing every malformed line.
enum ScriptParser {
    /// Parses a whole script.
    /// - Parameter script: The script text; lines end with `\n` or `\r\n`.
    /// - Returns: The steps, in order.
    /// - Throws: ``ScriptParseError`` with every malformed line, if any.
    static func parse(_ script: String) throws(ScriptParseError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        var problems: [ScriptProblem] = []
        let lines = script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, rawLine) in lines.enumerated() {
            let words = rawLine.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            let text = words.joined(separator: " ")
            switch parseAction(words) {
            case .success(let action):
                steps.append(ScriptStep(line: index + 1, text: text, action: action))
            case .failure(let reason):
                problems.append(ScriptProblem(line: index + 1, text: text, reason: reason))
            }
        }
        guard problems.isEmpty else { throw ScriptParseError(problems: problems) }
        return steps
    }

    /// Parses one line given as its words (at least one); words are joined by single spaces.
    static func parseAction(_ words: [String]) -> Result<DemoAction, ScriptProblem.Reason> {
        let arguments = Array(words.dropFirst())
        switch words[0] {
        case "wait":
            return single(arguments, usage: "wait SECONDS").flatMap { seconds(from: $0) }.map { .wait(seconds: $0) }
        case "tap":
            return rest(arguments, usage: "tap LABEL").map { .gesture(.tap($0)) }
        case "back":
            return none(arguments, usage: "back").map { .gesture(.back) }
        case "swipe-back":
            return cancelFlag(arguments, usage: "swipe-back [cancel]").map { .gesture(.swipeBack(cancelled: $0)) }
        case "swipe-down":
            return cancelFlag(arguments, usage: "swipe-down [cancel]").map { .gesture(.swipeDown(cancelled: $0)) }
        case "back-to":
            return single(arguments, usage: "back-to N")
                .flatMap { integer(from: $0, usage: "back-to N", minimum: 1) }
                .map { .gesture(.backTo(levels: $0)) }
        case "tab":
            return rest(arguments, usage: "tab TITLE").map { .gesture(.tab($0)) }
        case "expect":
            return parseExpectation(arguments)
        default:
            return .failure(.unknownAction(words[0]))
        }
    }

    private static func parseExpectation(_ words: [String]) -> Result<DemoAction, ScriptProblem.Reason> {
        let arguments = Array(words.dropFirst())
        switch words.first {
        case "screen":
            return rest(arguments, usage: "expect screen TITLE").map(DemoAction.expectScreen)
        case "alive":
            let usage = "expect alive TYPE N"
            guard arguments.count >= 2 else { return .failure(.missingArgument(usage: usage)) }
            guard arguments.count == 2 else {
                return .failure(.unexpectedArgument(usage: usage, extra: arguments[2...].joined(separator: " ")))
            }
            return integer(from: arguments[1], usage: usage, minimum: 0)
                .map { .expectAlive(type: arguments[0], count: $0) }
        default:
            return .failure(.unknownExpectation(words.first ?? ""))
        }
    }

    private static func none(_ arguments: [String], usage: String) -> Result<Void, ScriptProblem.Reason> {
        arguments.isEmpty
            ? .success(()) : .failure(.unexpectedArgument(usage: usage, extra: arguments.joined(separator: " ")))
    }

    private static func single(_ arguments: [String], usage: String) -> Result<String, ScriptProblem.Reason> {
        guard let first = arguments.first else { return .failure(.missingArgument(usage: usage)) }
        guard arguments.count == 1 else {
            return .failure(.unexpectedArgument(usage: usage, extra: arguments.dropFirst().joined(separator: " ")))
        }
        return .success(first)
    }

    private static func rest(_ arguments: [String], usage: String) -> Result<String, ScriptProblem.Reason> {
        arguments.isEmpty ? .failure(.missingArgument(usage: usage)) : .success(arguments.joined(separator: " "))
    }

    private static func cancelFlag(_ arguments: [String], usage: String) -> Result<Bool, ScriptProblem.Reason> {
        switch arguments {
        case []: .success(false)
        case ["cancel"]: .success(true)
        default: .failure(.unexpectedArgument(usage: usage, extra: arguments.joined(separator: " ")))
        }
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func seconds(from word: String) -> Result<Double, ScriptProblem.Reason> {
        let digits = word.filter(isDigit)
        let dots = word.filter { $0 == "." }
        guard !digits.isEmpty, digits.count + dots.count == word.count, dots.count <= 1,
            let value = Double(word), value.isFinite
        else {
            return .failure(
                .invalidNumber(usage: "wait SECONDS", got: word, expected: "a number of seconds >= 0 (e.g. 1 or 0.5)"))
        }
        return .success(value)
    }

    private static func integer(from word: String, usage: String, minimum: Int) -> Result<Int, ScriptProblem.Reason> {
        guard word.allSatisfy(isDigit), let value = Int(word), value >= minimum else {
            return .failure(.invalidNumber(usage: usage, got: word, expected: "a whole number >= \(minimum)"))
        }
        return .success(value)
    }
}
