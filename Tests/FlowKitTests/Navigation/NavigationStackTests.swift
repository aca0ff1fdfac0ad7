import FlowKit
import Signals
import Testing

@MainActor
@Suite struct NavigationStackTests {
    let a = Screen(title: "A")
    let b = Screen(title: "B")
    let c = Screen(title: "C")

    @Test func pushAndPopPublishOneEventEach() throws {
        let stack = try NavigationStack(root: a)
        let window = try Window(root: stack)
        let recorder = EventRecorder(window)
        try stack.push(b)
        #expect(try stack.pop() === b)
        #expect(recorder.take() == ["#1 push +[B]", "#2 pop -[B]"])
        #expect(titles(stack.screens) == ["A"])
        #expect(b.container == nil && b.window == nil)
    }

    @Test func popAtRootThrowsAndChangesNothing() throws {
        let stack = try NavigationStack(root: a)
        let window = try Window(root: stack)
        let recorder = EventRecorder(window)
        #expect(throws: NavigationError.atRoot(stack: "A")) { try stack.pop() }
        #expect(throws: NavigationError.atRoot(stack: "A")) { try stack.goBack() }
        #expect(throws: NavigationError.atRoot(stack: "A")) { try stack.beginSwipeBack() }
        #expect(titles(stack.screens) == ["A"])
        #expect(recorder.take().isEmpty)
    }

    @Test func backButtonPopsWithItsOwnCauseAndShowsThePreviousTitle() throws {
        let stack = try NavigationStack(root: a)
        let window = try Window(root: stack)
        let recorder = EventRecorder(window)
        #expect(stack.backButtonTitle == nil)
        try stack.push(b)
        #expect(stack.backButtonTitle == "A")
        try stack.goBack()
        #expect(recorder.take() == ["#1 push +[B]", "#2 back -[B]"])
    }

    @Test func popToRootRemovesEverythingAboveInOneEventAndIsANoOpAtRoot() throws {
        let stack = try NavigationStack(root: a)
        let window = try Window(root: stack)
        try stack.setScreens([a, b, c])
        let recorder = EventRecorder(window)
        #expect(titles(try stack.popToRoot()) == ["B", "C"])
        #expect(try stack.popToRoot().isEmpty)
        #expect(recorder.take() == ["#2 pop-to-root -[B, C]"])
    }

    @Test func popToAScreenAndTheLongPressMenu() throws {
        let d = Screen(title: "D")
        let stack = try NavigationStack(root: a)
        let window = try Window(root: stack)
        try stack.setScreens([a, b, c, d])
        let recorder = EventRecorder(window)
        #expect(titles(try stack.popTo(c)) == ["D"])
        #expect(throws: NavigationError.notInStack(screen: "D", stack: "A")) { try stack.popTo(d) }
        #expect(throws: NavigationError.invalidLevels(levels: 3, stack: "A")) { try stack.longPressBack(levels: 3) }
        #expect(throws: NavigationError.invalidLevels(levels: 0, stack: "A")) { try stack.longPressBack(levels: 0) }
        try stack.longPressBack(levels: 2)
        #expect(recorder.take() == ["#2 pop-to -[D]", "#3 long-press-back -[B, C]"])
        #expect(titles(stack.screens) == ["A"])
    }

    @Test func setScreensReportsExactlyWhatEnteredAndLeft() throws {
        let d = Screen(title: "D")
        let stack = try NavigationStack(root: a)
        let window = try Window(root: stack)
        try stack.setScreens([a, b, c])
        let recorder = EventRecorder(window)
        try stack.setScreens([a, d, c])
        #expect(recorder.take() == ["#2 set-screens +[D] -[B]"])
        #expect(titles(stack.screens) == ["A", "D", "C"])
        #expect(b.container == nil && d.container === stack && d.window === window)
    }

    @Test func setScreensRefusesDuplicatesAndScreensPlacedElsewhere() throws {
        let other = try NavigationStack(root: c)
        let stack = try NavigationStack(root: a)
        let window = try Window(root: TabBar(tabs: [stack, other]))
        let recorder = EventRecorder(window)
        #expect(throws: NavigationError.duplicateScreen(screen: "B")) { try stack.setScreens([a, b, b]) }
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "C")) { try stack.setScreens([a, c]) }
        #expect(throws: NavigationError.cannotPushNavigationStack(screen: "C")) { try stack.setScreens([other]) }
        #expect(titles(stack.screens) == ["A"] && titles(other.screens) == ["C"])
        #expect(recorder.take().isEmpty)
    }

    @Test func pushRefusesScreensThatAlreadyHaveAPlace() throws {
        let stack = try NavigationStack(root: a)
        let tabs = try TabBar(tabs: [stack])
        let window = try Window(root: tabs)
        try stack.push(b)
        let recorder = EventRecorder(window)
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "B")) { try stack.push(b) }
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "Tabs")) { try stack.push(tabs) }
        #expect(throws: NavigationError.cannotPushNavigationStack(screen: "S")) {
            try stack.push(NavigationStack(title: "S"))
        }
        #expect(titles(stack.screens) == ["A", "B"])
        #expect(recorder.take().isEmpty)
    }

    @Test func pushRefusesACycleInADetachedHierarchy() throws {
        let stack = try NavigationStack(root: a)
        let tabs = try TabBar(tabs: [stack])
        #expect(throws: NavigationError.wouldCreateCycle(screen: "Tabs")) { try stack.push(tabs) }
        #expect(titles(stack.screens) == ["A"])
    }

    @Test func changesToADetachedStackPublishNothingUntilItEntersAWindow() throws {
        let window = try Window(root: Screen(title: "Root"))
        let recorder = EventRecorder(window)
        let stack = NavigationStack(title: "Modal")
        try stack.push(a)
        try stack.push(b)
        #expect(recorder.events.isEmpty)
        try window.setRoot(stack)
        #expect(recorder.take() == ["#1 set-root +[Modal, A, B] -[Root]"])
        #expect(a.window === window)
    }

    @Test func initWithARootThatCannotBePushedThrowsAndLeavesItInPlace() throws {
        let stack = try NavigationStack(root: a)
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "A")) {
            try NavigationStack(root: a, title: "Second")
        }
        #expect(throws: NavigationError.cannotPushNavigationStack(screen: "Inner")) {
            try NavigationStack(root: NavigationStack(title: "Inner"))
        }
        #expect(stack.rootScreen === a && a.container === stack)
    }

    @Test func removedScreensAreDeinitialised() throws {
        weak var weakB: Screen?
        let stack = try NavigationStack(root: a)
        let window = try Window(root: stack)
        do {
            let b = Screen(title: "B")
            weakB = b
            try stack.push(b)
        }
        #expect(weakB != nil)
        try stack.pop()
        #expect(weakB == nil)
        _ = window
    }
}
