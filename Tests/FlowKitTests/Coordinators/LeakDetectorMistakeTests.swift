import FlowKit
import Signals
import Testing

/// The two mistakes of issue 17 that went unreported: the leak detector now names the coordinator or the
/// screen and the call that fixes it, after the change that shows the mistake.
@MainActor
@Suite struct LeakDetectorMistakeTests {
    /// Started with `coordinate(to:)`, it pushes its own screen onto `stack` and never owns it.
    final class UnownedPusher: BaseCoordinator<Void> {
        private weak var stack: NavigationStack?

        init(pushingOn stack: NavigationStack) {
            self.stack = stack
        }

        override func start() throws(NavigationError) -> ResultPublisher {
            try stack?.push(Screen(title: "Pushed"))
            return resultFromFinish
        }
    }

    /// The same child done right: it owns the screen before pushing it.
    final class OwningPusher: BaseCoordinator<Void> {
        private weak var stack: NavigationStack?

        init(pushingOn stack: NavigationStack) {
            self.stack = stack
        }

        override func start() throws(NavigationError) -> ResultPublisher {
            let screen = Screen(title: "Pushed")
            own(screen)
            try stack?.push(screen)
            return resultFromFinish
        }
    }

    /// Shows Form; `save()` replaces the flow's screens with `setScreens([root, result])`, owning Result
    /// only when `owning` is set.
    final class Replacer: BaseCoordinator<String> {
        let owning: Bool

        init(owning: Bool) {
            self.owning = owning
        }

        override func start() throws(NavigationError) -> ResultPublisher {
            try show(Screen(title: "Form"))
            return resultFromFinish
        }

        func save() throws(NavigationError) {
            guard let stack = navigationStack, let root = stack.rootScreen else { return }
            let result = Screen(title: "Result")
            if owning { anchor(to: result) }
            try stack.setScreens([root, result])
        }
    }

    let app: Harness
    let detector: LeakDetector
    let log = Log()
    let watch: AnyCancellable

    init() throws {
        app = try Harness()
        detector = LeakDetector(router: app.router)
        watch = detector.reports.sink { [log] report in log.append("\(report)") }
    }

    @Test func aChildThatPushesAScreenItNeverOwnsIsReportedWhenShownAndAfterTheUserPopsIt() throws {
        try app.root.coordinate(to: UnownedPusher(pushingOn: app.stack))
        #expect(
            log.take() == [
                """
                orphan RootCoordinator#1 > UnownedPusher#2 owns no screen: own(_:) the screens it pushes or presents \
                itself (or anchor(to:) its key screen)
                unowned screen "Pushed": own(_:) it (or anchor(to:) it) in the coordinator that shows it, before \
                the change that shows it
                """
            ])
        try app.stack.goBack()
        #expect(
            log.take() == [
                """
                orphan RootCoordinator#1 > UnownedPusher#2 owns no screen: own(_:) the screens it pushes or presents \
                itself (or anchor(to:) its key screen)
                """
            ])
        // The mistake: nothing tells the router the flow is over.
        #expect(app.router.runningCoordinators.map(\.name) == ["RootCoordinator", "UnownedPusher"])
        #expect(detector.check().orphans.map(\.name) == ["UnownedPusher"])
    }

    @Test func theSameChildOwningItsScreenIsReleasedByTheBackButtonAndNothingIsReported() throws {
        try app.root.coordinate(to: OwningPusher(pushingOn: app.stack))
        try app.stack.goBack()
        #expect(app.releases.entries == ["OwningPusher: screens removed (back)"])
        #expect(log.entries.isEmpty)
        #expect(detector.check().isClean)
    }

    @Test func aScreenGivenToSetScreensWithoutAnOwnerIsReportedAndTheFlowIsReleased() throws {
        let replacer = Replacer(owning: false)
        try app.root.push(replacer, on: app.stack)
        try replacer.save()
        #expect(app.releases.entries == ["Replacer: screens removed (set-screens)"])
        #expect(
            log.take() == [
                """
                unowned screen "Result": own(_:) it (or anchor(to:) it) in the coordinator that shows it, before \
                the change that shows it
                """
            ])
        #expect(detector.check().unownedScreens == ["Result"])
    }

    @Test func anchoringTheNewScreenBeforeSetScreensKeepsTheFlowAndReportsNothing() throws {
        let replacer = Replacer(owning: true)
        try app.root.push(replacer, on: app.stack)
        try replacer.save()
        #expect(app.releases.entries.isEmpty)
        #expect(titles(app.stack.screens) == ["Home", "Result"])
        #expect(log.entries.isEmpty)
        try app.stack.goBack()
        #expect(app.releases.entries == ["Replacer: screens removed (back)"])
        #expect(detector.check().isClean)
    }
}
