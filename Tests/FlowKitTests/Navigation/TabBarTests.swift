import FlowKit
import Testing

@MainActor
@Suite struct TabBarTests {
    let first = NavigationStack(root: Screen(title: "One"), title: "First")
    let second = NavigationStack(root: Screen(title: "Two"), title: "Second")

    @Test func selectingATabChangesWhatIsVisibleAndPublishesIt() throws {
        let tabs = TabBar(tabs: [first, second])
        let window = Window(root: tabs)
        let recorder = EventRecorder(window)
        try tabs.tapTab(titled: "Second")
        #expect(tabs.selectedTab === second)
        #expect(titles(window.visibleScreens) == ["Tabs", "Second", "Two"])
        try tabs.select(1)
        #expect(recorder.take() == ["#1 select-tab"])
        expectSettledAppearance(window)
    }

    @Test func reTappingTheSelectedTabPopsItsStackToTheRootOnly() throws {
        let tabs = TabBar(tabs: [first, second])
        let window = Window(root: tabs)
        try first.push(Screen(title: "1b"))
        try first.push(Screen(title: "1c"))
        try second.push(Screen(title: "2b"))
        let recorder = EventRecorder(window)
        try tabs.tapTab(0)
        try tabs.tapTab(0)
        #expect(recorder.take() == ["#4 tab-reselected -[1b, 1c]"])
        #expect(titles(first.screens) == ["One"] && titles(second.screens) == ["Two", "2b"])
    }

    @Test func unknownTabsAreRefusedWithTheTabsOffered() {
        let tabs = TabBar(tabs: [first, second])
        #expect(throws: NavigationError.noSuchTab(index: 2, count: 2)) { try tabs.tapTab(2) }
        #expect(throws: NavigationError.noSuchTabTitle(title: "Third", offered: ["First", "Second"])) {
            try tabs.tapTab(titled: "Third")
        }
    }

    @Test func setTabsRemovesDroppedTabsInOneEvent() throws {
        let tabs = TabBar(tabs: [first, second], selectedIndex: 1)
        let window = Window(root: tabs)
        let recorder = EventRecorder(window)
        let third = Screen(title: "Third")
        try tabs.setTabs([second, third], selectedIndex: 5)
        #expect(recorder.take() == ["#1 set-tabs +[Third] -[First, One]"])
        #expect(tabs.selectedTab === third && first.container == nil)
        #expect(throws: NavigationError.duplicateScreen(screen: "Third")) { try tabs.setTabs([third, third]) }
        expectSettledAppearance(window)
    }
}
