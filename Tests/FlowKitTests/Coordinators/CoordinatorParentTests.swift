import Testing

@testable import FlowKit

/// ``Coordinator/parent``, read from the router's records: the parent while both run, `nil` otherwise,
/// including once the router (and with it the parent) is gone.
@MainActor
@Suite struct CoordinatorParentTests {
    @Test func aRunningChildNamesItsParentAndAReleasedOneNone() throws {
        let app = try Harness()
        let a = TestCoordinator("A", screens: ["a"])
        try app.root.push(a, on: app.stack)
        let b = TestCoordinator("B", screens: [])
        try a.coordinate(to: b)
        #expect(app.root.parent == nil)
        #expect(a.parent === app.root)
        #expect(b.parent === a)
        #expect(app.root.children.map(\.name) == ["TestCoordinator"] && a.children.first === b)

        try app.stack.goBack()  // releases A, and B with it
        #expect(a.releaseReason != nil && b.releaseReason != nil)
        #expect(a.parent == nil && b.parent == nil)
        #expect(app.root.children.isEmpty && a.children.isEmpty)
    }

    @Test func aChildThatOutlivesItsRouterAndItsParentNamesNoParent() throws {
        var window: Window? = Window()
        var router: Router? = Router(window: try #require(window))
        var root: RootCoordinator? = RootCoordinator(showing: try NavigationStack(root: Screen(title: "Home")))
        try #require(router).start(try #require(root))
        let child = TestCoordinator("A", screens: [])
        try #require(root).coordinate(to: child)
        #expect(child.parent === root)

        let rootWatch = Weak(try #require(root))
        root = nil
        router = nil
        window = nil
        #expect(rootWatch.object == nil)  // the parent is gone: reading `parent` must not reach it
        #expect(child.isRunning)  // never released: its router went away first
        #expect(child.parent == nil)
    }
}
