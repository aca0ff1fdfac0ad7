import FlowKit
import Testing

/// Leave guards in the model: the same guard on every exit path; a refusal moves nothing; a question,
/// confirmed, makes the same exit once.
@MainActor
@Suite struct LeaveGuardTests {
    /// The window's events, without their sequence numbers, e.g. `"back -[G]"`.
    private func events(_ recorder: EventRecorder) -> [String] {
        recorder.take().map { String($0.drop(while: { $0 != " " }).dropFirst()) }
    }

    @Test(arguments: LeaveExit.allCases)
    func aRefusingGuardKeepsTheScreenWhateverThePath(_ exit: LeaveExit) throws {
        let setup = try exit.setUp()
        let probe = GuardProbe(.refuse)
        setup.guarded.leaveGuard = probe.decide
        let recorder = EventRecorder(setup.window)
        let before = setup.window.hierarchyDescription
        #expect(throws: NavigationError.leaveRefused(screen: "G", path: exit.path, asked: false)) {
            try setup.perform()
        }
        #expect(events(recorder) == [])
        #expect(setup.window.hierarchyDescription == before)
        #expect(probe.takeAttempts() == ["G \(exit.path)"])
        #expect(probe.confirmations.isEmpty)
        expectSettledAppearance(setup.window)
    }

    @Test(arguments: LeaveExit.allCases)
    func anAllowingGuardLetsEveryPathThrough(_ exit: LeaveExit) throws {
        let setup = try exit.setUp()
        let probe = GuardProbe(.allow)
        setup.guarded.leaveGuard = probe.decide
        let recorder = EventRecorder(setup.window)
        try setup.perform()
        #expect(events(recorder) == [exit.event])
        #expect(setup.guarded.window == nil)
        #expect(probe.takeAttempts() == ["G \(exit.path)"])
    }

    @Test(arguments: LeaveExit.allCases)
    func aConfirmedQuestionMakesTheSameExitOnce(_ exit: LeaveExit) throws {
        let setup = try exit.setUp()
        let probe = GuardProbe(.ask)
        setup.guarded.leaveGuard = probe.decide
        let recorder = EventRecorder(setup.window)
        let before = setup.window.hierarchyDescription
        #expect(throws: NavigationError.leaveRefused(screen: "G", path: exit.path, asked: true)) {
            try setup.perform()
        }
        #expect(events(recorder) == [])
        #expect(setup.window.hierarchyDescription == before)
        let confirmation = try #require(probe.confirmations.first)
        #expect(probe.confirmations.count == 1)
        #expect(confirmation.path == exit.path)
        #expect(confirmation.screen === setup.guarded)
        #expect(!confirmation.isSettled)

        try confirmation.confirm()
        #expect(events(recorder) == [exit.event])
        #expect(setup.guarded.window == nil)
        // Asked once, for the attempt: the retry passed over the guard that asked.
        #expect(probe.takeAttempts() == ["G \(exit.path)"])
        #expect(confirmation.isSettled)
        expectSettledAppearance(setup.window)
        try confirmation.confirm()
        #expect(events(recorder) == [])
    }

    @Test(arguments: LeaveExit.allCases)
    func aCancelledQuestionMovesNothing(_ exit: LeaveExit) throws {
        let setup = try exit.setUp()
        let probe = GuardProbe(.ask)
        setup.guarded.leaveGuard = probe.decide
        let recorder = EventRecorder(setup.window)
        let before = setup.window.hierarchyDescription
        #expect(throws: NavigationError.leaveRefused(screen: "G", path: exit.path, asked: true)) {
            try setup.perform()
        }
        let confirmation = try #require(probe.confirmations.first)
        confirmation.cancel()
        #expect(confirmation.isSettled)
        try confirmation.confirm()
        #expect(events(recorder) == [])
        #expect(setup.window.hierarchyDescription == before)
    }

    @Test func aRefusalWinsOverAQuestion() throws {
        let root = Screen(title: "Root")
        let stack = try NavigationStack(root: root)
        let window = try Window(root: stack)
        let (asking, refusing) = (Screen(title: "A"), Screen(title: "B"))
        try stack.setScreens([root, asking, refusing])
        let (question, refusal) = (GuardProbe(.ask), GuardProbe(.refuse))
        asking.leaveGuard = question.decide
        refusing.leaveGuard = refusal.decide
        let before = window.hierarchyDescription
        #expect(throws: NavigationError.leaveRefused(screen: "B", path: .popToRoot, asked: false)) {
            try stack.popToRoot()
        }
        #expect(question.confirmations.isEmpty)
        #expect(window.hierarchyDescription == before)
    }

    @Test func confirmingPassesOverOnlyTheGuardsThatAsked() throws {
        let root = Screen(title: "Root")
        let stack = try NavigationStack(root: root)
        let window = try Window(root: stack)
        let (asking, allowing) = (Screen(title: "A"), Screen(title: "B"))
        try stack.setScreens([root, asking, allowing])
        let (question, other) = (GuardProbe(.ask), GuardProbe(.allow))
        asking.leaveGuard = question.decide
        allowing.leaveGuard = other.decide
        #expect(throws: NavigationError.leaveRefused(screen: "A", path: .popToRoot, asked: true)) {
            try stack.popToRoot()
        }
        other.answer = .refuse
        let before = window.hierarchyDescription
        #expect(throws: NavigationError.leaveRefused(screen: "B", path: .popToRoot, asked: false)) {
            try question.confirmations.first?.confirm()
        }
        #expect(window.hierarchyDescription == before)
        #expect(question.takeAttempts() == ["A pop-to-root"])
        #expect(other.takeAttempts() == ["B pop-to-root", "B pop-to-root"])
    }

    @Test func oneQuestionPerExitWhenOneGuardWatchesSeveralScreens() throws {
        let root = Screen(title: "Root")
        let stack = try NavigationStack(root: root)
        let window = try Window(root: stack)
        let recorder = EventRecorder(window)
        let (first, second) = (Screen(title: "A"), Screen(title: "B"))
        try stack.setScreens([root, first, second])
        let probe = GuardProbe(.ask)
        first.leaveGuard = probe.decide
        second.leaveGuard = probe.decide
        _ = recorder.take()
        #expect(throws: NavigationError.leaveRefused(screen: "A", path: .longPressBack, asked: true)) {
            try stack.longPressBack(levels: 2)
        }
        #expect(probe.confirmations.count == 1)
        try probe.confirmations.first?.confirm()
        #expect(events(recorder) == ["long-press-back -[A, B]"])
        #expect(probe.takeAttempts() == ["A long-press-back", "B long-press-back"])
    }

    @Test func aContainersGuardIsAskedForWhatLeavesWithIt() throws {
        let root = Screen(title: "Root")
        let window = try Window(root: root)
        let modal = try NavigationStack(root: Screen(title: "Form"), title: "M")
        try root.present(modal)
        let probe = GuardProbe(.refuse)
        modal.leaveGuard = probe.decide
        #expect(throws: NavigationError.leaveRefused(screen: "M", path: .swipeDown, asked: false)) {
            try modal.topScreen?.beginSwipeDown()
        }
        #expect(throws: NavigationError.leaveRefused(screen: "M", path: .dismiss, asked: false)) {
            try modal.dismiss()
        }
        #expect(window.topModal === modal)
    }

    @Test func screensOutsideAWindowAreNotGuarded() throws {
        let stack = try NavigationStack(root: Screen(title: "Root"))
        let guarded = Screen(title: "G")
        try stack.push(guarded)
        let probe = GuardProbe(.refuse)
        guarded.leaveGuard = probe.decide
        try stack.goBack()
        #expect(titles(stack.screens) == ["Root"])
        #expect(probe.takeAttempts() == [])
    }

    @Test func aConfirmationForAScreenThatAlreadyLeftDoesNothing() throws {
        let setup = try LeaveExit.backButton.setUp()
        let probe = GuardProbe(.ask)
        setup.guarded.leaveGuard = probe.decide
        #expect(throws: NavigationError.leaveRefused(screen: "G", path: .backButton, asked: true)) {
            try setup.perform()
        }
        setup.guarded.leaveGuard = nil
        try setup.perform()
        let stack = try #require(setup.window.rootScreen as? NavigationStack)
        try stack.push(Screen(title: "Another"))
        let recorder = EventRecorder(setup.window)
        try probe.confirmations.first?.confirm()
        #expect(events(recorder) == [])
        #expect(titles(stack.screens) == ["Root", "Another"])
    }

    @Test func theQueryMovesNothingAndAsksNobody() throws {
        let setup = try LeaveExit.swipeDown.setUp()
        let probe = GuardProbe(.ask)
        setup.guarded.leaveGuard = probe.decide
        let root = try #require(setup.window.rootScreen)
        let modal = try #require(root.presentedScreen)
        let recorder = EventRecorder(setup.window)
        #expect(
            setup.window.leaveRefusal(removing: [modal], path: .deepLink)
                == .leaveRefused(screen: "G", path: .deepLink, asked: false))
        #expect(setup.window.leaveRefusal(removing: [root], path: .rootReplaced) != nil)
        #expect(setup.window.leaveRefusal(removing: [Screen(title: "Elsewhere")], path: .deepLink) == nil)
        probe.answer = .allow
        #expect(setup.window.leaveRefusal(removing: [modal], path: .deepLink) == nil)
        #expect(probe.confirmations.isEmpty)
        #expect(probe.takeAttempts() == ["G deep-link", "G root-replaced", "G deep-link"])
        #expect(events(recorder) == [])
    }

    @Test func aSwipeIsJudgedWhenItBeginsNotWhenItEnds() throws {
        let setup = try LeaveExit.swipeBack.setUp()
        let probe = GuardProbe(.allow)
        setup.guarded.leaveGuard = probe.decide
        let stack = try #require(setup.window.rootScreen as? NavigationStack)
        let swipe = try stack.beginSwipeBack()
        probe.answer = .refuse
        try swipe.finish()
        #expect(titles(stack.screens) == ["Root"])
        #expect(probe.takeAttempts() == ["G swipe-back"])
    }

    @Test func aGuardIsAskedWhereverItWasSetBeforeTheScreenEnteredTheWindow() throws {
        let stack = try NavigationStack(root: Screen(title: "Root"))
        let guarded = Screen(title: "G")
        let probe = GuardProbe(.refuse)
        guarded.leaveGuard = probe.decide
        let modal = try NavigationStack(root: guarded, title: "M")
        let window = try Window(root: stack)
        try stack.rootScreen?.present(modal)
        #expect(throws: NavigationError.leaveRefused(screen: "G", path: .dismiss, asked: false)) { try modal.dismiss() }
        guarded.leaveGuard = nil
        try modal.dismiss()
        // Free again, guarded again, then placed by a push into the window.
        guarded.leaveGuard = probe.decide
        try modal.setScreens([])
        try stack.push(guarded)
        #expect(throws: NavigationError.leaveRefused(screen: "G", path: .backButton, asked: false)) {
            try stack.goBack()
        }
        #expect(probe.takeAttempts() == ["G dismiss", "G back-button"])
        #expect(window.topScreen === guarded)
    }

    @Test func everyPathHasItsName() {
        #expect(
            LeavePath.allCases.map(\.description) == [
                "back-button", "swipe-back", "long-press-back", "pop-to-root", "set-screens", "tab-re-tap",
                "swipe-down", "dismiss", "deep-link", "root-replaced", "app-code",
            ])
        #expect(
            NavigationError.leaveRefused(screen: "Edit Bio", path: .backButton, asked: true).description
                == "'Edit Bio' refuses to leave (back-button); the user is asked to confirm")
    }
}
