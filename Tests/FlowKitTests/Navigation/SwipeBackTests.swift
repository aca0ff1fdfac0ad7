import FlowKit
import Testing

@MainActor
@Suite struct SwipeBackTests {
    let log = Log()

    func makeStack() throws -> (Window, NavigationStack) {
        let stack = try NavigationStack(root: LoggingScreen("A", log: log))
        let window = try Window(root: stack)
        try stack.push(LoggingScreen("B", log: log))
        _ = log.take()
        return (window, stack)
    }

    @Test func cancelledSwipeBackChangesNothingAndReplaysTheCallbacksBack() throws {
        let (window, stack) = try makeStack()
        let recorder = EventRecorder(window)
        let swipe = try stack.beginSwipeBack()
        #expect(log.take() == ["B willDisappear", "A willAppear"])
        #expect(stack.isSwipingBack)
        swipe.cancel()
        #expect(swipe.state == .cancelled)
        #expect(log.take() == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        #expect(titles(stack.screens) == ["A", "B"])
        #expect(recorder.take().isEmpty)
        expectSettledAppearance(window)
    }

    @Test func finishedSwipeBackPopsOnce() throws {
        let (window, stack) = try makeStack()
        let recorder = EventRecorder(window)
        let swipe = try stack.beginSwipeBack()
        _ = log.take()
        try swipe.finish()
        #expect(log.take() == ["B didDisappear", "A didAppear"])
        #expect(recorder.take() == ["#2 swipe-back -[B]"])
        #expect(throws: NavigationError.gestureEnded) { try swipe.finish() }
        #expect(titles(stack.screens) == ["A"])
        expectSettledAppearance(window)
    }

    @Test func aSecondSwipeWhileOneIsInProgressIsRefused() throws {
        let (_, stack) = try makeStack()
        let swipe = try stack.beginSwipeBack()
        #expect(throws: NavigationError.gestureInProgress(screen: "A")) { try stack.beginSwipeBack() }
        swipe.cancel()
        #expect(throws: NavigationError.gestureEnded) { try swipe.finish() }
        #expect(titles(stack.screens) == ["A", "B"])
    }

    @Test func aProgrammaticPopDuringTheSwipeInterruptsItSoNothingIsPoppedTwice() throws {
        let (window, stack) = try makeStack()
        try stack.push(LoggingScreen("C", log: log))
        let recorder = EventRecorder(window)
        let swipe = try stack.beginSwipeBack()
        try stack.pop()
        #expect(swipe.state == .interrupted)
        #expect(throws: NavigationError.gestureEnded) { try swipe.finish() }
        #expect(titles(stack.screens) == ["A", "B"])
        #expect(recorder.take() == ["#3 pop -[C]"])
        expectSettledAppearance(window)
    }

    @Test func theSwipeEndsWhenItsStackLeavesTheHierarchy() throws {
        let (window, stack) = try makeStack()
        let swipe = try stack.beginSwipeBack()
        try window.setRoot(Screen(title: "Login"))
        #expect(swipe.state == .interrupted)
        #expect(throws: NavigationError.gestureEnded) { try swipe.finish() }
        #expect(titles(stack.screens) == ["A", "B"])
        #expect(stack.screens.allSatisfy { $0.appearance == .hidden })
        expectSettledAppearance(window)
    }
}
