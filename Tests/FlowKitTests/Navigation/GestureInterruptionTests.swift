import FlowKit
import Testing

/// A gesture notices by itself that another change overruled it: nothing in the model calls back into it.
@MainActor
@Suite struct GestureInterruptionTests {
    /// A root stack `Home > Below` presenting a modal stack `M1`.
    private func makeApp() throws -> (window: Window, root: NavigationStack, modal: NavigationStack) {
        let root = try NavigationStack(root: Screen(title: "Home"))
        let window = try Window(root: root)
        try root.push(Screen(title: "Below"))
        let modal = try NavigationStack(root: Screen(title: "M1"))
        try root.present(modal)
        return (window, root, modal)
    }

    @Test func aSwipeDownEndsWhenTheScreenItRevealsLeavesTheHierarchy() throws {
        let (window, root, modal) = try makeApp()
        let swipe = try modal.beginSwipeDown()
        try root.pop()  // `Below`, which the swipe was revealing, leaves
        #expect(swipe.state == .interrupted)
        #expect(throws: NavigationError.gestureEnded) { try swipe.finish() }
        #expect(window.topModal === modal)
        expectSettledAppearance(window)
    }

    @Test func aPushInsideTheModalDoesNotEndItsSwipeDown() throws {
        let (window, _, modal) = try makeApp()
        let swipe = try modal.beginSwipeDown()
        try modal.push(Screen(title: "M2"))
        #expect(swipe.state == .inProgress)
        try swipe.finish()
        #expect(window.topModal == nil)
        expectSettledAppearance(window)
    }

    @Test func aNewSwipeCanBeginOnceTheLastOneWasInterrupted() throws {
        let (window, _, modal) = try makeApp()
        try modal.push(Screen(title: "M2"))
        let first = try modal.beginSwipeBack()
        try modal.push(Screen(title: "M3"))
        #expect(first.state == .interrupted && !modal.isSwipingBack)
        try modal.beginSwipeBack().finish()
        #expect(titles(modal.screens) == ["M1", "M2"])
        expectSettledAppearance(window)
    }
}
