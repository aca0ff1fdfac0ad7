@testable import DemoApp
@testable import FlowKit
@testable import FlowKitScript

/// A tiny stand-in app for testing the terminal front ends without running FlowKit's router.
///
/// Splash for 1 second, then two tabs, `Home` and `Other`, each a stack. `Push` pushes a `Detail`
/// (a `DetailCoordinator`), `Present` presents a `Sheet` stack (a `SheetCoordinator`) whose `Done`
/// dismisses it. Every gesture is recorded, as is every advance of time.
@MainActor
final class FakeDriver: DemoDriver {
    private(set) var performed: [DemoGesture] = []
    private(set) var advanced: [Double] = []
    /// When set, ``perform(_:)`` throws it instead of acting.
    var refusal: DemoDriverError?
    /// Reported as ``DemoSnapshot/leaks``.
    var leaks: [String] = []

    private var time = 0.0
    private var tabs: [[String]]? = nil
    private var selected = 0
    private var modals: [[String]] = []
    private var created = 2
    private var released = 0

    init(startOnTabs: Bool = false) {
        if startOnTabs { showTabs() }
    }

    func perform(_ gesture: DemoGesture) throws {
        performed.append(gesture)
        if let refusal { throw refusal }
        switch gesture {
        case .tap("Push"): modifyTopStack { $0.append("Detail") }
        case .tap("Present"):
            modals.append(["Sheet"])
            created += 1
        case .tap("Done"), .swipeDown(cancelled: false): dismissTop()
        case .back, .swipeBack(cancelled: false): modifyTopStack { $0.removeLast() }
        case .backTo(let levels): modifyTopStack { $0.removeLast(levels) }
        case .tab(let title):
            let index = ["Home", "Other"].firstIndex(of: title)!
            if index == selected { tabs![index] = [tabs![index][0]] }
            selected = index
        default: break
        }
    }

    func advance(seconds: Double) {
        advanced.append(seconds)
        time += seconds
        if time >= 1, tabs == nil { showTabs() }
    }

    func snapshot() -> DemoSnapshot {
        let screens = { (titles: [String]) in titles.map { DemoScreen(title: $0, buttons: Self.buttons[$0] ?? []) } }
        let root: DemoContainer
        var children: [CoordinatorNode]
        if let tabs {
            root = .tabs(
                [
                    DemoTab(title: "Home", content: .stack(screens(tabs[0]))),
                    DemoTab(title: "Other", content: .stack(screens(tabs[1]))),
                ], selected: selected)
            let details = tabs[0].dropFirst().map { _ in
                CoordinatorNode(type: "DetailCoordinator", screens: ["Detail"])
            }
            children = [CoordinatorNode(type: "TabsCoordinator", screens: ["Home", "Other"], children: details)]
        } else {
            root = .screen(DemoScreen(title: "Splash", lines: ["Loading..."]))
            children = [CoordinatorNode(type: "SplashCoordinator", screens: ["Splash"])]
        }
        children += modals.map { _ in CoordinatorNode(type: "SheetCoordinator", screens: ["Sheet"]) }
        return DemoSnapshot(
            root: root, modals: modals.map { .stack(screens($0)) },
            coordinators: [CoordinatorNode(type: "AppCoordinator", children: children)],
            created: created, released: released, leaks: leaks)
    }

    /// A fixed text naming the format; the real graphs come from FlowKit (see `AppFlowTests`).
    func graph(_ format: GraphFormat) -> String {
        "fake \(format.rawValue) graph\n"
    }

    private static let buttons = [
        "Home": ["Push", "Present"], "Detail": ["Push"], "Sheet": ["Done", "Present"], "Other": [],
    ]

    private func showTabs() {
        tabs = [["Home"], ["Other"]]
        created += 1
        released += 1
    }

    private func dismissTop() {
        modals.removeLast()
        released += 1
    }

    private func modifyTopStack(_ change: (inout [String]) -> Void) {
        if !modals.isEmpty {
            change(&modals[modals.count - 1])
        } else {
            let before = tabs![selected].count
            change(&tabs![selected])
            let delta = tabs![selected].count - before
            if delta > 0 { created += delta } else { released -= delta }
        }
    }
}

/// Collects what a ``DemoConsole`` writes.
@MainActor
final class CapturedConsole {
    var output = ""
    var errors = ""

    func console(color: Bool = false) -> DemoConsole {
        DemoConsole(write: { self.output += $0 }, writeError: { self.errors += $0 }, color: color)
    }

    var outputLines: [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
