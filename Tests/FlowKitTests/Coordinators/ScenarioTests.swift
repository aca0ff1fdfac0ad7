import FlowKit
import Testing

/// The numbered scenarios of the FlowKit issue: each asserts the running coordinators before and after,
/// the releases (once, innermost first), deinitialisation, and what the parent received.
@MainActor
@Suite struct ScenarioTests {
    @Test func s1PushedChildGoneAfterTwoBacksReleasedOnceWithoutValue() throws {
        let app = try Harness()
        var weakA: Weak<TestCoordinator>?
        var weakScreens: [Weak<Screen>] = []
        do {
            let a = try app.push("A", screens: ["a1", "a2"])
            weakA = Weak(a)
            weakScreens = a.screens.map(Weak.init)
        }
        #expect(app.running == ["Root", "A"])
        #expect(titles(app.stack.screens) == ["Home", "a1", "a2"])
        try app.stack.goBack()
        #expect(app.running == ["Root", "A"])
        try app.stack.goBack()
        #expect(app.running == ["Root"])
        #expect(app.releases.take() == ["A: screens removed (back)"])
        #expect(app.received.take() == ["A: finished"])
        #expect(app.root.children.isEmpty)
        #expect(weakA?.object == nil)
        #expect(weakScreens.allSatisfy { $0.object == nil })
    }

