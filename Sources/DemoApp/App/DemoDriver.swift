import FlowKitScript

/// The running demo app as the terminal front ends see it: a ``ScriptDriver`` (gestures in, snapshots
/// out, virtual time) that also draws its coordinator tree and saves its state.
///
/// The script runner, the tour, the interactive mode and `--json` are written against this protocol
/// only; the FlowKit flows implement it (and tests implement it with a small fake). A refused gesture
/// throws ``DemoDriverError`` (or any error with a readable description).
@MainActor
protocol DemoDriver: ScriptDriver {
    /// The live coordinator tree as a graph, ending with a newline (empty when nothing is alive).
    func graph(_ format: GraphFormat) -> String

    /// The app's state as a snapshot file's text, for `--save`.
    /// - Throws: Any error with a readable description when the app cannot save it.
    func savedState() throws -> String
}

extension DemoDriver {
    /// Apps that cannot save their state (the tests' fakes) say so.
    func savedState() throws -> String {
        throw DemoDriverError(message: "this app cannot save its state")
    }
}

/// A gesture the app refused, with a message for the user.
struct DemoDriverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the gesture cannot apply, naming the screen (e.g. `screen "Compose" refuses swipe-down`).
    let message: String

    /// The message.
    var description: String { message }
}
