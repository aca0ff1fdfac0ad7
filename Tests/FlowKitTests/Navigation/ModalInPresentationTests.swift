import FlowKit
import Testing

/// `isModalInPresentation` as UIKit documents it: it refuses the interactive dismissal of the presentation
/// hosting the screen "while it is onscreen". The presented screen's own flag holds whatever is pushed
/// inside it; a screen inside the modal refuses only while it is on screen.
@MainActor
@Suite struct ModalInPresentationTests {
    let root = Screen(title: "Root")
    let form = Screen(title: "Form")
    let window: Window
    let modal: NavigationStack

    init() throws {
        window = try Window(root: root)
        modal = try NavigationStack(root: form, title: "M")
        try root.present(modal)
    }

    @Test func aModalInPresentationRefusesTheSwipeWhateverIsPushedInsideIt() throws {
        modal.isModalInPresentation = true
        #expect(throws: NavigationError.modalInPresentation(screen: "M")) { try modal.beginSwipeDown() }
        try modal.push(Screen(title: "Details"))
        #expect(throws: NavigationError.modalInPresentation(screen: "M")) { try modal.beginSwipeDown() }
        #expect(throws: NavigationError.modalInPresentation(screen: "M")) { try modal.topScreen?.beginSwipeDown() }
        modal.isModalInPresentation = false
        #expect(throws: Never.self) { try modal.beginSwipeDown().cancel() }
    }

    @Test func aScreenInsideTheModalRefusesOnlyWhileItIsOnScreen() throws {
        form.isModalInPresentation = true
        #expect(throws: NavigationError.modalInPresentation(screen: "Form")) { try modal.beginSwipeDown() }
        // Pushed over, the form is off screen (UIKit removes its view): it refuses nothing.
        try modal.push(Screen(title: "Details"))
        #expect(throws: Never.self) { try modal.beginSwipeDown().cancel() }
        try modal.goBack()
        #expect(throws: NavigationError.modalInPresentation(screen: "Form")) { try modal.beginSwipeDown() }
    }

    @Test func aScreenOfAnUnselectedTabInsideTheModalRefusesNothing() throws {
        let first = Screen(title: "First")
        let second = Screen(title: "Second")
        let tabs = try TabBar(tabs: [first, second])
        try modal.dismiss()
        try root.present(tabs)
        second.isModalInPresentation = true
        #expect(throws: Never.self) { try tabs.beginSwipeDown().cancel() }
        try tabs.select(1)
        #expect(throws: NavigationError.modalInPresentation(screen: "Second")) { try first.beginSwipeDown() }
    }

    @Test func aRefusedSwipeChangesNothing() throws {
        form.isModalInPresentation = true
        let recorder = EventRecorder(window)
        #expect(throws: NavigationError.modalInPresentation(screen: "Form")) { try form.beginSwipeDown() }
        #expect(recorder.take() == [])
        #expect(window.topModal === modal)
        expectSettledAppearance(window)
    }
}
