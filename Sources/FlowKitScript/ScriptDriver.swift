/// An app a script drives: gestures in, snapshots out, virtual time.
///
/// ``ActionExecutor`` checks each gesture against ``snapshot()`` before calling ``perform(_:)`` (see
/// ``DemoSnapshot/problem(applying:)``), so a driver receives only gestures that the snapshot says
/// apply: a button on the top-most screen, back with something to pop, swipe-down with a modal, a
/// reachable tab. It may still refuse one (e.g. a modal that refuses swipe-down) by throwing.
///
/// The demo's `FlowDriver` and FlowKitTesting's `FlowTest` are drivers; so are the demo tests' fakes.
@MainActor
package protocol ScriptDriver: AnyObject {
    /// Performs a gesture on the top-most screen.
    /// - Throws: Any error with a readable description when the app refuses it.
    func perform(_ gesture: DemoGesture) throws

    /// Lets time pass on the app's scheduler, running whatever falls due (e.g. the splash timer).
    /// - Parameter seconds: How long, finite and not negative.
    func advance(seconds: Double)

    /// The app as it is now.
    func snapshot() -> DemoSnapshot
}
