import Signals
import Testing

@testable import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite struct RandomNavigationTests {
    /// The fixed seed; set `FLOWKIT_RANDOM_SEED` to replay or explore another one.
    static let seed: UInt64 = {
        if let text = getenv("FLOWKIT_RANDOM_SEED"), let value = UInt64(String(cString: text)) { return value }
        return 0x5EED_F10E_2026
    }()
    static let steps = 10_000

    @Test func tenThousandRandomStepsKeepCoordinatorsAndScreensInStep() throws {
        var random = SplitMix64(seed: Self.seed)
        let registry = RandomApp.Registry()
        let window = Window()
        let router = Router(window: window)
        let detector = LeakDetector(router: router)
        var leakReports: [String] = []
        let watch = detector.reports.sink { report in
            // The walk's set-screens puts in screens titled Plain that no coordinator owns, on purpose.
            var report = report
            report.unownedScreens.removeAll { $0 == "Plain" }
            if !report.isClean { leakReports.append(report.description) }
        }
        let root = RandomApp.Root(registry: registry)
        try router.start(root)
        var gesture: InteractiveGesture?
        var history: [String] = []
        var counts: [String: Int] = [:]

        for step in 0..<Self.steps {
            let action = perform(random: &random, window: window, router: router, root: root, gesture: &gesture)
            history.append(action)
            counts[action.split(separator: " ").first.map(String.init) ?? action, default: 0] += 1
            let problems =
                check(window: window, router: router, registry: registry, gesturePending: gesture != nil)
                + leakReports
            leakReports = []
            if !problems.isEmpty {
                Issue.record(
                    """
                    seed \(Self.seed) step \(step): \(problems.joined(separator: "; "))
                    last actions: \(history.suffix(12).joined(separator: " | "))
                    hierarchy:
                    \(window.hierarchyDescription)
                    coordinators:
                    \(router.tree?.textDump ?? "none")
                    """)
                break
            }
        }
        // Every kind of action ran many times, so the walk really covered the paths.
        for kind in ["tap", "tap-hidden", "back", "swipe-back", "finish", "cancel", "pop-to-root", "long-press"] {
            #expect(counts[kind, default: 0] > 100, "\(kind) ran \(counts[kind, default: 0]) times")
        }
        for kind in ["set-screens", "swipe-down", "dismiss", "tab", "logout", "refuse-swipe-down"] {
            #expect(counts[kind, default: 0] > 50, "\(kind) ran \(counts[kind, default: 0]) times")
        }
        #expect(router.statistics.released > 1_000)
        _ = watch
    }

    /// Performs one random gesture or call and names it.
    private func perform(
        random: inout SplitMix64, window: Window, router: Router, root: RandomApp.Root,
        gesture: inout InteractiveGesture?
    ) -> String {
        if let pending = gesture {
            if random.below(3) > 0 {
                gesture = nil
                if random.below(2) == 0 {
                    pending.cancel()
                    return "cancel \(pending.kind)"
                }
                try? pending.finish()
                return "finish \(pending.kind) (\(pending.state))"
            }
            if pending.state != .inProgress { gesture = nil }
        }
        let stack = window.topNavigationStack
        switch random.below(20) {
        case 0..<6:
            guard let screen = window.topScreen, let label = random.pick(screen.buttonLabels) else { return "none" }
            try? screen.tap(label)
            return "tap \(label) on \(screen.title)"
        case 6:
            guard let screen = random.pick(window.screens), let label = random.pick(screen.buttonLabels) else {
                return "none"
            }
            try? screen.tap(label)
            return "tap-hidden \(label) on \(screen.title)"
        case 7, 8:
            try? stack?.goBack()
            return "back"
        case 9:
            guard gesture == nil, let swipe = try? stack?.beginSwipeBack() else { return "swipe-back refused" }
            gesture = swipe
            return "swipe-back begin"
        case 10:
            _ = try? stack?.popToRoot()
            return "pop-to-root"
        case 11:
            guard let stack, stack.screens.count > 1 else { return "none" }
            let levels = 1 + random.below(stack.screens.count - 1)
            try? stack.longPressBack(levels: levels)
            return "long-press \(levels)"
        case 12:
            guard let stack, let first = stack.screens.first else { return "none" }
            var kept = [first] + stack.screens.dropFirst().filter { _ in random.below(2) == 0 }
            if random.below(3) == 0 { kept.append(Screen(title: "Plain")) }
            try? stack.setScreens(kept)
            return "set-screens \(kept.count)"
        case 13, 14:
            guard let modal = window.topModal else { return "none" }
            if random.below(5) == 0, let visible = random.pick(modal.visiblePath) {
                visible.isModalInPresentation.toggle()
            }
            guard gesture == nil else { return "none" }
            do {
                gesture = try modal.beginSwipeDown()
                return "swipe-down begin"
            } catch {
                return "refuse-swipe-down"
            }
        case 15:
            guard let screen = random.pick(window.screens) else { return "none" }
            try? screen.dismiss()
            return "dismiss from \(screen.title)"
        case 16, 17:
            guard let tabBar = window.screens.first(where: { $0 is TabBar }) as? TabBar else { return "none" }
            let index = random.below(tabBar.tabs.count)
            try? tabBar.tapTab(index)
            return "tab \(index)"
        case 18:
            guard random.below(4) == 0 else { return "none" }
            root.showTabs()
            return "logout"
        default:
            let candidates = router.runningCoordinators.compactMap { $0 as? RandomApp.Node }.filter { !$0.isTabRoot }
            guard let node = random.pick(candidates), let screen = node.screens.first else { return "none" }
            try? screen.tap(random.below(2) == 0 ? "Done" : "Complete")
            return "tap-hidden finish \(screen.title)"
        }
    }

    /// The invariants after every step; returns what is wrong.
    private func check(window: Window, router: Router, registry: RandomApp.Registry, gesturePending: Bool)
        -> [String]
    {
        var problems: [String] = []
        let running = router.runningCoordinators
        let runningIDs = Set(running.map(ObjectIdentifier.init))
        // Each running coordinator (but the root) has a screen of its flow in the window (anchored: its
        // anchor), and nothing else runs.
        func flowInWindow(_ coordinator: Coordinator) -> Bool {
            if coordinator.anchor != nil { return coordinator.anchor?.window === window }
            return coordinator.screens.contains { $0.window === window }
                || coordinator.children.contains(where: flowInWindow)
        }
        for coordinator in running where coordinator !== router.root && !flowInWindow(coordinator) {
            problems.append("\(coordinator.name)#\(coordinator.id) runs without screens in the window")
        }
        // Every screen in the window that belongs to a coordinator belongs to a running one.
        for screen in window.screens {
            if let owner = router.owner(of: screen), !runningIDs.contains(ObjectIdentifier(owner)) {
                problems.append("\(screen) belongs to released \(owner.name)#\(owner.id)")
            }
        }
        // Released coordinators and screens out of the window are deinitialised.
        for coordinator in router.lingeringCoordinators {
            problems.append("released \(coordinator.name)#\(coordinator.id) still in memory")
        }
        registry.screens.removeAll { $0.object == nil }
        for entry in registry.screens {
            if let screen = entry.object, screen.window == nil {
                problems.append("\(screen) left the window but is still in memory")
            }
        }
        let statistics = router.statistics
        if statistics.running != running.count {
            problems.append("statistics say \(statistics.running) running, the tree has \(running.count)")
        }
        if !gesturePending {
            let visible = Set(window.visibleScreens.map(ObjectIdentifier.init))
            for screen in window.screens {
                let expected: Screen.Appearance = visible.contains(ObjectIdentifier(screen)) ? .visible : .hidden
                if screen.appearance != expected { problems.append("\(screen) is \(screen.appearance)") }
            }
        }
        return problems
    }
}
