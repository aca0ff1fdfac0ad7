#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Where a test helper was called: the source location its failures are reported at.
///
/// Every public helper of FlowKitTesting takes the four defaulted parameters `fileID`, `filePath`, `line`
/// and `column` and builds one of these, so a failure points at the test's line, not at the helper's.
struct CallSite: Sendable {
    /// `#fileID`, for Swift Testing.
    let fileID: StaticString
    /// `#filePath`, for XCTest.
    let filePath: StaticString
    /// `#line`.
    let line: UInt
    /// `#column`.
    let column: UInt
}

/// Records a test failure through the framework running the test, at `site`.
///
/// When a Swift Testing test is running (`Test.current` is set), the failure is an `Issue` with `site` as
/// its source location; otherwise it goes to `XCTFail` with the site's file path and line. With neither
/// framework in the toolchain (a build that links no test library), it is printed.
///
/// - Parameters:
///   - message: What went wrong, with what was expected and what was found.
///   - site: Where the test called the helper.
func recordFailure(_ message: String, at site: CallSite) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line),
                    column: Int(site.column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(message, file: site.filePath, line: site.line)
    #else
        print("\(site.fileID):\(site.line): error: \(message)")
    #endif
}
