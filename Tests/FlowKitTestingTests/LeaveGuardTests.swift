import FlowKit
import FlowKitTesting
import Testing

/// Exits a screen's leave guard refuses: one that asks shows the app's question (the action applied),
/// one that refuses outright fails the action with the model's reason.
@MainActor
@Suite struct LeaveGuardTests {
    /// A form whose guard asks "Discard changes?" (a screen it presents and owns), or refuses outright.
    final class GuardedForm: BaseCoordinator<Void> {
        let asks: Bool

        init(asks: Bool) {
            self.asks = asks
        }

        override func start() throws(NavigationError) -> ResultPublisher {
            let form = Screen(title: "Form")
            form.leaveGuard = { [weak self, weak form] _ in
                guard let self, let form else { return .allow }
                guard self.asks else { return .refuse }
                return .ask { [weak self, weak form] confirmation in
                    guard let self, let form else { return }
                    self.ask(from: form, confirmation)
                }
            }
            try show(form)
            return resultFromFinish
        }

        private func ask(from form: Screen, _ confirmation: LeaveConfirmation) {
            let question = Screen(title: "Discard changes?")
            question.buttons = [
                Screen.Button("Discard") { [weak question] in
                    try question?.dismiss()
                    try confirmation.confirm()
                },
                Screen.Button("Keep Editing") { [weak question] in
                    try question?.dismiss()
                    confirmation.cancel()
                },
            ]
            own(question)
            do {
                try form.present(question)
            } catch {
                Issue.record(error, "the form could not ask")
            }
        }
    }

    @Test func anExitTheGuardAsksAboutShowsTheQuestionAndReleasesOnlyWhenConfirmed() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        try flow.push(GuardedForm(asks: true))
        flow.back()
        flow.expectScreen("Discard changes?")
        flow.tap("Keep Editing")
        flow.expectScreen("Form")
        flow.expectNothingReleased()
        flow.run("back\nexpect screen Discard changes?\ntap Discard\nexpect screen Home")
        flow.expectReleased(GuardedForm.self, .screensRemoved(.backButton))
        flow.expectNoLeaks()
    }

    @Test func anExitTheGuardRefusesFailsWithTheReasonAndMovesNothing() throws {
        let flow = try FlowTest(stackRootedAt: "Home")
        try flow.push(GuardedForm(asks: false))
        for action in [UserAction.back, .swipeBack()] {
            expectFailure(
                containing: ["\"\(action)\" failed: 'Form' refuses to leave"],
                at: #line + 1, in: #fileID
            ) { flow.perform(action) }
        }
        flow.expectStack(["Home", "Form"])
        flow.expectNothingReleased()
    }
}
