import FlowKit
import Signals
import Testing

@MainActor
@Suite struct WindowTests {
    let log = Log()

    @Test func replacingTheRootRemovesTheWholeTreeWithItsModalsInOneEvent() throws {
        let stack = try NavigationStack(root: Screen(title: "A"))
        let window = try Window(root: TabBar(tabs: [stack]))
        try stack.push(Screen(title: "B"))
        try stack.present(NavigationStack(root: Screen(title: "m"), title: "M"))
        let recorder = EventRecorder(window)
        try window.setRoot(Screen(title: "Login"))
        #expect(recorder.take() == ["#3 set-root +[Login] -[Tabs, A, A, B, M, m]"])
        #expect(stack.presentedScreen == nil && stack.window == nil)
        #expect(titles(window.screens) == ["Login"])
        try window.setRoot(window.rootScreen!)
        #expect(recorder.take().isEmpty)
    }

    @Test func aRootMustBeFree() throws {
        let stack = try NavigationStack(root: Screen(title: "A"))
        let window = try Window(root: stack)
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "A")) { try window.setRoot(stack.screens[0]) }
        let placed = stack.screens[0]
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "A")) { try Window(root: placed) }
        #expect(placed.window === window && placed.container === stack)
    }

    @Test func screensAreListedInHierarchyOrderAndTheTopOnesFound() throws {
        let lizard = try NavigationStack(root: Screen(title: "Lizard"))
        let profile = try NavigationStack(root: Screen(title: "Profile"))
        let tabs = try TabBar(tabs: [lizard, profile])
        let window = try Window(root: tabs)
        try lizard.push(Screen(title: "Detail"))
        let compose = try NavigationStack(root: Screen(title: "Compose"))
        try lizard.present(compose)
        #expect(
            titles(window.screens) == [
                "Tabs", "Lizard", "Lizard", "Detail", "Profile", "Profile", "Compose", "Compose",
            ])
        #expect(window.topScreen?.title == "Compose" && window.topNavigationStack === compose)
        #expect(window.topTabBar == nil && window.topModal === compose)
        #expect(window.layers.count == 2 && window.layers[0] === tabs && window.layers[1] === compose)
        try compose.dismiss()
        #expect(window.topTabBar === tabs && window.topNavigationStack === lizard)
        #expect(window.topScreen?.title == "Detail")
        #expect(
            window.hierarchyDescription == """
                TabBar("Tabs") *
                  NavigationStack("Lizard") *
                    Screen("Lizard")
                    Screen("Detail") *
                  NavigationStack("Profile")
                    Screen("Profile")
                """)
    }

    @Test func aChangeMadeWhileAnEventIsDeliveredIsPublishedAfterItInOrder() throws {
        let stack = try NavigationStack(root: Screen(title: "A"))
        let window = try Window(root: stack)
        var reacted = false
        let reaction = window.events.sink { event in
            guard event.cause == .push, !reacted else { return }
            reacted = true
            try? stack.push(Screen(title: "C"))
        }
        let recorder = EventRecorder(window)
        try stack.push(Screen(title: "B"))
        #expect(recorder.take() == ["#1 push +[B]", "#2 push +[C]"])
        #expect(titles(stack.screens) == ["A", "B", "C"])
        _ = reaction
    }

    @Test func lifecycleCallbacksFollowPushPresentAndTabs() throws {
        let a = LoggingScreen("A", log: log)
        let stack = try NavigationStack(root: a)
        let other = LoggingScreen("Other", log: log)
        let tabs = try TabBar(tabs: [stack, other])
        let window = try Window(root: tabs)
        #expect(log.take() == ["A willAppear", "A didAppear"])
        try stack.push(LoggingScreen("B", log: log))
        #expect(log.take() == ["A willDisappear", "B willAppear", "A didDisappear", "B didAppear"])
        try tabs.select(1)
        #expect(log.take() == ["B willDisappear", "Other willAppear", "B didDisappear", "Other didAppear"])
        try other.present(LoggingScreen("M", log: log))
        #expect(log.take() == ["Other willDisappear", "M willAppear", "Other didDisappear", "M didAppear"])
        expectSettledAppearance(window)
    }

    @Test func aCallbackThatNavigatesLeavesAppearanceConsistent() throws {
        let stack = try NavigationStack(root: Screen(title: "A"))
        let window = try Window(root: stack)
        final class Redirect: Screen {
            override func didAppear() { try? navigationStack?.push(Screen(title: "Redirected")) }
        }
        let recorder = EventRecorder(window)
        try stack.push(Redirect(title: "B"))
        #expect(titles(stack.screens) == ["A", "B", "Redirected"])
        #expect(recorder.take() == ["#1 push +[B]", "#2 push +[Redirected]"])
        expectSettledAppearance(window)
    }

    @Test func tapRunsTheButtonOrListsTheLabelsOffered() throws {
        struct Boom: Error {}
        var taps = 0
        let screen = Screen(
            title: "S",
            buttons: [
                Screen.Button("Go") { taps += 1 },
                Screen.Button("Fail") { throw Boom() },
            ])
        try screen.tap("Go")
        #expect(taps == 1)
        #expect(throws: NavigationError.noSuchButton(label: "Stop", screen: "S", offered: ["Go", "Fail"])) {
            try screen.tap("Stop")
        }
        #expect(throws: Boom.self) { try screen.tap("Fail") }
    }
}
