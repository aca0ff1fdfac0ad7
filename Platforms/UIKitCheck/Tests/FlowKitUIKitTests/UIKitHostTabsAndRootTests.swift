import FlowKit
import FlowKitUIKit
import Testing
@_spi(User) import UIKit

/// The tab bar and window rows of the release table, end to end through `UIKitHost`.
@MainActor
@Suite struct UIKitHostTabsAndRootTests {
    @Test func tabsAreShownWithTheHostAsDelegate() throws {
        let rig = try UIKitRig.withTabs()
        #expect(rig.tabBarController.delegate === rig.host)
        #expect(rig.window.hierarchyDescription == "Tabs\n  Home *\n    Home\n  Profile\n    Profile")
        rig.expectInSync()
    }

    @Test func tabTapSelectsInTheModel() throws {
        let rig = try UIKitRig.withTabs()
        #expect(rig.user.tapTab(1, of: rig.tabBarController))
        #expect(rig.tabBar.selectedIndex == 1)
        #expect(rig.takeReleases() == [])
        rig.expectInSync()
    }

    @Test func tabReTapPopsToTheRootAndReleases() throws {
        let rig = try UIKitRig.withTabs()
        let home = rig.tabBar.tabs[0] as! NavigationStack
        try rig.push("A", ["A1", "A2"], on: home)
        rig.user.finishAnimations()
        #expect(rig.user.tapTab(0, of: rig.tabBarController))
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == ["A: screens removed (tab-reselected)"])
        #expect(rig.navigation(home).viewControllers.map(\.title) == ["Home"])
        rig.expectInSync()
    }

    @Test func modelSelectingATabSelectsItOnUIKitWithoutDelegateCalls() throws {
        let rig = try UIKitRig.withTabs()
        try rig.tabBar.tapTab(1)
        rig.user.finishAnimations()
        #expect(rig.tabBarController.selectedIndex == 1)
        rig.expectInSync()
    }

    @Test func pushOnAHiddenTabIsShownWhenTheTabIsSelected() throws {
        let rig = try UIKitRig.withTabs()
        let profile = rig.tabBar.tabs[1] as! NavigationStack
        try rig.push("A", ["A1"], on: profile)
        // Off screen: not animated, no delegate call until the tab appears.
        #expect(!rig.user.isAnimating(in: rig.window))
        #expect(rig.navigation(profile).viewControllers.map(\.title) == ["Profile", "A1"])
        #expect(rig.user.tapTab(1, of: rig.tabBarController))
        #expect(rig.user.swipeBack(in: rig.navigation(profile), .completed))
        #expect(rig.takeReleases() == ["A: screens removed (swipe-back)"])
        rig.expectInSync()
    }

    @Test func rootReplacedByAppCodeReleasesTheOldRootsFlows() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        try rig.present("M", ["M1"], from: rig.stack)
        rig.user.finishAnimations()
        let login = UIViewController()
        login.title = "Login"
        rig.host.setRootViewController(login)
        #expect(Set(rig.takeReleases()) == ["A: screens removed (set-root)", "M: screens removed (set-root)"])
        #expect(rig.model.rootScreen?.title == "Login")
        #expect(rig.window.rootViewController === login)
        rig.expectInSync()
    }

    @Test func rootReplacedInTheModelReplacesTheWindowsRoot() throws {
        let rig = try UIKitRig()
        try rig.push("A", ["A1"])
        rig.user.finishAnimations()
        let old = rig.navigation()
        try rig.model.setRoot(Screen(title: "Login"))
        rig.user.finishAnimations()
        #expect(rig.takeReleases() == ["A: screens removed (set-root)"])
        #expect(rig.window.rootViewController !== old)
        #expect(rig.window.hierarchyDescription == "Login")
        rig.expectInSync()
    }
}
