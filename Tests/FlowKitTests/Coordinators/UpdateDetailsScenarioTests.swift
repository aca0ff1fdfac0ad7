import FlowKit
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

    enum Step: CustomStringConvertible, Sendable {
        case tap(String), back, swipeBack, cancelledSwipeBack, reTapTab

        var description: String {
            switch self {
            case .tap(let label): "tap \(label)"
            case .back: "back"
            case .swipeBack: "swipe-back"
            case .cancelledSwipeBack: "cancelled swipe-back"
            case .reTapTab: "re-tap tab"
            }
        }
    }

    /// Hotspots: the steps after Update Details starts, and the reason it is released for.
    nonisolated static let hotspots: [([Step], String)] = [
        ([.back], "screens removed (back)"),
        ([.cancelledSwipeBack, .swipeBack], "screens removed (swipe-back)"),
        ([.tap("Cancel")], "screens removed (pop-to-root)"),
        ([.reTapTab], "screens removed (tab-reselected)"),
        ([.tap("Next"), .back, .back], "screens removed (back)"),
        ([.tap("Next"), .cancelledSwipeBack, .swipeBack, .swipeBack], "screens removed (swipe-back)"),
        ([.tap("Next"), .tap("Cancel")], "screens removed (pop-to-root)"),
        ([.tap("Next"), .reTapTab], "screens removed (tab-reselected)"),
        ([.tap("Next"), .tap("Save"), .tap("Finish")], "finished"),
        ([.tap("Next"), .tap("Save"), .back], "screens removed (back)"),
        ([.tap("Next"), .tap("Save"), .cancelledSwipeBack, .swipeBack], "screens removed (swipe-back)"),
        ([.tap("Next"), .tap("Save"), .reTapTab], "screens removed (tab-reselected)"),
    ]

    @Test(arguments: [false, true], hotspots.indices)
    func s11EveryHotspotLeavesNoCoordinatorBehind(anchored: Bool, hotspot: Int) throws {
        let (steps, expectedReason) = Self.hotspots[hotspot]
        let profileStack = try NavigationStack(root: Screen(title: "Profile"))
        let tabs = try TabBar(tabs: [profileStack, NavigationStack(root: Screen(title: "Other"))])
        let app = try Harness(rootScreen: tabs)
        var received: [String] = []
        var weakFlow: Weak<UpdateDetailsCoordinator>?
        var weakScreens: [Weak<Screen>] = []
        do {
            let flow = UpdateDetailsCoordinator(anchored: anchored)
            weakFlow = Weak(flow)
            app.root.onResult(of: try app.root.push(flow, on: profileStack)) { value in
                received.append(value ?? "no value: \(flow.releaseReason!)")
            }
        }
        #expect(app.router.runningCoordinators.count == 2)
        for (index, step) in steps.enumerated() {
            weakScreens += profileStack.screens.dropFirst().map(Weak.init)
            switch step {
            case .tap(let label): try app.window.topScreen!.tap(label)
            case .back: try profileStack.goBack()
            case .swipeBack: try profileStack.beginSwipeBack().finish()
            case .cancelledSwipeBack: try profileStack.beginSwipeBack().cancel()
            case .reTapTab: try tabs.tapTab(0)
            }
            let isLast = index == steps.count - 1
            #expect(app.router.runningCoordinators.count == (isLast ? 1 : 2), "after \(step)")
            #expect(received.count == (isLast ? 1 : 0), "after \(step)")
        }
        #expect(titles(profileStack.screens) == ["Profile"])
        #expect(received == [expectedReason == "finished" ? "saved" : "no value: \(expectedReason)"])
        #expect(weakFlow?.object == nil)
        #expect(weakScreens.allSatisfy { $0.object == nil })
        #expect(app.releases.take().count == 1)
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
