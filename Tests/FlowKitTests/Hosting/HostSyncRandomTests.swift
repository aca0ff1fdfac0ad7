import FlowKit
import Testing

/// User actions on the simulated UIKit side mixed with coordinator-driven changes, at random: after every
/// step (once the host's transitions ended) the host and the model show the same tree.
@MainActor
@Suite struct HostSyncRandomTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func hostAndModelStayTheSameTree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let rig = try HostRig.withTabs()
        rig.uikit.completesAtOnce = false
        var serial = 0
        var causes = Set<String>()
        for step in 0..<400 {
            serial += 1
            try randomStep(rig, &random, serial: serial)
            while rig.uikit.isAnimating { rig.uikit.completeTransition() }
            #expect(!rig.sync.isBusy, "seed \(seed) step \(step)")
            #expect(rig.refusals == [], "seed \(seed) step \(step)")
            #expect(rig.uikit.tree == modelTree(rig.window), "seed \(seed) step \(step)")
            if rig.uikit.tree != modelTree(rig.window) { return }
            causes.formUnion(rig.takeEvents().map { String($0.prefix { $0 != " " }) })
        }
        // The run went through every user path (and coordinator-driven ones).
        let userCauses: Set = ["back", "swipe-back", "long-press-back", "set-screens", "swipe-down", "select-tab"]
        #expect(causes.isSuperset(of: userCauses.union(["push", "present", "dismiss"])), "\(causes.sorted())")
    }

    /// One action: a coordinator change (push, present, finish, tab selection) or a user action on the
    /// host (back, swipe-back, long-press back, app's setViewControllers, swipe-down, tab tap).
    private func randomStep(_ rig: HostRig, _ random: inout SplitMix64, serial: Int) throws {
        let window = rig.window
        let stack = try #require(window.topNavigationStack)
        let shown = rig.uikit.screens(of: stack)
        let label = "C\(serial)"
        switch random.below(11) {
        case 0, 1:
            let titles = (1...(1 + random.below(2))).map { "\(label)-\($0)" }
            try rig.harness.push(label, screens: titles, on: stack)
        case 2:
            try rig.harness.present(label, screens: ["\(label)-1"], from: try #require(window.topScreen))
        case 3:
            let running = rig.harness.router.runningCoordinators.compactMap { $0 as? TestCoordinator }
            random.pick(running)?.emit("done")
        case 4:
            if shown.count > 1 { rig.uikit.tapBack(stack) }
        case 5:
            if shown.count > 1 { rig.uikit.swipeBack(stack, completes: random.below(2) == 0) }
        case 6:
            if shown.count > 2 { rig.uikit.longPressBack(stack, levels: 1 + random.below(shown.count - 1)) }
        case 7:
            if shown.count > 2 {
                var screens = shown
                screens.remove(at: 1 + random.below(shown.count - 2))
                rig.uikit.appSetViewControllers(stack, screens)
            }
        case 8:
            if let modal = window.topModal { rig.uikit.swipeDown(modal, completes: random.below(2) == 0) }
        case 9:
            if window.topModal == nil { rig.uikit.tapTab(random.below(2), of: rig.tabBar) }
        default:
            try rig.tabBar.select(random.below(2))
        }
    }
}
