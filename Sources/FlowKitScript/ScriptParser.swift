/// One action of a parsed script, with where it came from.
package struct ScriptStep: Equatable, Sendable {
    /// The 1-based line number in the script.
    package let line: Int
    /// The line as written, without surrounding whitespace (what `--json` reports as `action`).
    package let text: String
    /// The parsed action.
    package let action: DemoAction
}

/// Parses demo scripts: one action a line; blank lines and lines starting with `#` are ignored.
///
/// The whole script is validated before anything runs: ``parse(_:)`` returns every step or throws a
/// ``ScriptParseError`` listing every malformed line.
package enum ScriptParser {
    /// Parses a whole script.
    /// - Parameter script: The script text; lines end with `\n` or `\r\n`.
    /// - Returns: The steps, in order.
    /// - Throws: ``ScriptParseError`` with every malformed line, if any.
    package static func parse(_ script: String) throws(ScriptParseError) -> [ScriptStep] {
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
    package static func parseAction(_ words: [String]) -> Result<DemoAction, ScriptProblem.Reason> {
        let candidates = ScriptGrammar.actions.filter { $0.words[0] == words[0] }
        guard !candidates.isEmpty else { return .failure(.unknownAction(words[0])) }
        // Actions of two words (`expect screen`) are told apart by the second one.
        let action = candidates.first { candidate in
            candidate.words.count == 1 || (words.count > 1 && candidate.words[1] == words[1])
        }
        guard let action else {
            return .failure(.unknownSecondWord(words.count > 1 ? words[1] : "", after: words[0]))
        }
        return parseArguments(Array(words.dropFirst(action.words.count)), of: action)
    }

    private static func parseArguments(_ arguments: [String], of action: ScriptGrammar.Action)
        -> Result<DemoAction, ScriptProblem.Reason>
    {
        let usage = action.usage
        switch action.arguments {
        case .none(let result):
            return none(arguments, usage: usage).map { result }
        case .text(_, let make):
            return rest(arguments, usage: usage).map(make)
        case .seconds(let make):
            return single(arguments, usage: usage).flatMap { seconds(from: $0, usage: usage) }.map(make)
        case .count(let minimum, let make):
            return single(arguments, usage: usage)
                .flatMap { integer(from: $0, usage: usage, minimum: minimum) }
                .map(make)
        case .cancelFlag(let make):
            return cancelFlag(arguments, usage: usage).map(make)
        case .typeAndCount(let make):
            guard arguments.count >= 2 else { return .failure(.missingArgument(usage: usage)) }
            guard arguments.count == 2 else {
                return .failure(.unexpectedArgument(usage: usage, extra: arguments[2...].joined(separator: " ")))
            }
            return integer(from: arguments[1], usage: usage, minimum: 0).map { make(arguments[0], $0) }
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

    private static func seconds(from word: String, usage: String) -> Result<Double, ScriptProblem.Reason> {
        let digits = word.filter(isDigit)
        let dots = word.filter { $0 == "." }
        guard !digits.isEmpty, digits.count + dots.count == word.count, dots.count <= 1,
            let value = Double(word), value.isFinite
        else {
            return .failure(
                .invalidNumber(usage: usage, got: word, expected: "a number of seconds >= 0 (e.g. 1 or 0.5)"))
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
