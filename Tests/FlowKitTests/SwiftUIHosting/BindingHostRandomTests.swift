import FlowKit
import Testing

/// Binding writes as SwiftUI makes them mixed with coordinator changes, at random, several coordinator
/// changes at once now and then (so that several modal levels change together): once SwiftUI's animations
/// ended, both sides show the same tree, and SwiftUI was never asked to do what it cannot.
@MainActor
@Suite struct BindingHostRandomTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func bindingsAndModelStayTheSameTree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let rig = try SwiftUIRig.withTabs()
        var serial = 0
        var causes = Set<String>()
        for step in 0..<400 {
            let changes = random.below(3) == 0 ? 3 : 1
            for _ in 0..<changes {
                serial += 1
                try randomStep(rig, &random, serial: serial, userMayAct: changes == 1)
            }
            rig.swiftUI.finishAnimations()
            #expect(rig.host.synchronizer.isShown, "seed \(seed) step \(step)")
            #expect(rig.refusals == [], "seed \(seed) step \(step)")
            #expect(rig.swiftUI.violations == [], "seed \(seed) step \(step)")
            #expect(rig.swiftUI.tree == modelTree(rig.window), "seed \(seed) step \(step)")
            if rig.swiftUI.tree != modelTree(rig.window) || !rig.swiftUI.violations.isEmpty { return }
            causes.formUnion(rig.takeEvents().map { String($0.prefix { $0 != " " }) })
        }
        let userCauses: Set = ["back", "long-press-back", "set-screens", "swipe-down", "select-tab", "tab-reselected"]
        #expect(causes.isSuperset(of: userCauses.union(["push", "present", "dismiss"])), "\(causes.sorted())")
    }

    /// One action: a coordinator change (push, present, finish, tab selection) or, when `userMayAct`, a
    /// binding write (back, swipe-back, long-press back, a link, swipe-down, tab tap).
    private func randomStep(_ rig: SwiftUIRig, _ random: inout SplitMix64, serial: Int, userMayAct: Bool) throws {
        let window = rig.window
        let stack = try #require(window.topNavigationStack)
        let path = rig.host.path(of: stack)
        let swiftUI = rig.swiftUI
        let label = "C\(serial)"
        let choice = userMayAct ? random.below(11) : [0, 1, 2, 3, 10][random.below(5)]
        switch choice {
        case 0, 1:
            let titles = (1...(1 + random.below(2))).map { "\(label)-\($0)" }
            try rig.harness.push(label, screens: titles, on: stack)
        case 2:
            try rig.harness.present(label, screens: ["\(label)-1"], from: try #require(window.topScreen))
        case 3:
            let running = rig.harness.router.runningCoordinators.compactMap { $0 as? TestCoordinator }
            random.pick(running)?.emit("done")
        case 4:
            if !path.isEmpty { swiftUI.tapBack(stack) }
        case 5:
            if !path.isEmpty { swiftUI.swipeBack(stack, completes: random.below(2) == 0) }
        case 6:
            if path.count > 1 { swiftUI.longPressBack(stack, levels: 1 + random.below(path.count)) }
        case 7:
            swiftUI.tapLink(to: Screen(title: "\(label)-link"), in: stack)
        case 8:
            if let modal = window.topModal { swiftUI.swipeDown(modal, completes: random.below(2) == 0) }
        case 9:
            if window.topModal == nil { swiftUI.tapTab(random.below(2), of: rig.tabBar) }
        default:
            try rig.tabBar.select(random.below(2))
        }
    }
}
