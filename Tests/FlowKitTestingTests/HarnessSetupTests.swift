import FlowKit
import FlowKitTesting
import Testing

@MainActor
@Suite struct HarnessSetupTests {
    @Test func aStackSetupShowsTheRootScreenOwnedByTheTestRoot() throws {
        let flow = try FlowTest(stackRootedAt: "Profile")
        #expect(flow.window.hierarchyDescription == "NavigationStack(\"Profile\") *\n  Screen(\"Profile\") *")
        flow.expectTree("TestRoot#1 [Profile, Profile]")
        flow.expectStack(["Profile"])
        flow.expectNoLeaks()
    }

    @Test func aTabSetupShowsOneStackPerTabAndSelectsTheFirst() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        flow.expectVisibleScreens(["Tabs", "Profile", "Profile"])
        flow.expectTree("TestRoot#1 [Tabs, Profile, Other]")
        let chosen = try FlowTest(tabs: [Screen(title: "Feed"), Screen(title: "Me")], selected: 1)
        chosen.expectScreen("Me")
    }

    @Test func aRootSetupRunsTheAppsOwnRootCoordinator() throws {
        let flow = try FlowTest(root: SettingsCoordinator())
        flow.expectTree("SettingsCoordinator#1 [Settings]")
        flow.expectScreen("Settings")
    }

    @Test func theSetupThrowsWhatTheModelRefuses() throws {
        let screen = Screen(title: "Twice")
        #expect(throws: FlowTestError.navigation(.duplicateScreen(screen: "NavigationStack"))) {
            let stack = try NavigationStack(root: screen, title: "NavigationStack")
            _ = try FlowTest(tabs: [stack, stack])
        }
        let flow = try FlowTest(stackRootedAt: "Home")
        let placed = try #require(flow.window.topScreen)
        #expect(throws: FlowTestError.navigation(.alreadyInHierarchy(screen: "Home"))) {
            _ = try FlowTest(stackRootedAt: placed)
        }
    }

    @Test func childrenAreStartedByTheCoordinatorShowingTheTopScreenWithIdsInStartOrder() throws {
        let flow = try FlowTest(tabs: "Profile", "Other")
        let details = try flow.push(UpdateDetailsCoordinator())
        flow.tap("Next")
        let picker = try flow.present(ColorPicker())
        #expect((details.label, picker.label) == ("UpdateDetailsCoordinator#2", "ColorPicker#3"))
        flow.expectTree(
            """
            TestRoot#1 [Tabs, Profile, Other]
              UpdateDetailsCoordinator#2 [First Name, Last Name]
                ColorPicker#3 [Pick a colour, Pick a colour]
            """)
    }

    @Test func startingAChildWithoutAStackOnScreenThrowsNamingTheTopScreen() throws {
        let flow = try FlowTest(root: SettingsCoordinator())
        #expect(throws: FlowTestError.noNavigationStack(topScreen: "Settings")) {
            try flow.push(ColorPicker())
        }
        #expect(flow.releases.isEmpty)
    }
}
