import Signals
import Testing

@testable import FlowKit

@MainActor
@Suite struct DiagnosticsTests {
    func sampleApp() throws -> Harness {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1", "a2"])
        try app.present("M", screens: ["m1"], by: a, from: a.screens[0])
        return app
    }

    @Test func theTreeDumpsAsText() throws {
        let app = try sampleApp()
        #expect(
            app.router.tree?.textDump == """
                RootCoordinator#1 [Home, Home]
                  TestCoordinator#2 [a1, a2]
                    TestCoordinator#3 [m1, m1]
                """)
        #expect(
            app.router.tree?.allNodes.map(\.label) == ["RootCoordinator#1", "TestCoordinator#2", "TestCoordinator#3"])
    }

    @Test func theTreeRendersAsMermaidAndDot() throws {
        let app = try sampleApp()
        #expect(
            app.router.tree?.mermaid == """
                graph TD
                    c1["RootCoordinator#1<br/>Home, Home"]
                    c2["TestCoordinator#2<br/>a1, a2"]
                    c3["TestCoordinator#3<br/>m1, m1"]
                    c1 --> c2
                    c2 --> c3
                """)
        #expect(
            app.router.tree?.dot == """
                digraph Coordinators {
                    node [shape=box];
                    c1 [label="RootCoordinator#1\\nHome, Home"];
                    c2 [label="TestCoordinator#2\\na1, a2"];
                    c3 [label="TestCoordinator#3\\nm1, m1"];
                    c1 -> c2;
                    c2 -> c3;
                }
                """)
    }

    @Test func theLeakDetectorReportsACoordinatorWhoseScreensNeverReachedTheWindowWithItsPath() throws {
        let app = try Harness()
        let detector = LeakDetector(router: app.router)
        var reports: [LeakReport] = []
        let watch = detector.reports.sink { reports.append($0) }
        let a = try app.push("A", screens: ["a1"])
        let detached = NavigationStack(title: "Nowhere")
        try app.push("Lost", screens: ["lost"], by: a, on: detached)
        #expect(reports.isEmpty)  // no navigation change yet: nothing checked
        try app.stack.push(Screen(title: "Unrelated"))
        #expect(reports.count == 1)
        #expect(
            reports.first?.orphans == [
                LeakReport.Orphan(
                    name: "TestCoordinator", id: 3,
                    path: ["RootCoordinator#1", "TestCoordinator#2", "TestCoordinator#3"],
                    screens: ["lost"])
            ])
        #expect(reports.first?.eventSequence == 3)
        #expect(
            reports.first?.description == """
                orphan RootCoordinator#1 > TestCoordinator#2 > TestCoordinator#3 screens: ["lost"], none in the \
                window: show them in a stack or a modal that is (push(_:on:), present(_:from:)), or end() the \
                coordinator
                unowned screen "Unrelated": own(_:) it (or anchor(to:) it) in the coordinator that shows it, before \
                the change that shows it
                """)
        #expect(detector.check().orphans.count == 1)
        _ = watch
    }

    @Test func theLeakDetectorReportsScreensLeftBehindByAReleasedCoordinator() throws {
        let stack = NavigationStack(title: "Tab")
        let app = try Harness(rootScreen: TabBar(tabs: [stack]))
        let detector = LeakDetector(router: app.router)
        let a = try app.push("A", screens: ["a1"], on: stack)
        a.emit("done")  // a1 is the root of a tab's stack: the router cannot pop it
        #expect(titles(stack.screens) == ["a1"])
        #expect(detector.check().strandedScreens == ["a1 (TestCoordinator)"])
        #expect(detector.check().description == "stranded screen a1 (TestCoordinator)")
    }

    @Test func aCorrectAppReportsNoLeaks() throws {
        let app = try sampleApp()
        let detector = LeakDetector(router: app.router)
        var reports: [LeakReport] = []
        let watch = detector.reports.sink { reports.append($0) }
        try app.window.topModal!.beginSwipeDown().finish()
        try app.stack.goBack()
        _ = watch
        #expect(detector.check().isClean && reports.isEmpty)
        #expect(detector.check().description == "no leaks")
    }
}
