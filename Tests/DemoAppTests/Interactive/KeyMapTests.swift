import Testing

@testable import DemoApp
@testable import FlowKitScript

@Suite struct KeyMapTests {
    func command(_ key: Key, _ snapshot: DemoSnapshot = Snapshots.settings) -> Result<InteractiveCommand, KeyMapError> {
        KeyMap.command(for: key, in: snapshot)
    }

    @Test func digitsTapTheNumberedButtons() {
        #expect(command(.character("1")) == .success(.action(.gesture(.tap("Settings")))))
        #expect(command(.character("3")) == .success(.action(.gesture(.tap("Logout")))))
        #expect(command(.character("2"), Snapshots.settingsUnderCompose) == .success(.action(.gesture(.tap("Cancel")))))
    }

    @Test(arguments: [
        ("b", DemoGesture.back), ("s", .swipeBack(cancelled: false)), ("c", .swipeBack(cancelled: true)),
        ("l", .backTo(levels: 1)), ("d", .swipeDown(cancelled: false)), ("x", .swipeDown(cancelled: true)),
        ("r", .tab("Waking Up")), ("t", .tab("Lizard")), ("T", .tab("Lizard")),
    ])
    func lettersMakeGestures(key: String, gesture: DemoGesture) {
        #expect(command(.character(Character(key))) == .success(.action(.gesture(gesture))))
    }

    @Test func tabKeysCycleThroughTabsBothWays() {
        var snapshot = Snapshots.settings
        #expect(command(.tab, snapshot) == .success(.action(.gesture(.tab("Lizard")))))
        #expect(command(.right, snapshot) == .success(.action(.gesture(.tab("Lizard")))))
        snapshot.root = .tabs(
            ["A", "B", "C"].map { DemoTab(title: $0, content: .stack([DemoScreen(title: $0)])) }, selected: 0)
        #expect(command(.tab, snapshot) == .success(.action(.gesture(.tab("B")))))
        #expect(command(.shiftTab, snapshot) == .success(.action(.gesture(.tab("C")))))
        #expect(command(.left, snapshot) == .success(.action(.gesture(.tab("C")))))
    }

    @Test func longPressBackPopsToTheRoot() {
        var snapshot = Snapshots.settings
        snapshot.root = .stack(["A", "B", "C", "D"].map { DemoScreen(title: $0) })
        #expect(command(.character("l"), snapshot) == .success(.action(.gesture(.backTo(levels: 3)))))
    }

    @Test func waitQuitAndRedraw() {
        #expect(command(.character("w")) == .success(.action(.wait(seconds: 1))))
        #expect(command(.character("q")) == .success(.quit))
        #expect(command(.interrupt) == .success(.quit))
        #expect(command(.enter) == .success(.redraw))
    }

    @Test func keysThatDoNothingSayWhatDoes() {
        #expect(
            command(.character("4"))
                == .failure(
                    KeyMapError(
                        message: "cannot \"button 4\" on screen \"Settings\", which offers: tap Settings, tap Compose, "
                            + "tap Logout, back, swipe-back [cancel], back-to 1, tab Lizard, tab Waking Up")))
        #expect(
            command(.character("t"), Snapshots.settingsUnderCompose)
                == .failure(
                    KeyMapError(
                        message: "cannot \"next tab\" on screen \"Compose\", which offers: tap OK, tap Cancel, "
                            + "tap Compose, swipe-down [cancel]")))
        #expect(
            command(.character("z"), Snapshots.splash)
                == .failure(KeyMapError(message: "key \"z\" does nothing; keys: w wait 1s  o open link  q quit")))
        #expect(command(.character("0"), Snapshots.splash) != .success(.redraw))
    }

    @Test func hintsShowOnlyTheKeysThatApply() {
        #expect(
            KeyMap.hints(for: Snapshots.settings, color: false)
                == "keys: 1-3 buttons  b back  s swipe-back  c cancelled swipe-back  l back to root  "
                + "t/T next/previous tab  r re-tap tab  w wait 1s  o open link  q quit")
        #expect(
            KeyMap.hints(for: Snapshots.settingsUnderCompose, color: false)
                == "keys: 1-3 buttons  d swipe-down  x cancelled swipe-down  w wait 1s  o open link  q quit")
        #expect(
            KeyMap.hints(for: Snapshots.splash, color: true)
                == "keys: \u{1B}[36mw\u{1B}[0m wait 1s  \u{1B}[36mo\u{1B}[0m open link  \u{1B}[36mq\u{1B}[0m quit")
    }

    @Test func decodesRawTerminalBytes() {
        func key(_ bytes: [UInt8]) -> Key {
            var rest = bytes.dropFirst()
            return RawTerminal.key(for: bytes[0]) { rest.popFirst() }
        }
        #expect(key([0x62]) == .character("b"))
        #expect(key([0x09]) == .tab)
        #expect(key([0x0D]) == .enter)
        #expect(key([0x03]) == .interrupt)
        #expect(key([0x1B, 0x5B, 0x43]) == .right)
        #expect(key([0x1B, 0x5B, 0x44]) == .left)
        #expect(key([0x1B, 0x5B, 0x5A]) == .shiftTab)
        #expect(key([0x1B, 0x5B, 0x41]) == .other)
        #expect(key([0x1B]) == .other)
        #expect(key([0xC3, 0xA9]) == .other)
    }
}