    @Test func s2CancelledSwipeReleasesNothingThenACompletedOneReleasesOnlyTheTopFlow() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        weak var weakB: TestCoordinator?
        do { weakB = try app.push("B", screens: ["a2"], by: a) }
        #expect(app.running == ["Root", "A", "B"])
        let swipe = try app.stack.beginSwipeBack()
        swipe.cancel()
        #expect(app.running == ["Root", "A", "B"])
        #expect(app.releases.take().isEmpty && app.received.take().isEmpty)
        try app.stack.beginSwipeBack().finish()
        #expect(app.running == ["Root", "A"])
        #expect(app.releases.take() == ["B: screens removed (swipe-back)"])
        #expect(app.received.take() == ["B: finished"])
        #expect(weakB == nil)
        #expect(titles(app.stack.screens) == ["Home", "a1"])
    }

    @Test func s3PopToRootReleasesAChainOfThreeInnermostFirst() throws {
        let app = try Harness()
        var weakChildren: [Weak<TestCoordinator>] = []
        do {
            let a = try app.push("A", screens: ["a1"])
            let b = try app.push("B", screens: ["b1", "b2"], by: a)
            let c = try app.push("C", screens: ["c1"], by: b)
            weakChildren = [a, b, c].map(Weak.init)
        }
        #expect(app.running == ["Root", "A", "B", "C"])
        try app.stack.popToRoot()
        #expect(app.running == ["Root"])
        #expect(
            app.releases.take() == [
                "C: screens removed (pop-to-root)", "B: screens removed (pop-to-root)",
                "A: screens removed (pop-to-root)",
            ])
        #expect(app.received.take() == ["C: finished", "B: finished", "A: finished"])
        #expect(weakChildren.allSatisfy { $0.object == nil })
    }

    @Test func s4SetScreensReleasesTheFlowsItDrops() throws {
        let app = try Harness()
        weak var weakA: TestCoordinator?
        do {
            let a = try app.push("A", screens: ["a1"])
            try app.push("B", screens: ["b1"], by: a)
            weakA = a
        }
        #expect(app.running == ["Root", "A", "B"])
        try app.stack.setScreens([app.stack.screens[0], Screen(title: "Other")])
        #expect(app.running == ["Root"])
        #expect(app.releases.take() == ["B: screens removed (set-screens)", "A: screens removed (set-screens)"])
        #expect(app.received.take() == ["B: finished", "A: finished"])
        #expect(weakA == nil)
    }

    @Test func s4LongPressBackTwoLevelsReleasesExactlyTheFlowsAbove() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        let b = try app.push("B", screens: ["b1"], by: a)
        try app.push("C", screens: ["c1"], by: b)
        try app.stack.longPressBack(levels: 2)
        #expect(app.running == ["Root", "A"])
        #expect(
            app.releases.take() == ["C: screens removed (long-press-back)", "B: screens removed (long-press-back)"])
        #expect(titles(app.stack.screens) == ["Home", "a1"])
    }

    @Test func s5SwipeDownReleasesAModalFlowWithItsChildrenAndACancelledOneNothing() throws {
        let app = try Harness()
        var weakObjects: [Weak<AnyObject>] = []
        do {
            let m = try app.present("M", screens: ["m1", "m2"], from: app.stack)
            let k = try app.push("K", screens: ["k1"], by: m, on: m.navigationStack!)
            weakObjects = [m, k, m.navigationStack!].map { Weak($0 as AnyObject) }
            #expect(titles(m.navigationStack!.screens) == ["m1", "m2", "k1"])
        }
        #expect(app.running == ["Root", "M", "K"])
        try app.window.topModal!.beginSwipeDown().cancel()
        #expect(app.running == ["Root", "M", "K"])
        #expect(app.releases.take().isEmpty)
        try app.window.topModal!.beginSwipeDown().finish()
        #expect(app.running == ["Root"])
        #expect(app.releases.take() == ["K: screens removed (swipe-down)", "M: screens removed (swipe-down)"])
        #expect(app.received.take() == ["K: finished", "M: finished"])
        #expect(weakObjects.allSatisfy { $0.object == nil })
    }

    @Test func s6DismissingTheFirstOfThreeStackedModalsReleasesAllThree() throws {
        let app = try Harness()
        let recorder = EventRecorder(app.window)
        var weakModals: [Weak<TestCoordinator>] = []
        do {
            let m1 = try app.present("M1", screens: ["m1"], from: app.stack)
            let m2 = try app.present("M2", screens: ["m2"], by: m1, from: m1.screens[1])
            let m3 = try app.present("M3", screens: ["m3"], by: m2, from: m2.screens[1])
            weakModals = [m1, m2, m3].map(Weak.init)
        }
        #expect(app.running == ["Root", "M1", "M2", "M3"])
        _ = recorder.take()
        try app.stack.dismiss()
        #expect(recorder.take() == ["#5 dismiss -[m1, m1, m2, m2, m3, m3]"])
        #expect(app.running == ["Root"])
        #expect(
            app.releases.take() == [
                "M3: screens removed (dismiss)", "M2: screens removed (dismiss)", "M1: screens removed (dismiss)",
            ])
        #expect(weakModals.allSatisfy { $0.object == nil })
    }

    @Test func s7TabReTapReleasesThePushedFlowsOfThatTabOnly() throws {
        let first = NavigationStack(title: "First")
        let second = NavigationStack(title: "Second")
        let app = try Harness(rootScreen: TabBar(tabs: [first, second]))
        let l = try app.push("L", screens: ["l1"], on: first)
        let p1 = try app.push("P1", screens: ["p1"], by: l, on: first)
        try app.push("P2", screens: ["p2"], by: p1, on: first)
        let w = try app.push("W", screens: ["w1"], on: second)
        try app.push("Q", screens: ["q1"], by: w, on: second)
        #expect(app.running == ["Root", "L", "P1", "P2", "W", "Q"])
        #expect(titles(first.screens) == ["l1", "p1", "p2"])
        let tabBar = app.window.topTabBar!
        try tabBar.tapTab(0)
        #expect(app.running == ["Root", "L", "W", "Q"])
        #expect(
            app.releases.take() == ["P2: screens removed (tab-reselected)", "P1: screens removed (tab-reselected)"])
        #expect(titles(second.screens) == ["w1", "q1"])
    }

    @Test func s8AChildThatEmitsTwiceIsReleasedOnceAndItsScreenRemovedOnce() throws {
        let app = try Harness()
        let recorder = EventRecorder(app.window)
        weak var weakA: TestCoordinator?
        do {
            let a = try app.push("A", screens: ["a1"])
            weakA = a
            a.emit("first")
            a.emit("second")
        }
        #expect(recorder.take() == ["#2 push +[a1]", "#3 pop -[a1]"])
        #expect(app.running == ["Root"])
        #expect(app.releases.take() == ["A: finished"])
        #expect(app.received.take() == ["A: value first", "A: finished"])
        #expect(weakA == nil)
    }

    @Test func s9EmittingDuringASwipeBackReleasesOnceWithoutADoublePop() throws {
        let app = try Harness()
        try app.stack.push(Screen(title: "Before"))
        let a = try app.push("A", screens: ["a1"])
        let swipe = try app.stack.beginSwipeBack()
        a.emit("done")
        #expect(swipe.state == .interrupted)
        #expect(throws: NavigationError.gestureEnded) { try swipe.finish() }
        #expect(titles(app.stack.screens) == ["Home", "Before"])
        #expect(app.running == ["Root"])
        #expect(app.releases.take() == ["A: finished"])
        #expect(app.received.take() == ["A: value done", "A: finished"])
        expectSettledAppearance(app.window)
    }
}
