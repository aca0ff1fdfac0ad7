/// One input of the interactive mode.
enum KeyInput: Equatable, Sendable {
    /// A key pressed in a raw terminal.
    case key(Key)
    /// A line read when standard input is not a terminal: a single key, or a script action.
    case line(String)
    /// No input for a moment (raw terminals only): time may have passed.
    case idle
    /// The input has ended.
    case end
}

/// Where the interactive mode reads its input from.
@MainActor
protocol KeySource: AnyObject {
    /// Waits for the next input (a raw terminal returns ``KeyInput/idle`` after a short timeout).
    func next() -> KeyInput
}

/// Reads standard input line by line (for pipes and files): each line is one ``KeyInput/line(_:)``.
@MainActor
final class LineKeySource: KeySource {
    private let readLine: () -> String?

    /// Creates a source reading lines with `readLine` (the app passes standard input's).
    init(readLine: @escaping () -> String?) {
        self.readLine = readLine
    }

    /// The next line, or ``KeyInput/end`` at the end of the input.
    func next() -> KeyInput {
        readLine().map(KeyInput.line) ?? .end
    }
}
