import ConsumerFlows
import FlowKit
import Signals
import Testing

@MainActor
@Suite struct WelcomeFlowTests {
    /// The whole flow, headless, through FlowKit's public API only: start, present the picker, pick a name.
    @Test func pickingANameGreetsItAndReleasesThePicker() throws {
        let window = Window()
        let router = Router(window: window)
        var releases: [String] = []
        let subscription = router.releases.sink { releases.append("\($0.path.joined(separator: " > ")): \($0.reason)") }
        defer { subscription.cancel() }
        let flow = WelcomeFlow()
        try router.start(flow)

        try window.topScreen?.tap("Choose a name")
        weak let picker = router.runningCoordinators.last
        #expect(router.runningCoordinators.map(\.name) == ["WelcomeFlow", "NamePickerFlow"])
        #expect(
            window.hierarchyDescription == """
                Screen("Welcome")
                  presents NavigationStack("Choose a name") *
                    Screen("Choose a name") *
                """)

        try window.topScreen?.tap("Ada")
        #expect(flow.pickedNames == ["Ada"])
        #expect(window.hierarchyDescription == #"Screen("Welcome") *"#)
        #expect(window.topScreen?.lines == ["Hello, Ada!"])
        #expect(releases == ["WelcomeFlow#1 > NamePickerFlow#2: finished"])
        #expect(router.runningCoordinators.map(\.name) == ["WelcomeFlow"])
        #expect(picker == nil, "the released picker must be deinitialised")
        #expect(router.lingeringCoordinators.isEmpty)
    }
}
