import FlowKit
import FlowKitTesting
import Testing

/// Each expectation passes when it holds, and otherwise fails at the caller's line with what was expected,
/// what was found, and the tree.
@MainActor
@Suite struct ExpectationReportingTests {
    let flow: FlowTest

    init() throws {
        flow = try FlowTest(tabs: "Profile", "Other")
        try flow.push(UpdateDetailsCoordinator())
        flow.tap("Next")
    }

    /// The tree as failure messages show it, indented under `coordinators:`.
    let tree = """
        coordinators:
          TestRoot#1 [Tabs, Profile, Other]
            UpdateDetailsCoordinator#2 [First Name, Last Name]
        window:
        """

    @Test func screenStackAndVisibleScreens() {
        flow.expectScreen("Last Name")
        flow.expectStack(["Profile", "First Name", "Last Name"])
        flow.expectVisibleScreens(["Tabs", "Profile", "Last Name"])
        expectFailure(
            containing: ["expected the top screen \"Result\", found \"Last Name\"", tree], at: #line + 1, in: #fileID
        ) { flow.expectScreen("Result") }
        expectFailure(
            containing: [
                #"expected the stack on screen to hold ["Profile"], found ["Profile", "First Name", "Last Name"]"#
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectStack(["Profile"]) }
        expectFailure(
            containing: [#"expected the visible screens ["Tabs"], found ["Tabs", "Profile", "Last Name"]"#],
            at: #line + 1, in: #fileID
        ) { flow.expectVisibleScreens(["Tabs"]) }
    }

    @Test func treeAndRunningCoordinators() {
        flow.expectTree(
            """
            TestRoot#1 [Tabs, Profile, Other]
              UpdateDetailsCoordinator#2 [First Name, Last Name]
            """)
        flow.expectRunning(["TestRoot", "UpdateDetailsCoordinator"])
        flow.expectRunning(UpdateDetailsCoordinator.self, count: 1)
        expectFailure(
            containing: ["expected the coordinator tree\nTestRoot#1\nfound\nTestRoot#1 [Tabs"],
            at: #line + 1, in: #fileID
        ) { flow.expectTree("TestRoot#1") }
        expectFailure(
            containing: [
                #"expected the running coordinators ["TestRoot"], found ["TestRoot", "UpdateDetailsCoordinator"]"#
            ],
            at: #line + 1, in: #fileID
        ) { flow.expectRunning(["TestRoot"]) }
        expectFailure(
            containing: ["expected 0 running UpdateDetailsCoordinator, found 1"],
            at: #line + 1, in: #fileID
        ) { flow.expectRunning(UpdateDetailsCoordinator.self, count: 0) }
    }

    @Test func aSwipeDownThatIsNotRefusedFailsItsExpectationAndChangesNothing() throws {
        expectFailure(containing: ["nothing is presented"], at: #line + 1, in: #fileID) {
            flow.expectSwipeDownRefused()
        }
        let picker = try flow.present(ColorPicker())
        expectFailure(
            containing: ["expected \"Pick a colour\" to refuse a swipe-down, but the swipe began"],
            at: #line + 1, in: #fileID
        ) { flow.expectSwipeDownRefused() }
        #expect(picker.releaseReason == nil)
        flow.expectScreen("Pick a colour")
    }
}
