import FlowKit

/// Expectations on what the user sees and on the coordinators running. A failure shows what was expected,
/// what was found, the coordinator tree and the window.
extension FlowTest {
    /// Expects the top screen (the one the user sees and taps) to be titled `title`.
    ///
    /// ```swift
    /// flow.expectScreen("Last Name")
    /// ```
    ///
    /// - Parameters:
    ///   - title: The expected title.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectScreen(
        _ title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let found = window.topScreen.map { "\"\($0.title)\"" } ?? "no screen"
        guard window.topScreen?.title != title else { return }
        fail(
            "expected the top screen \"\(title)\", found \(found)",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects the screens of the navigation stack on screen, root first.
    ///
    /// ```swift
    /// flow.expectStack(["Profile", "First Name", "Last Name"])
    /// ```
    ///
    /// - Parameters:
    ///   - titles: The expected titles, root first.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectStack(
        _ titles: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let found = window.topNavigationStack?.screens.map(\.title)
        guard found != titles else { return }
        fail(
            "expected the stack on screen to hold \(titles), found " + (found.map { "\($0)" } ?? "no stack on screen"),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects the screens the user sees, outermost first: the top layer's root, then each container's top
    /// screen or selected tab (`Window.visibleScreens`).
    ///
    /// ```swift
    /// flow.expectVisibleScreens(["Tabs", "Profile", "First Name"])
    /// ```
    ///
    /// - Parameters:
    ///   - titles: The expected titles, outermost first.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectVisibleScreens(
        _ titles: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let found = window.visibleScreens.map(\.title)
        guard found != titles else { return }
        fail(
            "expected the visible screens \(titles), found \(found)",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects the running coordinators' tree, as `CoordinatorNode.textDump` writes it (two spaces
    /// per level; `(gone)` marks an owned screen out of the window, `(anchor)` the anchor).
    ///
    /// ```swift
    /// flow.expectTree("""
    ///     TestRoot#1 [Tabs, Profile, Other]
    ///       UpdateDetailsCoordinator#2 [First Name]
    ///     """)
    /// ```
    ///
    /// - Parameters:
    ///   - text: The expected tree; an empty text expects no coordinator running.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectTree(
        _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let found = router.tree?.textDump ?? ""
        guard found != text else { return }
        fail(
            "expected the coordinator tree\n\(text)\nfound\n\(found.isEmpty ? "(none running)" : found)",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects the running coordinators' type names, root first, each before its children.
    ///
    /// ```swift
    /// flow.expectRunning(["TestRoot", "UpdateDetailsCoordinator"])
    /// ```
    ///
    /// - Parameters:
    ///   - names: The expected type names, in tree order.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectRunning(
        _ names: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let found = router.runningCoordinators.map(\.name)
        guard found != names else { return }
        fail(
            "expected the running coordinators \(names), found \(found)",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects exactly `count` running coordinators of type `type` (the script's `expect alive TYPE N`).
    ///
    /// ```swift
    /// flow.expectRunning(SettingsCoordinator.self, count: 0)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The coordinator type.
    ///   - count: How many instances should run.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectRunning<C: Coordinator>(
        _ type: C.Type, count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let name = String(describing: type)
        let found = router.runningCoordinators.count { $0.name == name }
        guard found != count else { return }
        fail(
            "expected \(count) running \(name), found \(found)",
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Expects the top modal to refuse a swipe-down (`Screen.isModalInPresentation`), changing
    /// nothing.
    ///
    /// ```swift
    /// flow.tap("Edit")   // the form sets isModalInPresentation
    /// flow.expectSwipeDownRefused()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func expectSwipeDownRefused(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let modal = window.topModal else {
            fail("expected the top modal to refuse a swipe-down, but nothing is presented", at: site)
            return
        }
        do {
            let swipe = try modal.beginSwipeDown()
            swipe.cancel()
            fail(
                "expected \"\(modal.title)\" to refuse a swipe-down, but the swipe began (and was cancelled)", at: site)
        } catch .modalInPresentation {
            return
        } catch {
            fail(
                "expected \"\(modal.title)\" to refuse a swipe-down as modal in presentation, found: \(error)", at: site
            )
        }
    }
}
