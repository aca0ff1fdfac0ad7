extension DemoContainer {
    /// The screen this container shows: the lone screen, the top of the stack, or the selected tab's.
    package var visibleScreen: DemoScreen? {
        switch self {
        case .screen(let screen): screen
        case .stack(let screens): screens.last
        case .tabs(let tabs, let selected): tabs.indices.contains(selected) ? tabs[selected].content.visibleScreen : nil
        }
    }

    /// The navigation stack that back gestures act on: this stack, or the selected tab's.
    package var visibleStack: [DemoScreen]? {
        switch self {
        case .screen: nil
        case .stack(let screens): screens
        case .tabs(let tabs, let selected): tabs.indices.contains(selected) ? tabs[selected].content.visibleStack : nil
        }
    }

    /// Every screen in this container, selected or not, depth first.
    package var allScreens: [DemoScreen] {
        switch self {
        case .screen(let screen): [screen]
        case .stack(let screens): screens
        case .tabs(let tabs, _): tabs.flatMap(\.content.allScreens)
        }
    }
}

extension DemoSnapshot {
    /// The top-most container: the last modal, or the root.
    package var topContainer: DemoContainer? {
        modals.last ?? root
    }

    /// The top-most screen, the one the user sees and taps.
    package var topScreen: DemoScreen? {
        topContainer?.visibleScreen
    }

    /// The title of every screen in the window, one per screen: the root's (all tabs, whole stacks),
    /// then each modal's.
    package var screenTitles: [String] {
        ((root.map { [$0] } ?? []) + modals).flatMap(\.allScreens).map(\.title)
    }

    /// The tab bar the user can reach (not covered by a modal): its tab titles and selection.
    package var reachableTabs: (titles: [String], selected: Int)? {
        guard case .tabs(let tabs, let selected) = topContainer else { return nil }
        return (tabs.map(\.title), selected)
    }

    /// Whether the top-most screen is a question to answer (`confirm` or `cancel`).
    package var asksQuestion: Bool {
        topScreen?.isDialog ?? false
    }

    /// Whether the top-most modal can be swiped down (a question cannot).
    package var canSwipeDown: Bool {
        !modals.isEmpty && !asksQuestion
    }

    /// How many levels the top-most navigation stack can pop (0 on a root or without a stack).
    package var poppableLevels: Int {
        max(0, (topContainer?.visibleStack?.count ?? 0) - 1)
    }

    /// The actions that can apply now, written as script actions, e.g. `tap OK`, `back`, `tab Profile`.
    package var offers: [String] {
        var offers = (topScreen?.buttons ?? []).map { "tap \($0)" }
        let levels = poppableLevels
        if levels > 0 {
            offers += [
                ScriptGrammar.usage(of: "back"), ScriptGrammar.usage(of: "swipe-back"),
                levels == 1 ? "back-to 1" : "back-to 1..\(levels)",
            ]
        }
        if asksQuestion {
            offers += [ScriptGrammar.usage(of: "confirm"), ScriptGrammar.usage(of: "cancel")]
        }
        if canSwipeDown {
            offers.append(ScriptGrammar.usage(of: "swipe-down"))
        }
        offers += (reachableTabs?.titles ?? []).map { "tab \($0)" }
        return offers
    }

    /// Checks that a gesture can apply to this snapshot.
    /// - Parameter gesture: The gesture to check.
    /// - Returns: `nil` if it can apply, or a message naming the top-most screen and what it offers.
    package func problem(applying gesture: DemoGesture) -> String? {
        let applies: Bool
        switch gesture {
        case .tap(let label): applies = topScreen?.buttons.contains(label) ?? false
        case .back, .swipeBack: applies = poppableLevels > 0
        case .backTo(let levels): applies = levels >= 1 && levels <= poppableLevels
        case .swipeDown: applies = canSwipeDown
        case .confirm, .cancel: applies = asksQuestion
        case .tab(let title): applies = reachableTabs?.titles.contains(title) ?? false
        case .open: applies = true  // the router validates the link before anything moves
        }
        guard !applies else { return nil }
        return cannotApplyMessage(gesture.scriptText)
    }

    /// The message for an action that cannot apply: `cannot "tap X" on screen "Settings", which offers: …`.
    /// - Parameter action: The action as written.
    package func cannotApplyMessage(_ action: String) -> String {
        guard let screen = topScreen else { return "cannot \"\(action)\": the window shows no screen" }
        let offers = self.offers
        let offered = offers.isEmpty ? "nothing (try wait)" : offers.joined(separator: ", ")
        return "cannot \"\(action)\" on screen \"\(screen.title)\", which offers: \(offered)"
    }
}
