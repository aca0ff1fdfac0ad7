import FlowKit
import FlowKitTesting
import Testing

/// Tables of user actions as the arguments of `@MainActor` parameterized tests.
///
/// In a `@MainActor` suite a plain `static let` is main-actor isolated, and `@Test(arguments:)` reads its
/// arguments from a nonisolated context the macro generates, so `@Test(arguments: hotSpots)` fails to
/// compile with "main actor-isolated static property 'hotSpots' cannot be accessed from outside of the
/// actor" (as does a `@MainActor` global, or any static in a module built with main-actor default
/// isolation). The fixtures are `Sendable` values (``UserAction``, ``ReleaseReason``, strings), so the table
/// can be `nonisolated`; the flow is built inside the test, on the main actor.
@MainActor
@Suite struct ParameterizedFlowTests {
    /// One way through the update-details flow and how it ends.
    struct HotSpot: Sendable, CustomTestStringConvertible {
        let path: [UserAction]
        let release: ReleaseReason

        var testDescription: String { path.map(\.description).joined(separator: ", ") }
    }

    nonisolated static let hotSpots = [
        HotSpot(path: [.back], release: .screensRemoved(.backButton)),
        HotSpot(path: [.swipeBack(.cancelled), .swipeBack()], release: .screensRemoved(.swipeBack)),
        HotSpot(path: [.tap("Cancel")], release: .screensRemoved(.popToRoot)),
        HotSpot(path: [.retapTab], release: .screensRemoved(.tabReselected)),
        HotSpot(path: [.tap("Next"), .longPressBack(to: "Profile")], release: .screensRemoved(.longPressBack)),
        HotSpot(path: [.tap("Next"), .popToRoot], release: .screensRemoved(.popToRoot)),
        HotSpot(path: [.tap("Next"), .swipeBack(.held), .retapTab], release: .screensRemoved(.tabReselected)),
        HotSpot(path: [.tap("Next"), .tap("Save"), .tap("Finish")], release: .finished),
        HotSpot(
            path: [.tap("Next"), .tap("Save"), .swipeBack(.cancelled), .back], release: .screensRemoved(.backButton)),
        HotSpot(path: [.tap("Next"), .tap("Save"), .replaceRoot("Login")], release: .screensRemoved(.setRoot)),
    ]

    @Test(arguments: hotSpots)
    func everyWayOutReleasesTheFlowOnceAndLeavesNothing(_ hotSpot: HotSpot) throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        let details = try flow.push(UpdateDetailsCoordinator())
        flow.perform(hotSpot.path)
        flow.expectReleased(UpdateDetailsCoordinator.self, hotSpot.release)
        #expect(details.result == (hotSpot.release == .finished ? "John Appleseed" : nil))
        flow.expectRunning(["TestRoot"])
        flow.expectNoLeaks()
    }

    /// Script lines are `Sendable` fixtures too.
    @Test(arguments: ["back", "swipe-back cancel\nswipe-back", "tap Next\nback-to 2", "tap Next\ntab Profile"])
    func everyScriptedWayOutEndsOnProfile(_ script: String) throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        try flow.push(UpdateDetailsCoordinator())
        flow.run(script + "\nexpect screen Profile\nexpect alive UpdateDetailsCoordinator 0")
        flow.expectNoLeaks()
    }
}
