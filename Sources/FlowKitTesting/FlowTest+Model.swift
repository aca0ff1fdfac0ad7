import FlowKit

/// The model calls behind the user's actions (already checked against what the window offers, where the
/// script language has the action).
extension FlowTest {
    /// Makes the model calls for `action`.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - cannotApply: The message when it cannot apply to what the window shows.
    /// - Throws: ``ActionProblem`` when it cannot apply, or the model's (or a button's) error.
    func apply(_ action: UserAction, cannotApply: @autoclosure () -> String) throws {
        switch action {
        case .tap(let label):
            guard let screen = window.topScreen else { throw ActionProblem(message: cannotApply()) }
            try screen.tap(label)
        case .back:
            try topStack(cannotApply()).goBack()
        case .swipeBack(let ending):
            try end(try topStack(cannotApply()).beginSwipeBack(), ending)
        case .longPressBack(let title):
            let stack = try topStack(cannotApply())
            let below = stack.screens.dropLast()
            guard let index = below.lastIndex(where: { $0.title == title }) else {
                let menu = below.reversed().map { "\"\($0.title)\"" }.joined(separator: ", ")
                throw ActionProblem(message: cannotApply() + " (the long-press menu lists: \(menu))")
            }
            try stack.longPressBack(levels: stack.screens.count - 1 - index)
        case .backTo(let levels):
            try topStack(cannotApply()).longPressBack(levels: levels)
        case .popToRoot:
            let stack = try topStack(cannotApply())
            guard stack.screens.count > 1 else { throw ActionProblem(message: cannotApply()) }
            try stack.popToRoot()
        case .tapTab(let title):
            try reachableTabBar(cannotApply()).tapTab(titled: title)
        case .retapTab:
            let tabs = try reachableTabBar(cannotApply())
            try tabs.tapTab(tabs.selectedIndex)
        case .swipeDown(let ending):
            guard let modal = window.topModal else { throw ActionProblem(message: cannotApply()) }
            try end(try modal.beginSwipeDown(), ending)
        case .replaceRoot(let title):
            try showAsRoot(Screen(title: title))
        case .open(let link):
            try deepLinks(for: link).open(link)
        }
    }

    /// The test's deep-link handler, created for the scheme of the first link opened (an app has one
    /// scheme; a link of another scheme is then refused as the app would refuse it).
    private func deepLinks(for link: String) -> DeepLinks {
        if let links { return links }
        let scheme = link.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let created = DeepLinks(router: router, scheme: String(scheme))
        links = created
        return created
    }

    /// Makes the model calls for `action`, as ``apply(_:cannotApply:)``; an exit a leave guard refuses by
    /// asking the user applies: the screen stays, and the app's question shows.
    func applyAnsweringGuards(_ action: UserAction, cannotApply: @autoclosure () -> String) throws {
        do {
            try apply(action, cannotApply: cannotApply())
        } catch NavigationError.leaveRefused(screen: _, path: _, asked: true) {
            return
        }
    }

    /// Makes `screen` the window's root, shown (and owned) by the root coordinator.
    func showAsRoot(_ screen: Screen) throws {
        guard let root = router.root else { try window.setRoot(screen); return }
        try root.show(screen)
    }

    /// Ends a gesture as the user does.
    private func end(_ gesture: InteractiveGesture, _ ending: SwipeEnding) throws {
        switch ending {
        case .completed: try gesture.finish()
        case .cancelled: gesture.cancel()
        case .held: heldGestures.append(gesture)
        }
    }

    /// The navigation stack whose back button and swipe apply.
    private func topStack(_ cannotApply: @autoclosure () -> String) throws -> NavigationStack {
        guard let stack = window.topNavigationStack else { throw ActionProblem(message: cannotApply()) }
        return stack
    }

    /// The tab bar the user can reach: the root of the top layer (not covered by a modal).
    private func reachableTabBar(_ cannotApply: @autoclosure () -> String) throws -> TabBar {
        guard let tabs = window.topLayer as? TabBar else { throw ActionProblem(message: cannotApply()) }
        return tabs
    }

    /// Records a failure, followed by the coordinator tree and the window.
    func fail(_ message: String, at site: CallSite) {
        recordFailure(message + "\n" + context, at: site)
    }

    /// The coordinator tree and the window, as text, for failure messages.
    var context: String {
        let tree = router.tree?.textDump ?? "(none running)"
        let screens = window.hierarchyDescription.isEmpty ? "(empty)" : window.hierarchyDescription
        return "coordinators:\n" + indented(tree) + "\nwindow:\n" + indented(screens)
    }

    private func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
