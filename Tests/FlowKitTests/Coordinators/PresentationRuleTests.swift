import FlowKit
import Testing

/// A coordinator presenting a child asks the model's own presentation rule, before the child starts.
@MainActor
@Suite struct PresentationRuleTests {
    enum Situation: String, CaseIterable, CustomTestStringConvertible {
        case presenterOutsideTheWindow, layerAlreadyPresents

        var testDescription: String { rawValue }
    }

    @Test(arguments: Situation.allCases)
    func aCoordinatorIsRefusedWhatTheModelRefuses(_ situation: Situation) throws {
        let app = try Harness()
        let presenter: Screen
        switch situation {
        case .presenterOutsideTheWindow: presenter = Screen(title: "Loose")
        case .layerAlreadyPresents:
            try app.present("M", screens: ["m1"], from: app.stack)
            presenter = app.stack.screens[0]
        }
        let modelRefusal = #expect(throws: NavigationError.self) { try presenter.present(Screen(title: "X")) }
        let child = TestCoordinator("N", screens: ["n1"])
        let coordinatorRefusal = #expect(throws: NavigationError.self) { try app.root.present(child, from: presenter) }
        #expect(coordinatorRefusal != nil && coordinatorRefusal == modelRefusal)
        #expect(!child.isRunning && child.router == nil)
        #expect(app.releases.take() == [])
    }
}
