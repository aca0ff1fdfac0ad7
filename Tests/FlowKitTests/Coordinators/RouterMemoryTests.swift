import Testing

@testable import FlowKit

@MainActor
@Suite struct RouterMemoryTests {
    @Test func thousandsOfPushBackCyclesKeepTheRoutersBookkeepingSmall() throws {
        let app = try Harness()
        for index in 0..<2_000 {
            let child = TestCoordinator("C\(index)", screens: ["c"])
            app.root.onResult(of: try app.root.push(child, on: app.stack)) { _ in }
            try app.stack.goBack()
        }
        #expect(app.router.census.releasedRecently.count < 128)
        #expect(app.root.resultSubscriptions.isEmpty && app.root.children.isEmpty)
        #expect(app.window.shownScreens.count == 2)
        #expect(
            app.router.statistics
                == CoordinatorStatistics(created: 2_001, released: 2_000, running: 1, deinitialised: 2_000))
    }
}

@MainActor
@Suite struct DiscardedAppTests {
    /// A screen's ownership entry and its owner's record refer to each other while the owner runs: an app
    /// discarded without releasing its coordinators must still free them, their records and their screens.
    @Test func anAppDiscardedWithoutReleasesFreesItsCoordinatorsRecordsAndScreens() throws {
        var app: Harness? = try Harness()
        let child = TestCoordinator("A", screens: ["a1", "a2"])
        try #require(app).root.push(child, on: try #require(app).stack)
        let link = try #require(child.link)
        #expect(link.ownedScreens.count == 2)
        let watches = (
            child: Weak(child), link: Weak(link), root: Weak(try #require(app).root),
            screen: Weak(try #require(child.screens.first))
        )
        app = nil
        _ = consume child
        _ = consume link
        #expect(watches.root.object == nil)
        #expect(watches.child.object == nil)
        #expect(watches.link.object == nil)
        #expect(watches.screen.object == nil)
    }
}

@MainActor
@Suite struct OwnedOutsideTheWindowTests {
    /// A screen registered outside the window (a stack's root owned before the stack is shown) is held
    /// until the next window event, in which it usually enters; after it, ownership holds it weakly again.
    @Test func aScreenOwnedOutsideTheWindowIsHeldUntilTheNextWindowEventOnly() throws {
        let app = try Harness()
        let owned = app.root.screens.map(\.title)
        var draft: Screen? = Screen(title: "Draft")
        app.root.own(try #require(draft))
        let watch = Weak(try #require(draft))
        draft = nil
        #expect(watch.object != nil)
        #expect(app.root.screens.map(\.title) == owned + ["Draft"])
        try app.stack.push(Screen(title: "Other"))
        #expect(watch.object == nil)
        #expect(app.root.screens.map(\.title) == owned)
    }

    /// A stack's root owned before the stack is shown enters with it and stays owned; once popped with its
    /// stack dismissed, it goes away with it.
    @Test func aRootOwnedBeforeItsStackIsShownEntersWithItAndStaysOwned() throws {
        let app = try Harness()
        let owned = app.root.screens.map(\.title)
        let settings = Screen(title: "Settings")
        let stack = try NavigationStack(root: settings, title: "Modal")
        app.root.own(settings)
        try #require(app.stack.topScreen).present(stack)
        #expect(settings.window === app.window)
        #expect(app.router.ownership.owner(of: settings) === app.root)
        try stack.dismiss()
        #expect(settings.window == nil)
        #expect(app.root.screens.map(\.title) == owned + ["Settings"])
    }
}
