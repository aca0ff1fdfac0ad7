import Testing

/// Runs `body`, which must record issues (at least one), each at `line` of `fileID` and with every fragment
/// in its message: the failure a FlowKitTesting helper reports, checked as Swift Testing receives it.
func expectFailure(
    containing fragments: [String], at line: Int, in fileID: String, _ body: () -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == fileID
            && fragments.allSatisfy { message.contains($0) }
    }
}

/// The async form of ``expectFailure(containing:at:in:_:sourceLocation:)``, for main-actor tests.
@MainActor
func expectFailure(
    containing fragments: [String], at line: Int, in fileID: String, _ body: () async -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == fileID
            && fragments.allSatisfy { message.contains($0) }
    }
}
