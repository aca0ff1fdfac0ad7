/// One malformed line of a demo script: where it is and what was expected instead.
package struct ScriptProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with a line.
    package enum Reason: Error, Equatable, Sendable {
        /// The first word is not an action.
        case unknownAction(String)
        /// An action of two words (`expect screen`, `expect alive`) is followed by another word (or none);
        /// `after` is the first word.
        case unknownSecondWord(String, after: String)
        /// A required argument is missing; `usage` is the action's form, e.g. `tap LABEL`.
        case missingArgument(usage: String)
        /// The action takes no more arguments than `usage` shows; `extra` is what followed.
        case unexpectedArgument(usage: String, extra: String)
        /// A number argument is not valid; `expected` says what is accepted.
        case invalidNumber(usage: String, got: String, expected: String)
    }

    /// The 1-based line number in the script.
    package let line: Int
    /// The line as written, without surrounding whitespace.
    package let text: String
    /// What is wrong.
    package let reason: Reason

    /// A problem found on a line.
    package init(line: Int, text: String, reason: Reason) {
        self.line = line
        self.text = text
        self.reason = reason
    }

    /// A one-line message: `line 3: unknown action "jump"; expected one of: …`.
    package var description: String {
        "line \(line): " + explanation
    }

    private var explanation: String {
        switch reason {
        case .unknownAction(let word):
            return "unknown action \"\(word)\"; expected one of: \(ScriptGrammar.usages.joined(separator: ", "))"
        case .unknownSecondWord(let word, let first):
            let what = word.isEmpty ? "nothing" : "\"\(word)\""
            let forms = ScriptGrammar.actions.filter { $0.words[0] == first }.map { "\"\($0.usage)\"" }
            return "\"\(first)\" is followed by \(what); expected \(forms.joined(separator: " or "))"
        case .missingArgument(let usage):
            return "\"\(text)\" is missing an argument; expected \"\(usage)\""
        case .unexpectedArgument(let usage, let extra):
            return "unexpected \"\(extra)\" after the action; expected \"\(usage)\""
        case .invalidNumber(let usage, let got, let expected):
            return "\"\(got)\" is not \(expected); expected \"\(usage)\""
        }
    }
}

/// A script that failed validation: every malformed line, in order. Nothing of the script has run.
package struct ScriptParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The malformed lines, in line order (never empty).
    package let problems: [ScriptProblem]

    /// One line per problem.
    package var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
