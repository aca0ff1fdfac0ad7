import Signals
import Testing

@testable import FlowKit

/// The coordinator API: starting children, placements, results, anchors, and bad calls.
@MainActor
@Suite struct CoordinatorTests {
    /// Emits during `start()`, before the parent could subscribe.
    final class Immediate: BaseCoordinator<Int> {
        override func start() -> AnyPublisher<Int, Never> { Just(7).eraseToAnyPublisher() }
    }

    @Test func aResultEmittedInsideStartReachesTheParentAndLateSubscribers() throws {
        let app = try Harness()
        let child = Immediate()
        let result = try app.root.coordinate(to: child)
        var values: [Int] = []
        let first = result.sink { values.append($0) }
        let late = result.sink { values.append($0 * 10) }
        #expect(values == [7, 70])
        #expect(child.releaseReason == .finished)
        #expect(app.running == ["Root"])
        _ = (first, late)
    }

    @Test func finishingWithoutAValueRemovesTheScreensAndSendsNoValue() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1", "a2"])
        a.complete()
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(app.received.take() == ["A: finished"])
        #expect(a.releaseReason == .completedWithoutResult)
        #expect(a.releaseReason?.isDismissal == true)
    }

    @Test func aChildStartsOnceAndAReleasedParentStartsNothing() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        #expect(throws: NavigationError.coordinatorAlreadyStarted(coordinator: "TestCoordinator")) {
            try app.root.push(a, on: app.stack)
        }
        try app.stack.goBack()
        #expect(throws: NavigationError.coordinatorReleased(coordinator: "TestCoordinator")) {
            try a.push(TestCoordinator("B", screens: ["b1"]), on: app.stack)
        }
        #expect(throws: NavigationError.coordinatorReleased(coordinator: "TestCoordinator")) {
            try a.show(Screen(title: "late"))
        }
        #expect(titles(app.stack.screens) == ["Home"])
    }

    @Test func showNeedsAPlacementAndAFreeScreen() throws {
        let app = try Harness()
        let loose = TestCoordinator("L", screens: [])
        _ = try app.root.coordinate(to: loose)
        #expect(throws: NavigationError.noPlacement(coordinator: "TestCoordinator")) {
            try loose.show(Screen(title: "x"))
        }
        let a = try app.push("A", screens: ["a1"])
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "Home")) { try a.show(app.stack.screens[0]) }
        #expect(app.router.owner(of: app.stack.screens[0]) === app.root)
        #expect(a.screens.map(\.title) == ["a1"])
    }

    @Test func aFailedShowLeavesAChildWithoutScreensRunning() throws {
        let app = try Harness()
        let waiting = try app.push("W", screens: [])
        #expect(throws: NavigationError.alreadyInHierarchy(screen: "Home")) {
            try waiting.show(app.stack.screens[0])
        }
        try app.stack.push(Screen(title: "x"))
        try app.stack.pop()  // a removal: only coordinators that were in the window can leave it
        #expect(app.running == ["Root", "W"])
        try waiting.show(Screen(title: "w1"))
        try app.stack.goBack()
        #expect(app.running == ["Root"])
    }

    @Test func presentingOnALayerThatAlreadyPresentsIsRefusedBeforeTheChildStarts() throws {
        let app = try Harness()
        try app.present("M", screens: ["m1"], from: app.stack)
        let second = TestCoordinator("N", screens: ["n1"])
        #expect(throws: NavigationError.alreadyPresenting(presenter: "Home", presented: "m1")) {
            try app.root.present(second, from: app.stack.screens[0])
        }
        #expect(!second.isRunning && second.router == nil)
        #expect(app.running == ["Root", "M"])
    }

    @Test func aParentThatFinishesTakesItsChildrensModalsWithIt() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        let m = try app.present("M", screens: ["m1"], by: a, from: a.screens[0])
        try app.present("N", screens: ["n1"], by: m, from: m.screens[1])
        a.emit("done")
        #expect(app.window.topModal == nil)
        #expect(titles(app.window.screens) == ["Home", "Home"])
        #expect(app.running == ["Root"])
        #expect(app.releases.take() == ["N: ancestor released", "M: ancestor released", "A: finished"])
        #expect(app.received.take() == ["N: finished", "M: finished", "A: value done", "A: finished"])
    }

    @Test func aParentStaysWhileItsChildsScreensRemainAndGoesWithTheLastOfThem() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        let b = try app.push("B", screens: ["b1"], by: a)
        try app.stack.setScreens([app.stack.screens[0], b.screens[0]])  // drops a1, keeps b1
        #expect(app.running == ["Root", "A", "B"])
        try app.stack.goBack()
        #expect(app.running == ["Root"])
        #expect(app.releases.take() == ["B: screens removed (back)", "A: screens removed (back)"])
    }

    @Test func anAnchoredCoordinatorGoesWhenItsAnchorLeavesAndTheAnchorCanMoveFirst() throws {
        final class Anchored: BaseCoordinator<Void> {
            override func start() -> AnyPublisher<Void, Never> {
                let key = Screen(title: "Key")
                anchor(to: key)
                try? show(key)
                try? show(Screen(title: "Detail"))
                return Empty(completeImmediately: false).eraseToAnyPublisher()
            }
        }
        let app = try Harness()
        let flow = Anchored()
        try app.root.onResult(of: app.root.push(flow, on: app.stack)) { _ in }
        #expect(titles(app.stack.screens) == ["Home", "Key", "Detail"])
        let replacement = Screen(title: "Summary")
        flow.anchor(to: replacement)
        try app.stack.setScreens([app.stack.screens[0], replacement, app.stack.screens[2]])
        #expect(flow.isRunning)
        try app.stack.popTo(replacement)  // Detail leaves: the anchor stays, so the flow stays
        #expect(flow.isRunning)
        try app.stack.setScreens([app.stack.screens[0], Screen(title: "Other")])
        #expect(flow.releaseReason == .screensRemoved(.setScreens))
    }

    @Test func onResultDeliversOnceAndKeepsNoSubscriptionAfterwards() throws {
        let app = try Harness()
        var outcomes: [String?] = []
        let a = TestCoordinator("A", screens: ["a1"])
        app.root.onResult(of: try app.root.push(a, on: app.stack)) { outcomes.append($0) }
        let b = TestCoordinator("B", screens: ["b1"])
        app.root.onResult(of: try app.root.push(b, on: app.stack)) { outcomes.append($0) }
        b.emit("saved")
        try app.stack.goBack()
        #expect(outcomes == ["saved", nil])
        #expect(a.releaseReason == .screensRemoved(.backButton))
    }

    @Test func aCoordinatorHeldByAClosureAfterReleaseIsReportedAsLingering() throws {
        let app = try Harness()
        var keeper: (() -> Void)?
        do {
            let a = try app.push("A", screens: ["a1"])
            keeper = { _ = a }
        }
        try app.stack.goBack()
        #expect(app.router.lingeringCoordinators.count == 1)
        #expect(app.router.statistics == CoordinatorStatistics(created: 2, released: 1, running: 1, deinitialised: 0))
        keeper = nil
        #expect(app.router.lingeringCoordinators.isEmpty)
        #expect(app.router.statistics.deinitialised == 1)
        _ = keeper
    }

    @Test func aRouterRefusesASecondRootAndARootThatAlreadyRanWithATypedErrorChangingNothing() throws {
        let app = try Harness()
        let other = RootCoordinator(showing: Screen(title: "Other"))
        #expect(throws: RouterStartError.alreadyHasRoot(current: "RootCoordinator")) {
            try app.router.start(other)
        }
        #expect(!other.isRunning && other.router == nil)
        #expect(app.router.root === app.root)
        #expect(titles(app.window.screens) == ["Home", "Home"])
        #expect(app.router.statistics == CoordinatorStatistics(created: 1, released: 0, running: 1, deinitialised: 0))

        let fresh = Router(window: Window())
        #expect(throws: RouterStartError.alreadyStarted(coordinator: "RootCoordinator")) {
            try fresh.start(app.root)
        }
        #expect(fresh.root == nil && fresh.window.screens.isEmpty && fresh.statistics.created == 0)
        #expect(app.root.router === app.router && app.root.isRunning)
    }
}
