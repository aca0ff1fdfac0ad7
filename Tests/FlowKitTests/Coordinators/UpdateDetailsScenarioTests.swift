import FlowKit
import FlowKitTesting
import Signals
import Testing

/// Scenario 11: the UpdateDetails flow (First Name → Last Name → Result) and its hotspots, in both
/// styles: owning its screens, and anchored to a key screen (moved to Result before the replacement).
@MainActor
@Suite struct UpdateDetailsScenarioTests {
    final class UpdateDetailsCoordinator: BaseCoordinator<String> {
        let anchored: Bool
        private let result = PassthroughSubject<String, Never>()

        init(anchored: Bool) { self.anchored = anchored }

        override func start() -> AnyPublisher<String, Never> {
            let first = Screen(
                title: "First Name",
                buttons: [
                    Screen.Button("Next") { [weak self] in try self?.showLastName() },
                    Screen.Button("Cancel") { [weak self] in try self?.navigationStack?.popToRoot() },
                ])
            if anchored { anchor(to: first) }
            try? show(first)
            return result.eraseToAnyPublisher()
        }

        private func showLastName() throws {
            try show(
                Screen(
                    title: "Last Name",
                    buttons: [
                        Screen.Button("Save") { [weak self] in try self?.save() },
                        Screen.Button("Cancel") { [weak self] in try self?.navigationStack?.popToRoot() },
                    ]))
        }

        private func save() throws {
            let summary = Screen(
                title: "Result", buttons: [Screen.Button("Finish") { [weak self] in self?.result.send("saved") }])
            if anchored { anchor(to: summary) }
            try replaceScreens(with: [summary])
        }
    }

    /// Hotspots: the user's actions after Update Details starts, and the reason it is released for
    /// (`nonisolated`: a `@MainActor` static cannot be read by `@Test(arguments:)`).
    nonisolated static let hotspots: [([UserAction], ReleaseReason)] = [
        ([.back], .screensRemoved(.backButton)),
        ([.swipeBack(.cancelled), .swipeBack()], .screensRemoved(.swipeBack)),
        ([.tap("Cancel")], .screensRemoved(.popToRoot)),
        ([.retapTab], .screensRemoved(.tabReselected)),
        ([.tap("Next"), .back, .back], .screensRemoved(.backButton)),
        ([.tap("Next"), .swipeBack(.cancelled), .swipeBack(), .swipeBack()], .screensRemoved(.swipeBack)),
        ([.tap("Next"), .tap("Cancel")], .screensRemoved(.popToRoot)),
        ([.tap("Next"), .retapTab], .screensRemoved(.tabReselected)),
        ([.tap("Next"), .tap("Save"), .tap("Finish")], .finished),
        ([.tap("Next"), .tap("Save"), .back], .screensRemoved(.backButton)),
        ([.tap("Next"), .tap("Save"), .swipeBack(.cancelled), .swipeBack()], .screensRemoved(.swipeBack)),
        ([.tap("Next"), .tap("Save"), .retapTab], .screensRemoved(.tabReselected)),
    ]

    @Test(arguments: [false, true], hotspots.indices)
    func s11EveryHotspotLeavesNoCoordinatorBehind(anchored: Bool, hotspot: Int) throws {
        let (actions, expectedReason) = Self.hotspots[hotspot]
        let flow = try FlowTest(tabs: "Profile", "Other")
        let details = try flow.push(UpdateDetailsCoordinator(anchored: anchored))
        flow.expectRunning(["TestRoot", "UpdateDetailsCoordinator"])
        for (index, action) in actions.enumerated() {
            flow.perform(action)
            let isLast = index == actions.count - 1
            flow.expectRunning(isLast ? ["TestRoot"] : ["TestRoot", "UpdateDetailsCoordinator"])
            #expect(details.hasEnded == isLast, "after \(action)")
        }
        flow.expectStack(["Profile"])
        #expect(details.result == (expectedReason == .finished ? "saved" : nil))
        #expect(details.releaseReason == expectedReason)
        flow.expectReleased(UpdateDetailsCoordinator.self, expectedReason)  // once, with this reason
        flow.expectNoLeaks()  // the flow and each of its screens deinitialised
    }

    @Test func saveReplacesTheFlowScreensWithTheResultInOneChange() throws {
        let profileStack = try NavigationStack(root: Screen(title: "Profile"))
        let app = try Harness(rootScreen: profileStack)
        let recorder = EventRecorder(app.window)
        let flow = UpdateDetailsCoordinator(anchored: false)
        app.root.onResult(of: try app.root.push(flow, on: profileStack)) { _ in }
        try app.window.topScreen!.tap("Next")
        try app.window.topScreen!.tap("Save")
        #expect(titles(profileStack.screens) == ["Profile", "Result"])
        #expect(recorder.take().last == "#4 set-screens +[Result] -[First Name, Last Name]")
        #expect(flow.isRunning)
    }
}
