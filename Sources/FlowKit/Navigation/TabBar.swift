import Signals

/// A tab bar: a list of tabs and a selection, like `UITabBarController`.
///
/// Each tab is a screen, usually a ``NavigationStack``; its title is the tab's label. Tapping the selected
/// tab again pops its stack to the root.
///
/// ```swift
/// let tabs = try TabBar(tabs: [NavigationStack(root: lizard), NavigationStack(root: profile)])
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
    ///   - tabs: The tabs, each free (no place in a hierarchy) and given once.
    ///   - selectedIndex: The tab selected first: an index of `tabs`, or `0` when there are none.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)``, ``NavigationError/alreadyInHierarchy(screen:)``
    ///   or ``NavigationError/noSuchTab(index:count:)``; no tab is changed then.
    public init(title: String = "Tabs", tabs: [Screen], selectedIndex: Int = 0) throws(NavigationError) {
        super.init(title: title)
        try validateChildren(tabs)
        try Self.validateSelection(selectedIndex, count: tabs.count)
        for tab in tabs { tab.container = self }
        self.tabs = tabs
        self.selectedIndex = selectedIndex
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
        try validateTab(index)
        guard index != selectedIndex else { return }
        performChange(of: self, cause: .selectTab, region: { [] }) { selectedIndex = index }
    }

    /// Taps a tab, as the user does: selects it, or, if it is already selected and is a navigation stack,
    /// pops that stack to its root.
    ///
    /// - Parameter index: The tab's index.
    /// - Throws: ``NavigationError/noSuchTab(index:count:)``, or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)`` (path ``LeavePath/tabReTap``) when a leave
    ///   guard of a screen the re-tap would pop refuses; nothing changes then.
    public func tapTab(_ index: Int) throws(NavigationError) {
        try validateTab(index)
        if index == selectedIndex {
            try stackPoppedByReselecting(index)?.popToRootForReselection()
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
    ///   - newTabs: The new tabs; each must be free or already a tab of this bar, and given once.
    ///   - selectedIndex: The tab to select: an index of `newTabs`, or `0` when there are none.
    /// - Throws: ``NavigationError/duplicateScreen(screen:)``, ``NavigationError/alreadyInHierarchy(screen:)``,
    ///   ``NavigationError/wouldCreateCycle(screen:)``, ``NavigationError/noSuchTab(index:count:)``, or
    ///   ``NavigationError/leaveRefused(screen:path:asked:)`` (path ``LeavePath/appCode``) when a leave guard
    ///   of a dropped tab refuses; nothing changes then.
    public func setTabs(_ newTabs: [Screen], selectedIndex: Int = 0) throws(NavigationError) {
        try validateChildren(newTabs)
        try Self.validateSelection(selectedIndex, count: newTabs.count)
        let kept = Set(newTabs.map(ObjectIdentifier.init))
        try LeaveRule.check(
            in: window, cause: .setTabs,
            departing: {
                var departing: [Screen] = []
                for tab in tabs where !kept.contains(ObjectIdentifier(tab)) { tab.collectSubtree(into: &departing) }
                return departing
            },
            retry: { [weak self] () throws(NavigationError) in try self?.setTabs(newTabs, selectedIndex: selectedIndex)
            })
        performChange(of: self, cause: .setTabs, region: { containedScreens }) {
            for tab in tabs where !kept.contains(ObjectIdentifier(tab)) {
                tab.container = nil
            }
            for tab in newTabs { tab.container = self }
            tabs = newTabs
            self.selectedIndex = selectedIndex
        }
    }

    /// The stack a tap on the tab at `index` pops to its root when that tab is already selected: the tab
    /// itself when it is a navigation stack (as UIKit pops a selected navigation controller's tab).
    ///
    /// - Parameter index: An index of ``tabs``.
    func stackPoppedByReselecting(_ index: Int) -> NavigationStack? {
        tabs.indices.contains(index) ? tabs[index] as? NavigationStack : nil
    }

    /// Checks that `index` names one of the tabs.
    private func validateTab(_ index: Int) throws(NavigationError) {
        try Self.validateTab(index, count: tabs.count)
    }

    /// Checks that `index` names one of `count` tabs.
    private static func validateTab(_ index: Int, count: Int) throws(NavigationError) {
        guard (0..<count).contains(index) else { throw .noSuchTab(index: index, count: count) }
    }

    /// Checks the selection given with a list of `count` tabs: one of them, or `0` when there are none
    /// (the value ``selectedIndex`` has then).
    private static func validateSelection(_ index: Int, count: Int) throws(NavigationError) {
        if count == 0, index == 0 { return }
        try validateTab(index, count: count)
    }
}
