import Testing

@testable import DemoApp

@Suite struct TreeAndGraphRendererTests {
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
        let tree = DemoCoordinatorNode(
            type: "A",
            children: [
                DemoCoordinatorNode(type: "B", children: [DemoCoordinatorNode(type: "C")]),
                DemoCoordinatorNode(type: "D"),
            ])
        #expect(TreeRenderer.lines(for: [tree], color: false) == ["A", "├─ B", "│  └─ C", "└─ D"])
    }

    @Test func saysWhenNoCoordinatorIsAlive() {
        #expect(TreeRenderer.lines(for: [], color: false) == ["(no live coordinators)"])
    }

    @Test func dimsScreensWithColour() {
        let node = DemoCoordinatorNode(type: "SplashCoordinator", screens: ["Splash"])
        #expect(TreeRenderer.lines(for: [node], color: true) == ["SplashCoordinator  \u{1B}[2m[Splash]\u{1B}[0m"])
    }

    @Test func rendersMermaid() {
        #expect(
            GraphRenderer.render(Snapshots.splash.coordinators, format: .mermaid) == """
                graph TD
                    c0["AppCoordinator"]
                    c1["SplashCoordinator<br/>Splash"]
                    c0 --> c1

                """)
    }

    @Test func rendersDOTWithEscapedQuotes() {
        let tree = DemoCoordinatorNode(
            type: "AppCoordinator", children: [DemoCoordinatorNode(type: "Quote", screens: ["Say \"hi\""])])
        #expect(
            GraphRenderer.render([tree], format: .dot) == """
                digraph Coordinators {
                    node [shape=box];
                    c0 [label="AppCoordinator"];
                    c1 [label="Quote\\nSay \\"hi\\""];
                    c0 -> c1;
                }

                """)
    }

    @Test func numbersNodesDepthFirst() {
        let tree = [
            DemoCoordinatorNode(type: "A", children: [DemoCoordinatorNode(type: "B")]), DemoCoordinatorNode(type: "C"),
        ]
        #expect(
            GraphRenderer.render(tree, format: .mermaid)
                == "graph TD\n    c0[\"A\"]\n    c1[\"B\"]\n    c2[\"C\"]\n    c0 --> c1\n")
    }
}
