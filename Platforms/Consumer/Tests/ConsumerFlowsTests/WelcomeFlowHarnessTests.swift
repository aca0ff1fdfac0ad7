import ConsumerFlows
import FlowKit
import FlowKitTesting
import Testing

/// The consumer's flow through FlowKitTesting, from Swift Testing: what `WelcomeFlowTests` checks by hand.
@MainActor
@Suite struct WelcomeFlowHarnessTests {
    @Test func pickingANameGreetsItAndReleasesThePicker() throws {
        let welcome = WelcomeFlow()
        let flow = try FlowTest(root: welcome)
        flow.tap("Choose a name")
        flow.expectRunning(["WelcomeFlow", "NamePickerFlow"])
        flow.tap("Ada")
        #expect(welcome.pickedNames == ["Ada"])
        flow.expectReleases(["NamePickerFlow#2: finished"])
        flow.expectScreen("Welcome")
        flow.expectNoLeaks()
    }

    @Test func aSwipedDownPickerAddsNoName() throws {
        let welcome = WelcomeFlow()
        let flow = try FlowTest(root: welcome)
        flow.run("tap Choose a name\nswipe-down cancel\nexpect alive NamePickerFlow 1\nswipe-down")
        flow.expectReleased(NamePickerFlow.self, .screensRemoved(.swipeDown))
        #expect(welcome.pickedNames.isEmpty)
    }
}
