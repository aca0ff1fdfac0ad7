import FlowKit
import Testing

@MainActor
@Suite struct ModalPresentationTests {
    let log = Log()

    @Test func presentationIsMadeByTheRootOfTheLayer() throws {
        let b = Screen(title: "B")
        let stack = try NavigationStack(root: Screen(title: "A"))
        let window = try Window(root: stack)
        try stack.push(b)
        let modal = Screen(title: "M")
        let recorder = EventRecorder(window)
        try b.present(modal)
        #expect(modal.presentingScreen === stack)
        #expect(b.presentedScreen === modal && stack.presentedScreen === modal)
        #expect(window.topModal === modal && window.topScreen === modal)
        #expect(recorder.take() == ["#2 present +[M]"])
    }

    @Test func presentingTwiceOnALayerIsRefused() throws {
        let root = Screen(title: "Root")
        let window = try Window(root: root)
        try root.present(Screen(title: "M1"))
        let recorder = EventRecorder(window)
        #expect(throws: NavigationError.alreadyPresenting(presenter: "Root", presented: "M1")) {
            try root.present(Screen(title: "M2"))
        }
        #expect(recorder.take().isEmpty)
    }

    @Test func presentingFromOutsideAWindowOrPresentingAPlacedScreenIsRefused() throws {
        let root = Screen(title: "Root")
        let window = try Window(root: root)
        #expect(throws: NavigationError.notInWindow(screen: "Loose")) {
            try Screen(title: "Loose").present(Screen(title: "M"))
        }
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "Root")) { try root.present(root) }
        #expect(window.topModal == nil)
    }

    @Test func dismissingTheFirstModalDismissesTheWholeChainInOneEvent() throws {
        let root = Screen(title: "Root")
        let window = try Window(root: root)
        let m1 = try NavigationStack(root: Screen(title: "m1"), title: "M1")
        let m2 = Screen(title: "M2")
        let m3 = Screen(title: "M3")
        try root.present(m1)
        try m1.present(m2)
        try m2.present(m3)
        let recorder = EventRecorder(window)
        try root.dismiss()
        #expect(recorder.take() == ["#4 dismiss -[M1, m1, M2, M3]"])
        #expect(root.presentedScreen == nil && m1.presentingScreen == nil && m1.presentedScreen == nil)
        #expect(m2.presentedScreen == nil && m3.presentingScreen == nil)
        expectSettledAppearance(window)
    }

    @Test func dismissFollowsUIKit() throws {
        let root = Screen(title: "Root")
        let window = try Window(root: root)
        let inner = Screen(title: "m1")
        let m1 = try NavigationStack(root: inner, title: "M1")
        let m2 = Screen(title: "M2")
        try root.present(m1)
        try m1.present(m2)
        let recorder = EventRecorder(window)
        try inner.dismiss()  // its layer presents M2: dismisses M2
        #expect(window.topModal === m1)
        try inner.dismiss()  // its layer is presented: dismisses M1
        #expect(window.topModal == nil)
        #expect(throws: NavigationError.nothingToDismiss(screen: "Root")) { try root.dismiss() }
        #expect(recorder.take() == ["#3 dismiss -[M2]", "#4 dismiss -[M1, m1]"])
    }

    @Test func cancelledSwipeDownChangesNothing() throws {
        let root = LoggingScreen("Root", log: log)
        let window = try Window(root: root)
        let modal = LoggingScreen("M", log: log)
        try root.present(modal)
        _ = log.take()
        let recorder = EventRecorder(window)
        let swipe = try modal.beginSwipeDown()
        #expect(log.take() == ["M willDisappear", "Root willAppear"])
        swipe.cancel()
        #expect(log.take() == ["Root willDisappear", "M willAppear", "Root didDisappear", "M didAppear"])
        #expect(root.presentedScreen === modal)
        #expect(recorder.take().isEmpty)
        expectSettledAppearance(window)
    }

    @Test func finishedSwipeDownDismissesTheModal() throws {
        let root = LoggingScreen("Root", log: log)
        let window = try Window(root: root)
        let modal = try NavigationStack(root: LoggingScreen("m", log: log), title: "M")
        try root.present(modal)
        let recorder = EventRecorder(window)
        let swipe = try modal.screens[0].beginSwipeDown()
        _ = log.take()
        try swipe.finish()
        #expect(log.take() == ["m didDisappear", "Root didAppear"])
        #expect(recorder.take() == ["#2 swipe-down -[M, m]"])
        expectSettledAppearance(window)
    }

    @Test func swipeDownIsRefusedWhenModalInPresentationCoveredOrNotPresented() throws {
        let root = Screen(title: "Root")
        let window = try Window(root: root)
        let form = Screen(title: "Form")
        let modal = try NavigationStack(root: form, title: "M")
        #expect(throws: NavigationError.notPresented(screen: "Root")) { try root.beginSwipeDown() }
        try root.present(modal)
        form.isModalInPresentation = true
        #expect(throws: NavigationError.modalInPresentation(screen: "Form")) { try modal.beginSwipeDown() }
        form.isModalInPresentation = false
        try modal.present(Screen(title: "Alert"))
        #expect(throws: NavigationError.coveredByPresentation(screen: "M", presented: "Alert")) {
            try form.beginSwipeDown()
        }
        let swipe = try window.topModal!.beginSwipeDown()
        #expect(throws: NavigationError.gestureInProgress(screen: "Alert")) { try window.topModal!.beginSwipeDown() }
        swipe.cancel()
        #expect(window.topModal?.title == "Alert")
    }

    @Test func aDismissalDuringASwipeDownInterruptsIt() throws {
        let root = Screen(title: "Root")
        let window = try Window(root: root)
        let modal = Screen(title: "M")
        try root.present(modal)
        let swipe = try modal.beginSwipeDown()
        try root.dismiss()
        #expect(swipe.state == .interrupted)
        #expect(throws: NavigationError.gestureEnded) { try swipe.finish() }
        expectSettledAppearance(window)
    }
}
