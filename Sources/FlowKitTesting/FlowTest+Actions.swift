import FlowKit
import FlowKitScript

/// What the user does, by what the user sees. Each action that cannot apply records a failure naming the
/// top screen and what it offers, and changes nothing.
extension FlowTest {
    /// Taps the button with this label on the top screen.
    ///
    /// ```swift
    /// flow.tap("Next")
    /// ```
    ///
    /// - Parameters:
    ///   - label: The button's label.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func tap(
        _ label: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        act(.tap(label), fileID, filePath, line, column)
    }

    /// Taps the back button of the top navigation stack.
    ///
    /// ```swift
    /// flow.back()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func back(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        act(.back, fileID, filePath, line, column)
    }

    /// Swipes back on the top navigation stack: completed (the default), cancelled, or held in progress.
    ///
    /// ```swift
    /// flow.swipeBack(.cancelled)   // nothing changes, nothing is released
    /// flow.swipeBack()             // pops the top screen
    /// let swipe = flow.swipeBack(.held)
    /// flow.retapTab()              // interrupts it: swipe?.state == .interrupted
    /// ```
    ///
    /// - Parameters:
    ///   - ending: How the gesture ends.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    /// - Returns: The gesture when it was begun (still in progress when `ending` is ``SwipeEnding/held``);
    ///   `nil` when it could not begin.
    @discardableResult
    public func swipeBack(
        _ ending: SwipeEnding = .completed, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> InteractiveGesture? {
        swipe(.swipeBack(ending), ending, fileID, filePath, line, column)
    }

    /// Long-presses the back button and picks `title`: the nearest screen with that title below the top of
    /// the top navigation stack, which ends on top.
    ///
    /// ```swift
    /// flow.longPressBack(to: "Profile")
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title of the screen to go back to.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func longPressBack(
        to title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        act(.longPressBack(to: title), fileID, filePath, line, column)
    }

    /// Pops the top navigation stack to its root, as app code does.
    ///
    /// ```swift
    /// flow.popToRoot()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func popToRoot(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        act(.popToRoot, fileID, filePath, line, column)
    }

    /// Taps the tab titled `title` on the visible tab bar: selects it, or, when it is already selected, pops
    /// its stack to the root.
    ///
    /// ```swift
    /// flow.tapTab("Other")
    /// ```
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func tapTab(
        _ title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        act(.tapTab(title), fileID, filePath, line, column)
    }

    /// Taps the selected tab again: pops its navigation stack to the root (cause
    /// `NavigationCause.tabReselected`).
    ///
    /// ```swift
    /// flow.retapTab()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func retapTab(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        act(.retapTab, fileID, filePath, line, column)
    }

    /// Swipes down the top modal: completed (the default), cancelled, or held in progress. A modal that
    /// refuses it (`Screen.isModalInPresentation`) records a failure; see
    /// ``expectSwipeDownRefused(fileID:filePath:line:column:)`` to test the refusal.
    ///
    /// ```swift
    /// flow.swipeDown(.cancelled)
    /// flow.swipeDown()
    /// ```
    ///
    /// - Parameters:
    ///   - ending: How the gesture ends.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    /// - Returns: The gesture when it was begun (still in progress when `ending` is ``SwipeEnding/held``);
    ///   `nil` when it could not begin.
    @discardableResult
    public func swipeDown(
        _ ending: SwipeEnding = .completed, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> InteractiveGesture? {
        swipe(.swipeDown(ending), ending, fileID, filePath, line, column)
    }

    /// Replaces the window's root with `screen`, shown by the root coordinator (as an app does on logout):
    /// everything in the window leaves at once (cause `NavigationCause.setRoot`).
    ///
    /// ```swift
    /// flow.replaceRoot(with: Screen(title: "Login"))
    /// flow.expectReleased(UpdateDetailsCoordinator.self, .screensRemoved(.setRoot))
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The new root, free (no place in a hierarchy).
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func replaceRoot(
        with screen: Screen, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            try showAsRoot(screen)
        } catch {
            fail("\"replace root with \(screen.title)\" failed: \(error)", at: site)
        }
    }

    /// Carries out one action (see ``UserAction``).
    ///
    /// ```swift
    /// flow.perform(.swipeBack(.cancelled))
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func perform(
        _ action: UserAction, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        perform(action, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Carries out actions in order, stopping at the first that cannot apply.
    ///
    /// ```swift
    /// flow.perform([.tap("Next"), .swipeBack(.cancelled), .swipeBack()])
    /// ```
    ///
    /// - Parameters:
    ///   - actions: The actions.
    ///   - fileID: The file the failure is reported in (default: the caller's).
    ///   - filePath: The file path the failure is reported in, for XCTest (default: the caller's).
    ///   - line: The line the failure is reported at (default: the caller's).
    ///   - column: The column the failure is reported at (default: the caller's).
    public func perform(
        _ actions: [UserAction], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        for action in actions {
            guard perform(action, at: site) else { return }
        }
    }

    /// Carries out `action` for a public action method, with the caller's source location.
    private func act(
        _ action: UserAction, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) {
        perform(action, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Carries out a swipe; returns the gesture when it is held in progress.
    private func swipe(
        _ action: UserAction, _ ending: SwipeEnding, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
        _ column: UInt
    ) -> InteractiveGesture? {
        act(action, fileID, filePath, line, column)
        return ending == .held ? heldGestures.last : nil
    }

    /// Carries out `action`, or records why it cannot apply.
    ///
    /// - Returns: Whether it applied.
    @discardableResult
    func perform(_ action: UserAction, at site: CallSite) -> Bool {
        guard let problem = problem(performing: action) else { return true }
        fail(problem, at: site)
        return false
    }

    /// Carries out `action`; returns `nil` when it applied, otherwise why not.
    func problem(performing action: UserAction) -> String? {
        let snapshot = snapshot()
        if let gesture = action.checkedGesture, let problem = snapshot.problem(applying: gesture) {
            return gesture == action.scriptGesture ? problem : snapshot.cannotApplyMessage(action.description)
        }
        do {
            try applyAnsweringGuards(action, cannotApply: snapshot.cannotApplyMessage(action.description))
            return nil
        } catch let problem as ActionProblem {
            return problem.message
        } catch {
            return "\"\(action)\" failed: \(error)"
        }
    }
}

/// An action that cannot apply to what the window shows.
struct ActionProblem: Error, CustomStringConvertible {
    /// The message, naming the top screen and what it offers.
    let message: String

    var description: String { message }
}
