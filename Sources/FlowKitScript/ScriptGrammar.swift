/// The demo script grammar: one table of actions, from which the parser (``ScriptParser``), `--help`
/// (``reference``) and the error messages (``usages``, ``ScriptProblem``) are derived.
package enum ScriptGrammar {
    /// What follows an action's words, and how it becomes a ``DemoAction``.
    package enum Arguments: Sendable {
        /// Nothing, e.g. `back`.
        case none(DemoAction)
        /// The rest of the line, at least one word, e.g. `tap LABEL`.
        case text(placeholder: String, @Sendable (String) -> DemoAction)
        /// One number of seconds, `>= 0`, e.g. `wait SECONDS`.
        case seconds(@Sendable (Double) -> DemoAction)
        /// One whole number, at least `minimum`, e.g. `back-to N`.
        case count(minimum: Int, @Sendable (Int) -> DemoAction)
        /// Nothing or the word `cancel`, e.g. `swipe-back [cancel]`.
        case cancelFlag(@Sendable (Bool) -> DemoAction)
        /// A word then a whole number `>= 0`, e.g. `expect alive TYPE N`.
        case typeAndCount(@Sendable (String, Int) -> DemoAction)
    }

    /// One action of the grammar.
    package struct Action: Sendable {
        /// The words naming it, e.g. `["back-to"]` or `["expect", "alive"]`.
        package let words: [String]
        /// What follows them.
        package let arguments: Arguments
        /// What it does, for `--help`; a ``Arguments/cancelFlag(_:)`` action has a second line, for the
        /// cancelled form.
        package let meanings: [String]

        /// The action's form, e.g. `back-to N` or `swipe-back [cancel]`.
        package var usage: String {
            let name = words.joined(separator: " ")
            switch arguments {
            case .none: return name
            case .text(let placeholder, _): return "\(name) \(placeholder)"
            case .seconds: return "\(name) SECONDS"
            case .count: return "\(name) N"
            case .cancelFlag: return "\(name) [cancel]"
            case .typeAndCount: return "\(name) TYPE N"
            }
        }

        /// The lines of `--help`: each form with its meaning.
        package var reference: [(usage: String, meaning: String)] {
            guard case .cancelFlag = arguments else { return [(usage, meanings[0])] }
            let name = words.joined(separator: " ")
            return [(name, meanings[0]), (name + " cancel", meanings[1])]
        }
    }

    /// Every action, in the order `--help` and the error messages list them.
    package static let actions: [Action] = [
        Action(
            words: ["wait"], arguments: .seconds { .wait(seconds: $0) },
            meanings: ["let time pass (a number >= 0, e.g. 1 or 0.5)"]),
        Action(
            words: ["tap"], arguments: .text(placeholder: "LABEL") { .gesture(.tap($0)) },
            meanings: ["tap the button with that label on the top-most screen"]),
        Action(
            words: ["back"], arguments: .none(.gesture(.back)),
            meanings: ["the back button of the top-most navigation stack"]),
        Action(
            words: ["swipe-back"], arguments: .cancelFlag { .gesture(.swipeBack(cancelled: $0)) },
            meanings: ["a completed interactive pop", "a cancelled interactive pop (changes nothing)"]),
        Action(
            words: ["back-to"], arguments: .count(minimum: 1) { .gesture(.backTo(levels: $0)) },
            meanings: ["long-press back: pop N levels at once (N >= 1)"]),
        Action(
            words: ["swipe-down"], arguments: .cancelFlag { .gesture(.swipeDown(cancelled: $0)) },
            meanings: [
                "a completed interactive dismissal of the top-most modal",
                "a cancelled interactive dismissal (changes nothing)",
            ]),
        Action(
            words: ["tab"], arguments: .text(placeholder: "TITLE") { .gesture(.tab($0)) },
            meanings: ["select a tab; selecting the selected tab pops it to the root"]),
        Action(
            words: ["open"], arguments: .text(placeholder: "URL") { .gesture(.open($0)) },
            meanings: ["open a deep link, e.g. demo://wakingup/settings/compose (demo:// table in README)"]),
        Action(
            words: ["confirm"], arguments: .none(.gesture(.confirm)),
            meanings: ["answer the open question by confirming (Discard changes? -> Discard: the exit is made)"]),
        Action(
            words: ["cancel"], arguments: .none(.gesture(.cancel)),
            meanings: ["answer the open question by cancelling (Discard changes? -> Keep Editing: nothing moves)"]),
        Action(
            words: ["expect", "screen"], arguments: .text(placeholder: "TITLE") { .expectScreen($0) },
            meanings: ["fail unless the top-most screen has that title"]),
        Action(
            words: ["expect", "alive"], arguments: .typeAndCount { .expectAlive(type: $0, count: $1) },
            meanings: ["fail unless N coordinators of that type are alive"]),
    ]

    /// The form of every action, e.g. `tap LABEL`, in table order.
    package static var usages: [String] { actions.map(\.usage) }

    /// The grammar with one explanation per form, for `--help`.
    package static var reference: [(usage: String, meaning: String)] { actions.flatMap(\.reference) }

    /// The form of the action named by `words`, e.g. `swipe-back [cancel]` for `["swipe-back"]`.
    package static func usage(of words: String...) -> String {
        actions.first { $0.words == words }?.usage ?? words.joined(separator: " ")
    }
}
