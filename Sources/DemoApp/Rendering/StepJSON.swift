import FlowKitScript

/// The one-line JSON object that `--json` prints after each step.
///
/// Keys, in this order: `step` (1-based), `line` (in the script), `action` (the line as written),
/// `screen` (the top-most screen's title, or `null`), `screens` (every screen title in the window),
/// `alive` (the type name of every live coordinator), `created`, `released`, `leaks` (every leak
/// reported so far), and `error` only when the step failed.
enum StepJSON {
    /// Encodes one step.
    /// - Parameters:
    ///   - step: The step's script data.
    ///   - number: The 1-based step number.
    ///   - snapshot: The app after the step (or as it was, when the step failed).
    ///   - error: Why the step failed, if it did.
    /// - Returns: One line of JSON, without a newline.
    static func line(for step: ScriptStep, number: Int, snapshot: DemoSnapshot, error: String? = nil) -> String {
        var members: [(String, JSONValue)] = [
            ("step", .int(number)),
            ("line", .int(step.line)),
            ("action", .string(step.text)),
            ("screen", snapshot.topScreen.map { .string($0.title) } ?? .null),
            ("screens", .array(snapshot.screenTitles.map(JSONValue.string))),
            ("alive", .array(snapshot.alive.map(JSONValue.string))),
            ("created", .int(snapshot.created)),
            ("released", .int(snapshot.released)),
            ("leaks", .array(snapshot.leaks.map(JSONValue.string))),
        ]
        if let error { members.append(("error", .string(error))) }
        return JSONValue.object(members).encoded
    }
}
