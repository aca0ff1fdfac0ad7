import FlowKit
import Testing

/// A coordinator's leave guard (`guardLeaving`): it watches the coordinator's screens on every path, and
/// never blocks a release (the coordinator's own decision, or an ancestor's).
@MainActor
@Suite struct LeaveGuardCoordinatorTests {
    @Test func theGuardWatchesEveryScreenTheCoordinatorShowsLaterToo() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["A1"])
        let probe = GuardProbe(.refuse)
        a.guardLeaving(probe.decide)
        try a.show(Screen(title: "A2"))
        #expect(throws: NavigationError.leaveRefused(screen: "A2", path: .backButton, asked: false)) {
            try app.stack.goBack()
        }
        #expect(throws: NavigationError.leaveRefused(screen: "A1", path: .popToRoot, asked: false)) {
            try app.stack.popToRoot()
        }
        #expect(titles(app.stack.screens) == ["Home", "A1", "A2"])
        #expect(app.releases.take() == [])
        // A refusal ends the round: the first refusing screen is named.
        #expect(probe.takeAttempts() == ["A2 back-button", "A1 pop-to-root"])
    }

    @Test func aConfirmedExitReleasesTheCoordinatorOnceAndTheParentGetsNoValue() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["A1"])
        let probe = GuardProbe(.ask)
        a.guardLeaving(probe.decide)
        #expect(throws: NavigationError.leaveRefused(screen: "A1", path: .backButton, asked: true)) {
            try app.stack.goBack()
        }
        #expect(app.running == ["Root", "A"])
        #expect(app.received.take() == [])
        try probe.confirmations.first?.confirm()
        #expect(app.releases.take() == ["A: screens removed (back)"])
        #expect(app.received.take() == ["A: finished"])
        #expect(app.running == ["Root"])
        try probe.confirmations.first?.confirm()
        #expect(app.releases.take() == [])
    }

    @Test func finishingIsNeverBlockedByTheCoordinatorsOwnGuard() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["A1", "A2"])
        let probe = GuardProbe(.refuse)
        a.guardLeaving(probe.decide)
        a.emit("saved")
        #expect(app.releases.take() == ["A: finished"])
        #expect(app.received.take() == ["A: value saved", "A: finished"])
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(probe.takeAttempts() == [])
    }

    @Test func anAncestorsReleaseIsNotBlockedByADescendantsGuard() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["A1"])
        let b = try app.push("B", screens: ["B1"], by: a)
        let probe = GuardProbe(.refuse)
        b.guardLeaving(probe.decide)
        a.emit("done")
        #expect(app.releases.take() == ["B: ancestor released", "A: finished"])
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(probe.takeAttempts() == [])
    }

    @Test func aDescendantsReleaseIsNotBlockedByAnAncestorsGuard() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["A1"])
        let b = try app.push("B", screens: ["B1"], by: a)
        let probe = GuardProbe(.refuse)
        a.guardLeaving(probe.decide)
        b.emit("done")
        #expect(app.releases.take() == ["B: finished"])
        #expect(titles(app.stack.screens) == ["Home", "A1"])
        #expect(probe.takeAttempts() == [])
    }

    @Test func aReleaseTakesAModalAboveItsOwnWhateverThatModalsGuard() throws {
        let app = try Harness()
        let home = try #require(app.stack.rootScreen)
        let child = try app.present("C", screens: ["C1"], from: home)
        let above = Screen(title: "Above")
        app.root.own(above)
        try #require(home.presentedScreen).present(above)
        let probe = GuardProbe(.refuse)
        above.leaveGuard = probe.decide
        child.emit("done")
        #expect(app.releases.take() == ["C: finished"])
        #expect(home.presentedScreen == nil)
        #expect(probe.takeAttempts() == [])
    }

    @Test func aScreenTakenOverByAnotherCoordinatorFollowsItsNewOwnersGuard() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["A1", "A2"])
        let b = try app.push("B", screens: ["B1"])
        let probe = GuardProbe(.refuse)
        a.guardLeaving(probe.decide)
        let a2 = try #require(a.screens.last)
        b.own(a2)
        try app.stack.setScreens(app.stack.screens.filter { $0 !== a2 })
        #expect(titles(app.stack.screens) == ["Home", "A1", "B1"])
        #expect(probe.takeAttempts() == [])
    }

    @Test func theGuardStopsWhenTheCoordinatorIsReleased() throws {
        let app = try Harness()
        let a = TestCoordinator("A", screens: ["A1"])
        app.track(try app.root.setRoot(a), as: "A")
        let probe = GuardProbe(.refuse)
        a.guardLeaving(probe.decide)
        #expect(throws: NavigationError.leaveRefused(screen: "A1", path: .rootReplaced, asked: false)) {
            try app.window.setRoot(Screen(title: "Next"))
        }
        a.emit("done")
        // A window root is left in place by a release; its released owner no longer guards it.
        #expect(app.window.rootScreen?.title == "A1")
        try app.window.setRoot(Screen(title: "Next"))
        #expect(probe.takeAttempts() == ["A1 root-replaced"])
    }

    @Test func aCoordinatorThatDoesNotRunInstallsNothing() throws {
        let app = try Harness()
        let a = TestCoordinator("A", screens: ["A1"])
        let probe = GuardProbe(.refuse)
        a.guardLeaving(probe.decide)
        app.track(try app.root.push(a, on: app.stack), as: "A")
        try app.stack.goBack()
        #expect(app.releases.take() == ["A: screens removed (back)"])
        #expect(probe.takeAttempts() == [])
    }

    @Test func aScreensOwnGuardIsAskedBeforeItsCoordinators() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["A1"])
        let (own, coordinators) = (GuardProbe(.allow), GuardProbe(.refuse))
        a.guardLeaving(coordinators.decide)
        try #require(a.screens.first).leaveGuard = own.decide
        #expect(throws: NavigationError.leaveRefused(screen: "A1", path: .appCode, asked: false)) {
            try app.stack.pop()
        }
        #expect(own.takeAttempts() == ["A1 app-code"])
        #expect(coordinators.takeAttempts() == ["A1 app-code"])
    }

    @Test func theRouterAnswersWhetherReleasingWouldBeRefused() throws {
        let app = try Harness()
        let home = try #require(app.stack.rootScreen)
        let a = try app.push("A", screens: ["A1"])
        let b = try app.present("B", screens: ["B1"], by: a, from: home)
        let free = try app.push("F", screens: ["F1"])
        let probe = GuardProbe(.ask)
        b.guardLeaving(probe.decide)
        let recorder = EventRecorder(app.window)
        #expect(
            app.router.leaveRefusal(releasing: [a], path: .deepLink)
                == .leaveRefused(screen: "B1", path: .deepLink, asked: false))
        #expect(app.router.leaveRefusal(releasing: [free], path: .deepLink) == nil)
        #expect(probe.confirmations.isEmpty)
        #expect(recorder.take() == [])
        #expect(app.releases.take() == [])
        free.emit("done")
        #expect(app.router.leaveRefusal(releasing: [free], path: .deepLink) == nil)
    }
}
