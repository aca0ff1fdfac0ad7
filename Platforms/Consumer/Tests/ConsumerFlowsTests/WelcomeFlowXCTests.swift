#if canImport(XCTest)
    import ConsumerFlows
    import FlowKit
    import FlowKitTesting
    import XCTest

    /// The consumer's flow through FlowKitTesting, from XCTest: failures would go to `XCTFail`. The method is
    /// `async` because a synchronous `@MainActor` XCTest method crashes on Linux.
    final class WelcomeFlowXCTests: XCTestCase {
        @MainActor
        func testCancellingThePickerReleasesItWithoutAName() async throws {
            let welcome = WelcomeFlow()
            let flow = try FlowTest(root: welcome)
            flow.tap("Choose a name")
            flow.tap("Cancel")
            flow.expectReleased(NamePickerFlow.self, .completedWithoutResult)
            flow.expectNoLeaks()
            XCTAssertEqual(welcome.pickedNames, [])
        }
    }
#endif
