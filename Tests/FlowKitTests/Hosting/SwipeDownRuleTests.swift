import FlowKit
import Testing

/// The model and a host ask one swipe-down rule: the host lets the user swipe exactly when the model would
/// begin the gesture.
@MainActor
@Suite struct SwipeDownRuleTests {
    /// A host that carries out every command at once.
    final class QuietHost: NavigationHost {
        func perform(_ command: HostCommand, animated: Bool, completion: @escaping @MainActor () -> Void) {
            completion()
        }
    }

    enum Situation: String, CaseIterable, CustomTestStringConvertible {
        case plainModal, notPresented, coveredByAnotherModal, modalInPresentation, topScreenModalInPresentation
        case coveredScreenModalInPresentation, swipeInProgress

        var testDescription: String { rawValue }
    }

    /// Builds a window with a modal stack `M` (screens `m1`, `m2`) presented from `Root`, and returns the
    /// screen to swipe down in `situation`.
    private func setUp(_ situation: Situation, in window: Window) throws -> (Screen, [InteractiveGesture]) {
        let root = try #require(window.rootScreen)
        let modal = try NavigationStack(root: Screen(title: "m1"), title: "M")
        try modal.push(Screen(title: "m2"))
        try root.present(modal)
        switch situation {
        case .plainModal: return (modal, [])
        case .notPresented: return (root, [])
        case .coveredByAnotherModal:
            try modal.present(Screen(title: "Alert"))
            return (modal, [])
        case .modalInPresentation: modal.isModalInPresentation = true
        case .topScreenModalInPresentation: modal.screens[1].isModalInPresentation = true
        case .coveredScreenModalInPresentation: modal.screens[0].isModalInPresentation = true
        case .swipeInProgress: return (modal, [try modal.beginSwipeDown()])
        }
        return (modal, [])
    }

    @Test(arguments: Situation.allCases)
    func theHostAllowsASwipeExactlyWhenTheModelWouldBeginIt(_ situation: Situation) throws {
        let window = try Window(root: Screen(title: "Root"))
        let host = QuietHost()
        let sync = HostSynchronizer(window: window, host: host)
        let (screen, gestures) = try setUp(situation, in: window)
        let refusal: NavigationError?
        do {
            try screen.beginSwipeDown().cancel()
            refusal = nil
        } catch {
            refusal = error
        }
        let expected: [Situation: NavigationError] = [
            .notPresented: .notPresented(screen: "Root"),
            .coveredByAnotherModal: .coveredByPresentation(screen: "M", presented: "Alert"),
            .modalInPresentation: .modalInPresentation(screen: "M"),
            .topScreenModalInPresentation: .modalInPresentation(screen: "m2"),
            .swipeInProgress: .gestureInProgress(screen: "M"),
        ]
        #expect(refusal == expected[situation])
        #expect(sync.hostShouldSwipeDown(screen) == (refusal == nil))
        for gesture in gestures { gesture.cancel() }
    }
}
