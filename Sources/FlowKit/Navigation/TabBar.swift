import Signals

/// A tab bar: a list of tabs and a selection, like `UITabBarController`.
///
/// Each tab is a screen, usually a ``NavigationStack``; its title is the tab's label. Tapping the selected
/// tab again pops its stack to the root.
///
/// ```swift
/// let tabs = TabBar(tabs: [NavigationStack(root: lizard), NavigationStack(root: profile)])
/// try tabs.tapTab(titled: "Profile")
/// ```
@MainActor
public final class TabBar: Screen {
    /// The tabs, in display order.
    public private(set) var tabs: [Screen] = []
    /// The index of the selected tab; `0` when there are no tabs.
    public private(set) var selectedIndex = 0

    /// Creates a tab bar.
    ///
    /// - Parameters:
    ///   - title: The tab bar's title.
    ///   - tabs: The tabs. A screen that already has a place elsewhere, or appears twice, is left out.
    ///   - selectedIndex: The tab selected first; clamped to the valid range.
    public init(title: String = "Tabs", tabs: [Screen], selectedIndex: Int = 0) {
        super.init(title: title)
        var accepted: [Screen] = []
        for tab in tabs where tab.isFree && tab !== self && !accepted.contains(where: { $0 === tab }) {
            accepted.append(tab)
        }
        for tab in accepted { tab.container = self }
        self.tabs = accepted
        self.selectedIndex = accepted.isEmpty ? 0 : min(max(selectedIndex, 0), accepted.count - 1)
    }

    /// The selected tab, or `nil` when there are no tabs.
    public var selectedTab: Screen? { tabs.isEmpty ? nil : tabs[selectedIndex] }

    /// The tabs' labels, in display order.
    public var tabTitles: [String] { tabs.map(\.title) }

    override var childScreens: [Screen] { tabs }
    override var visibleChild: Screen? { selectedTab }

    /// Selects a tab programmatically. Selecting the selected tab does nothing (as UIKit).
    ///
    /// - Parameter index: The tab's index.
    /// - Throws: ``NavigationError/noSuchTab(index:count:)``.
    public func select(_ index: Int) throws(NavigationError) {
        guard tabs.indices.contains(index) else { throw .noSuchTab(index: index, count: tabs.count) }
        guard index != selectedIndex else { return }
        performChange(of: self, cause: .selectTab, region: { [] }) { selectedIndex = index }
    }

    /// Taps a tab, as the user does: selects it, or, if it is already selected and is a navigation stack,
    /// pops that stack to its root.
    ///
    /// - Parameter index: The tab's index.
    /// - Throws: ``NavigationError/noSuchTab(index:count:)``.
    public func tapTab(_ index: Int) throws(NavigationError) {
        guard tabs.indices.contains(index) else { throw .noSuchTab(index: index, count: tabs.count) }
        if index == selectedIndex {
            (tabs[index] as? NavigationStack)?.popAbove(index: 0, cause: .tabReselected)
        } else {
            try select(index)
        }
    }

    /// Taps the first tab with this title (see ``tapTab(_:)``).
    ///
    /// - Parameter title: The tab's title.
    /// - Throws: ``NavigationError/noSuchTabTitle(title:offered:)``.
    public func tapTab(titled title: String) throws(NavigationError) {
        guard let index = tabs.firstIndex(where: { $0.title == title }) else {
            throw .noSuchTabTitle(title: title, offered: tabTitles)
        }
        try tapTab(index)
    }

    /// Replaces the tabs. Tabs kept keep their place; dropped tabs leave the hierarchy. One change.
    ///
    /// - Parameters:
    ///   - newTabs: The new tabs; each must be free or already a tab of this bar.
    ///   - selectedIndex: The tab to select; clamped to the valid range.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)``, ``NavigationError/alreadyInHierarchy(screen:)``
    ///   or ``NavigationError/wouldCreateCycle(screen:)``.
    public func setTabs(_ newTabs: [Screen], selectedIndex: Int = 0) throws(NavigationError) {
        var seen = Set<ObjectIdentifier>()
        for tab in newTabs {
            guard seen.insert(ObjectIdentifier(tab)).inserted else { throw .duplicateScreen(screen: tab.title) }
            if tab.container !== self { try validateNewChild(tab) }
        }
        performChange(of: self, cause: .setTabs, region: { containedScreens }) {
            for tab in tabs where !seen.contains(ObjectIdentifier(tab)) {
                tab.container = nil
            }
            for tab in newTabs { tab.container = self }
            tabs = newTabs
            self.selectedIndex = newTabs.isEmpty ? 0 : min(max(selectedIndex, 0), newTabs.count - 1)
        }
    }
}
