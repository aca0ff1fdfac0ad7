import Testing

@testable import DemoApp
@testable import FlowKit

@Suite struct TreeRendererTests {
    @Test func drawsTheTreeIndentedWithScreens() {
        #expect(
            TreeRenderer.lines(for: Snapshots.settingsUnderCompose.coordinators, color: false) == [
                "AppCoordinator",
                "└─ TabCoordinator",
                "   ├─ LizardCoordinator  [Lizard]",
                "   └─ WakingUpCoordinator  [Waking Up]",
                "      └─ SettingsCoordinator  [Settings]",
                "         └─ ComposeCoordinator  [Compose]",
            ])
    }

    @Test func continuesTheBranchLineBelowANonLastChild() {
        let tree = CoordinatorNode(
            type: "A",
            children: [
                CoordinatorNode(type: "B", children: [CoordinatorNode(type: "C")]),
                CoordinatorNode(type: "D"),
            ])
        #expect(TreeRenderer.lines(for: [tree], color: false) == ["A", "├─ B", "│  └─ C", "└─ D"])
    }

    @Test func saysWhenNoCoordinatorIsAlive() {
        #expect(TreeRenderer.lines(for: [], color: false) == ["(no live coordinators)"])
    }

    @Test func dimsScreensWithColour() {
        let node = CoordinatorNode(type: "SplashCoordinator", screens: ["Splash"])
        #expect(TreeRenderer.lines(for: [node], color: true) == ["SplashCoordinator  \u{1B}[2m[Splash]\u{1B}[0m"])
    }
}
