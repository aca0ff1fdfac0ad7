#if canImport(XCTest)
    import FlowKit
    import FlowKitTesting
    import XCTest

    /// A failure inside an XCTest case goes to `XCTFail`, at the caller's file and line. (The case is async: a
    /// synchronous `@MainActor` XCTest method crashes on Linux.)
    final class XCTestRoutingTests: XCTestCase {
        /// The failures this case recorded, instead of failing it.
        private var captured: [(description: String, file: String, line: Int)] = []

        #if canImport(Darwin)
            override func record(_ issue: XCTIssue) {
                captured.append(
                    (
                        issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
                        issue.sourceCodeContext.location?.lineNumber ?? 0
                    ))
            }
        #else
            override func recordFailure(
                withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
            ) {
                captured.append((description, filePath, lineNumber))
            }
        #endif

        @MainActor
        func testAFailedExpectationCallsXCTFailAtTheCallersLine() async throws {
            let flow = try FlowTest(stackRootedAt: "Home")
            let line = #line + 1
            flow.expectScreen("Settings")
            XCTAssertEqual(captured.count, 1)
            XCTAssertEqual(captured.first?.line, line)
            XCTAssertEqual(captured.first?.file, #filePath)
            XCTAssertTrue(
                captured.first?.description.contains("expected the top screen \"Settings\", found \"Home\"") ?? false)
        }

        @MainActor
        func testAnActionThatCannotApplyCallsXCTFailAndAPassingExpectationDoesNot() async throws {
            let flow = try FlowTest(stackRootedAt: "Home")
            flow.expectScreen("Home")
            flow.expectNoLeaks()
            XCTAssertTrue(captured.isEmpty)
            flow.back()
            XCTAssertEqual(captured.map(\.description.isEmpty), [false])
            XCTAssertTrue(captured.first?.description.contains("cannot \"back\" on screen \"Home\"") ?? false)
        }
    }
#endif
