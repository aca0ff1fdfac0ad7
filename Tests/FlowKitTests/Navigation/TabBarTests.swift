import FlowKit
import Testing

@MainActor
@Suite struct TabBarTests {
    let first: NavigationStack
    let second: NavigationStack

    init() throws {
        first = try NavigationStack(root: Screen(title: "One"), title: "First")
        second = try NavigationStack(root: Screen(title: "Two"), title: "Second")
    }

    @Test func selectingATabChangesWhatIsVisibleAndPublishesIt() throws {
        let tabs = try TabBar(tabs: [first, second])
        let window = try Window(root: tabs)
        let recorder = EventRecorder(window)
        try tabs.tapTab(titled: "Second")
        #expect(tabs.selectedTab === second)
        #expect(titles(window.visibleScreens) == ["Tabs", "Second", "Two"])
        try tabs.select(1)
        #expect(recorder.take() == ["#1 select-tab"])
        expectSettledAppearance(window)
    }

    @Test func reTappingTheSelectedTabPopsItsStackToTheRootOnly() throws {
        let tabs = try TabBar(tabs: [first, second])
        let window = try Window(root: tabs)
        try first.push(Screen(title: "1b"))
        try first.push(Screen(title: "1c"))
        try second.push(Screen(title: "2b"))
        let recorder = EventRecorder(window)
        try tabs.tapTab(0)
        try tabs.tapTab(0)
        #expect(recorder.take() == ["#4 tab-reselected -[1b, 1c]"])
        #expect(titles(first.screens) == ["One"] && titles(second.screens) == ["Two", "2b"])
    }

    @Test func unknownTabsAreRefusedWithTheTabsOffered() throws {
        let tabs = try TabBar(tabs: [first, second])
        #expect(throws: NavigationError.noSuchTab(index: 2, count: 2)) { try tabs.tapTab(2) }
        #expect(throws: NavigationError.noSuchTabTitle(title: "Third", offered: ["First", "Second"])) {
            try tabs.tapTab(titled: "Third")
        }
    }

    @Test func setTabsRemovesDroppedTabsInOneEvent() throws {
        let tabs = try TabBar(tabs: [first, second], selectedIndex: 1)
        let window = try Window(root: tabs)
        let recorder = EventRecorder(window)
        let third = Screen(title: "Third")
        try tabs.setTabs([second, third], selectedIndex: 1)
        #expect(recorder.take() == ["#1 set-tabs +[Third] -[First, One]"])
        #expect(tabs.selectedTab === third && first.container == nil)
        #expect(throws: NavigationError.duplicateScreen(screen: "Third")) { try tabs.setTabs([third, third]) }
        expectSettledAppearance(window)
    }

    @Test func setTabsRefusesABadListOrSelectionAndChangesNothing() throws {
        let tabs = try TabBar(tabs: [first, second])
        let window = try Window(root: tabs)
        let recorder = EventRecorder(window)
        let third = Screen(title: "Third")
        #expect(throws: NavigationError.noSuchTab(index: 2, count: 2)) {
            try tabs.setTabs([second, third], selectedIndex: 2)
        }
        #expect(throws: NavigationError.noSuchTab(index: -1, count: 2)) {
            try tabs.setTabs([second, third], selectedIndex: -1)
        }
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "One")) {
            try tabs.setTabs([second, first.screens[0]])
        }
        #expect(recorder.take() == [])
        #expect(tabs.tabs.map(\.title) == ["First", "Second"] && tabs.selectedIndex == 0 && third.container == nil)
        try tabs.setTabs([], selectedIndex: 0)
        #expect(tabs.selectedTab == nil && first.container == nil)
    }

    @Test func initRefusesTabsItCannotPlaceInsteadOfDroppingThem() throws {
        let placed = try TabBar(tabs: [first])
        let free = Screen(title: "Free")
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "First")) { try TabBar(tabs: [free, first]) }
        #expect(throws: NavigationError.duplicateScreen(screen: "Free")) { try TabBar(tabs: [free, free]) }
        #expect(throws: NavigationError.noSuchTab(index: 1, count: 1)) { try TabBar(tabs: [free], selectedIndex: 1) }
        #expect(throws: NavigationError.noSuchTab(index: 1, count: 0)) { try TabBar(tabs: [], selectedIndex: 1) }
        #expect(first.container === placed && free.container == nil)
        let empty = try TabBar(tabs: [])
        #expect(empty.selectedTab == nil && empty.selectedIndex == 0)
    }
}
