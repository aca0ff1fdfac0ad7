/// The running demo app as the terminal front ends see it: gestures in, snapshots out, virtual time.
///
/// The script runner, the tour, the interactive mode and `--json` are written against this protocol
/// only; the FlowKit flows implement it (and tests implement it with a small fake).
///
/// The runner checks each gesture against ``snapshot()`` before calling ``perform(_:)`` (see
/// ``DemoSnapshot/problem(applying:)``), so a driver receives only gestures that the snapshot says
/// apply: a button on the top-most screen, back with something to pop, swipe-down with a modal, a
/// reachable tab. It may still refuse one (e.g. a modal that refuses swipe-down) by throwing.
@MainActor
protocol DemoDriver: AnyObject {
    /// Performs a gesture on the top-most screen.
    /// - Throws: ``DemoDriverError`` (or any error with a readable description) when the app refuses it.
    func perform(_ gesture: DemoGesture) throws

    /// Lets time pass on the app's scheduler, running whatever falls due (e.g. the splash timer).
    /// - Parameter seconds: How long, finite and not negative.
    func advance(seconds: Double)

    /// The app as it is now.
    func snapshot() -> DemoSnapshot

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
