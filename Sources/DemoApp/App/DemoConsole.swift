/// Where the front ends write: standard output, standard error, and whether to use colour.
struct DemoConsole {
    /// Writes text to standard output as is (callers add newlines).
    var write: (String) -> Void
    /// Writes text to standard error as is (callers add newlines).
    var writeError: (String) -> Void
    /// Whether to emphasise with ANSI escapes.
    var color: Bool

    /// Writes a line to standard output.
    func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes a line to standard error.
    func errorLine(_ text: String) {
        writeError(text + "\n")
    }
}
