import Signals
import Testing

@testable import DemoApp

@Suite struct ScreenRendererTests {
    @Test func drawsALoneScreenWithItsContent() {
        #expect(
            ScreenRenderer.lines(for: Snapshots.splash, color: false) == [
                "┌────────────────────────────────┐",
                "│ Splash                         │",
                "├────────────────────────────────┤",
                "│ Loading...                     │",
                "└────────────────────────────────┘",
            ])
    }

    @Test func drawsTheTopOfTheSelectedTabsStackWithBreadcrumbButtonsAndTabBar() {
        #expect(
            ScreenRenderer.lines(for: Snapshots.settings, color: false) == [
                "┌────────────────────────────────┐",
                "│ < Settings                     │",
                "│ Waking Up > Settings           │",
                "├────────────────────────────────┤",
                "│ [1] Settings                   │",
                "│ [2] Compose                    │",
                "│ [3] Logout                     │",
                "├────────────────────────────────┤",
                "│  Lizard   *Waking Up*          │",
                "└────────────────────────────────┘",
            ])
    }

    @Test func stacksAModalOnTopOfItsPresenterOffsetDownAndRight() {
        #expect(
            ScreenRenderer.lines(for: Snapshots.settingsUnderCompose, color: false) == [
                "┌────────────────────────────────┐",
                "│ < Settings                     │",
                "│ ┌────────────────────────────────┐",
                "│ │ Compose                        │",
                "│ ├────────────────────────────────┤",
                "│ │ [1] OK                         │",
                "│ │ [2] Cancel                     │",
                "│ │ [3] Compose                    │",
                "│ └────────────────────────────────┘",
                "└────────────────────────────────┘",
            ])
    }

    @Test func stacksSeveralModalsAndSeparatesContentFromButtons() {
        let sheet = DemoContainer.stack([DemoScreen(title: "Sheet", lines: ["Hello"], buttons: ["Done"])])
        let snapshot = DemoSnapshot(root: .screen(DemoScreen(title: "Home")), modals: [sheet, sheet])
        #expect(
            ScreenRenderer.lines(for: snapshot, color: false) == [
                "┌────────────────────────────────┐",
                "│ Home                           │",
                "│ ┌────────────────────────────────┐",
                "│ │ Sheet                          │",
                "└─│ ┌────────────────────────────────┐",
                "  │ │ Sheet                          │",
                "  │ ├────────────────────────────────┤",
                "  │ │ Hello                          │",
                "  └─│                                │",
                "    │ [1] Done                       │",
                "    └────────────────────────────────┘",
            ])
    }

    @Test func widensEveryBoxToTheLongestRow() {
        let title = String(repeating: "x", count: 40)
        let lines = ScreenRenderer.lines(for: DemoSnapshot(root: .screen(DemoScreen(title: title))), color: false)
        #expect(
            lines == [
                "┌" + String(repeating: "─", count: 42) + "┐", "│ \(title) │",
                "├" + String(repeating: "─", count: 42) + "┤", "│" + String(repeating: " ", count: 42) + "│",
                "└" + String(repeating: "─", count: 42) + "┘",
            ])
    }

    @Test func saysWhenTheWindowIsEmpty() {
        #expect(ScreenRenderer.lines(for: DemoSnapshot(), color: false) == ["(the window is empty)"])
    }

    @Test func emphasisesTitleButtonsAndSelectedTabOnlyWithColour() {
        #expect(!ScreenRenderer.lines(for: Snapshots.settings, color: false).joined().contains("\u{1B}"))
        let lines = ScreenRenderer.lines(for: Snapshots.settings, color: true)
        #expect(lines[1] == "│ \u{1B}[2m< \u{1B}[0m\u{1B}[1mSettings\u{1B}[0m                     │")
        #expect(lines[4] == "│ \u{1B}[36m[1]\u{1B}[0m Settings                   │")
        #expect(lines[8] == "│  Lizard   \u{1B}[7m*Waking Up*\u{1B}[0m          │")
    }
}
