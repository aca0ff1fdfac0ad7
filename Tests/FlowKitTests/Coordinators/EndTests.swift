import FlowKit
import Signals
import Testing

/// `Coordinator.end()`: a parent (or a test) ends a child; the child is released with `.ended`, its
/// running children with it, and their screens leave once, whatever contains them.
@MainActor
@Suite struct EndTests {
    @Test func endingAPushedChildPopsItsScreensOnceAndItsParentReceivesNothing() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1", "a2"])
        let b = try app.push("B", screens: ["b1"], by: a)
        let recorder = EventRecorder(app.window)
        a.end()
        #expect(recorder.take() == ["#5 pop -[a1, a2, b1]"])
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(app.releases.entries == ["B: ancestor released", "A: ended"])
        #expect(app.received.entries == ["B: finished", "A: finished"])
        #expect((a.releaseReason, b.releaseReason) == (.ended, .ancestorReleased))
        #expect(app.running == ["Root"])
    }

    @Test func endingAChildInAModalChainDismissesItAndWhatItPresentsInOneChange() throws {
        let app = try Harness()
        let a = try app.present("A", screens: ["a1"], from: app.stack.screens[0])
        try app.present("B", screens: ["b1"], by: a, from: try #require(a.screens.last))
        let recorder = EventRecorder(app.window)
        a.end()
        // A presented stack takes its root's title: a1 in a1, b1 in b1.
        #expect(recorder.take() == ["#4 dismiss -[a1, a1, b1, b1]"])
        #expect(app.window.topScreen?.title == "Home")
        #expect(app.releases.entries == ["B: ancestor released", "A: ended"])
        #expect(app.running == ["Root"])
    }

    @Test func endingTheUpperModalOfAChainLeavesTheLowerOne() throws {
        let app = try Harness()
        let a = try app.present("A", screens: ["a1"], from: app.stack.screens[0])
        let b = try app.present("B", screens: ["b1"], by: a, from: try #require(a.screens.last))
        let recorder = EventRecorder(app.window)
        b.end()
        #expect(recorder.take() == ["#4 dismiss -[b1, b1]"])
        #expect(app.window.topScreen?.title == "a1")
        #expect(app.releases.entries == ["B: ended"])
        #expect(app.running == ["Root", "A"])
    }

    @Test func endingAChildOnATabThatIsNotSelectedPopsThatTabOnly() throws {
        let profile = try NavigationStack(root: Screen(title: "Profile"))
        let other = try NavigationStack(root: Screen(title: "Other"))
        let tabs = try TabBar(tabs: [profile, other])
        let app = try Harness(rootScreen: tabs)
        let details = try app.push("Details", screens: ["First Name", "Last Name"], on: profile)
        try tabs.select(1)
        let recorder = EventRecorder(app.window)
        details.end()
        #expect(recorder.take() == ["#5 pop -[First Name, Last Name]"])
        #expect(titles(profile.screens) == ["Profile"])
        #expect(tabs.selectedIndex == 1)
        #expect(app.releases.entries == ["Details: ended"])
        #expect(app.received.entries == ["Details: finished"])
    }

    @Test func endingAReleasedOrUnstartedCoordinatorDoesNothing() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        a.emit("saved")
        a.end()
        TestCoordinator("Never started", screens: ["n1"]).end()
        #expect(app.releases.entries == ["A: finished"])
        #expect(a.releaseReason == .finished)
        #expect(app.received.entries == ["A: value saved", "A: finished"])
    }

    @Test func theRouterRootHasNoParentToEndItAndIgnoresEnd() throws {
        let app = try Harness()
        try app.push("A", screens: ["a1"])
        app.root.end()
        #expect(app.releases.entries.isEmpty)
        #expect(titles(app.stack.screens) == ["Home", "a1"])
        #expect(app.running == ["Root", "A"])
    }

    @Test func anAwaitingParentLearnsTheChildWasEnded() async throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        let waiting = Task { @MainActor in try await a.value() }
        await Task.yield()
        a.end()
        await #expect(throws: CoordinatorAwaitError.ended(coordinator: "TestCoordinator", reason: .ended)) {
            try await waiting.value
        }
        #expect(app.releases.entries == ["A: ended"])
    }
}
