import FlowKitScript

/// A key press read from the terminal.
enum Key: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    /// The Tab key.
    case tab
    /// Shift-Tab.
    case shiftTab
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Return or Enter.
    case enter
    /// Control-C or Control-D read as a key.
    case interrupt
    /// Any other key or escape sequence.
    case other
}

/// What a key asks the interactive session to do.
enum InteractiveCommand: Equatable, Sendable {
    /// Carry out an action.
    case action(DemoAction)
    /// Redraw without doing anything.
    case redraw
    /// Print the report and leave.
    case quit
    /// Read a deep link on the next line, then open it.
    case readLink
}

/// The keys of the interactive mode: digits tap buttons, letters make gestures; the key line shown
/// under the drawing lists only those that apply to the current screen.
enum KeyMap {
    /// Every binding, for `--help`.
    static let reference: [(keys: String, meaning: String)] = [
        ("1-9", "tap the button with that number"),
        ("b", "back"),
        ("s", "swipe-back (completed)"),
        ("c", "swipe-back, cancelled"),
        ("l", "long-press back: pop to the root of the stack"),
        ("y", "answer the open question by confirming (e.g. Discard)"),
        ("n", "answer the open question by cancelling (e.g. Keep Editing)"),
        ("d", "swipe-down the top-most modal (completed)"),
        ("x", "swipe-down, cancelled"),
        ("t, Tab, Right", "select the next tab"),
        ("T, Shift-Tab, Left", "select the previous tab"),
        ("r", "re-tap the selected tab (pops it to the root)"),
        ("w", "let 1 second pass"),
        ("o", "open a deep link: type it on the next line, then Enter"),
        ("q", "quit and print the report"),
    ]

    /// What a key does on this snapshot.
    /// - Returns: The command, or a message saying why the key does nothing here.
    static func command(for key: Key, in snapshot: DemoSnapshot) -> Result<InteractiveCommand, KeyMapError> {
        switch key {
        case .character(let character):
            return command(for: character, in: snapshot)
        case .tab, .right:
            return tab(offset: 1, in: snapshot)
        case .shiftTab, .left:
            return tab(offset: -1, in: snapshot)
        case .enter:
            return .success(.redraw)
        case .interrupt:
            return .success(.quit)
        case .other:
            return .failure(KeyMapError(message: "that key does nothing; " + hints(for: snapshot, color: false)))
        }
    }

    private static func command(for character: Character, in snapshot: DemoSnapshot) -> Result<
        InteractiveCommand, KeyMapError
    > {
        if let digit = character.wholeNumberValue, character.isASCII, digit >= 1 {
            let buttons = snapshot.topScreen?.buttons ?? []
            guard digit <= buttons.count else {
                return .failure(KeyMapError(message: snapshot.cannotApplyMessage("button \(digit)")))
            }
            return .success(.action(.gesture(.tap(buttons[digit - 1]))))
        }
        switch character {
        case "b": return .success(.action(.gesture(.back)))
        case "s": return .success(.action(.gesture(.swipeBack(cancelled: false))))
        case "c": return .success(.action(.gesture(.swipeBack(cancelled: true))))
        case "l": return .success(.action(.gesture(.backTo(levels: max(1, snapshot.poppableLevels)))))
        case "y": return .success(.action(.gesture(.confirm)))
        case "n": return .success(.action(.gesture(.cancel)))
        case "d": return .success(.action(.gesture(.swipeDown(cancelled: false))))
        case "x": return .success(.action(.gesture(.swipeDown(cancelled: true))))
        case "t": return tab(offset: 1, in: snapshot)
        case "T": return tab(offset: -1, in: snapshot)
        case "r":
            guard let tabs = snapshot.reachableTabs else {
                return .failure(KeyMapError(message: snapshot.cannotApplyMessage("re-tap tab")))
            }
            return .success(.action(.gesture(.tab(tabs.titles[tabs.selected]))))
        case "w": return .success(.action(.wait(seconds: 1)))
        case "o": return .success(.readLink)
        case "q", "Q": return .success(.quit)
        default:
            return .failure(
                KeyMapError(message: "key \"\(character)\" does nothing; " + hints(for: snapshot, color: false)))
        }
    }

    private static func tab(offset: Int, in snapshot: DemoSnapshot) -> Result<InteractiveCommand, KeyMapError> {
        guard let tabs = snapshot.reachableTabs, !tabs.titles.isEmpty else {
            return .failure(KeyMapError(message: snapshot.cannotApplyMessage(offset > 0 ? "next tab" : "previous tab")))
        }
        let count = tabs.titles.count
        let index = ((tabs.selected + offset) % count + count) % count
        return .success(.action(.gesture(.tab(tabs.titles[index]))))
    }

    /// The keys that apply to this snapshot, e.g. `keys: 1-2 buttons  b back  …  q quit`.
    static func hints(for snapshot: DemoSnapshot, color: Bool) -> String {
        var hints: [(String, String)] = []
        let buttons = snapshot.topScreen?.buttons.count ?? 0
        if buttons == 1 { hints.append(("1", "button")) }
        if buttons > 1 { hints.append(("1-\(min(buttons, 9))", "buttons")) }
        if snapshot.poppableLevels > 0 {
            hints += [("b", "back"), ("s", "swipe-back"), ("c", "cancelled swipe-back"), ("l", "back to root")]
        }
        if snapshot.asksQuestion { hints += [("y", "confirm"), ("n", "cancel")] }
        if snapshot.canSwipeDown { hints += [("d", "swipe-down"), ("x", "cancelled swipe-down")] }
        if snapshot.reachableTabs != nil { hints += [("t/T", "next/previous tab"), ("r", "re-tap tab")] }
        hints += [("w", "wait 1s"), ("o", "open link"), ("q", "quit")]
        return "keys: "
            + hints.map { TextStyle.accent.apply($0.0, color: color) + " " + $0.1 }.joined(separator: "  ")
    }
}

/// A key that does nothing on the current screen, with a message saying what does.
struct KeyMapError: Error, Equatable, Sendable {
    /// The message shown under the drawing.
    let message: String
}
