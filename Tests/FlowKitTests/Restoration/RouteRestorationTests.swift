import FlowKit
import Testing

/// Snapshots derived from declared routes: saved values and route parameters come back; a snapshot the
/// routes cannot hold is refused before anything starts; a flow's own refusal leaves what is documented.
@MainActor
@Suite struct RouteRestorationTests {
    /// A fresh router and window restored from `snapshot`.
    private func restored(_ snapshot: NavigationSnapshot) throws -> (Router, Window) {
        let window = Window()
        let router = Router(window: window)
        try router.restore(snapshot, root: LinkApp(restoring: snapshot.root))
        return (router, window)
    }

    @Test func parametersScreensAndSavedValuesComeBack() throws {
        let rig = LinkRig()
        try rig.links.open("test://item/42/photos/reviews")
        rig.app.shop?.visits = 3
        let snapshot = try rig.router.snapshot()
        let item = snapshot.root.children[0].children[0]
        #expect(snapshot.root.children[0].state == ["visits": "3"])
        #expect(item.kind == "item" && item.parameter == "42" && item.screens == ["photos"])
        let (router, window) = try restored(snapshot)
        #expect(window.hierarchyDescription == rig.window.hierarchyDescription)
        #expect(router.runningCoordinators.map(\.name) == rig.running)
        #expect(try router.snapshot() == snapshot)
        #expect((router.runningCoordinators[1] as? Shop)?.visits == 3)
        #expect(DeepLinks(router: router, scheme: "test").current?.description == "test://item/42/photos/reviews")
    }

    @Test func theGateRestoresAsTheRootsFirstChild() throws {
        let rig = LinkRig(open: false)
        let (router, window) = try restored(try rig.router.snapshot())
        #expect(window.topScreen?.title == "Gate")
        #expect(router.runningCoordinators.map(\.name) == ["LinkApp", "Gate"])
    }

    /// A snapshot of the shop with item 42 and its reviews, to break in each case.
    private static func snapshot(_ edit: (inout CoordinatorSnapshot) -> Void) throws -> NavigationSnapshot {
        let rig = LinkRig()
        try rig.links.open("test://item/42/reviews")
        var snapshot = try rig.router.snapshot()
        edit(&snapshot.root)
        return snapshot
    }

    @Test func eachSnapshotTheRoutesCannotHoldIsRefusedBeforeAnythingStarts() throws {
        let cases: [(NavigationSnapshot, RestorationError)] = [
            (
                try Self.snapshot { $0.children[0].children[0].parameter = "x" },
                .corrupt("item.parameter is \"x\" (expected Int)")
            ),
            (
                try Self.snapshot { $0.children[0].children[0].parameter = nil },
                .corrupt("item.parameter is missing (expected Int)")
            ),
            (
                try Self.snapshot { $0.children[0].state["visits"] = "-1" },
                .corrupt("shop.visits is \"-1\" (expected 0...\(Int.max))")
            ),
            (
                try Self.snapshot { $0.children[0].children[0].children[0].kind = "photos" },
                .unknownRoute(kind: "photos", parent: "item")
            ),
            (
                try Self.snapshot { $0.children[0].children.append(CoordinatorSnapshot(kind: "cart")) },
                .corrupt("shop has 2 children (at most 1)")
            ),
            (
                try Self.snapshot {
                    $0.children[0].children[0].children[0].children = [CoordinatorSnapshot(kind: "cart")]
                }, .unknownRoute(kind: "cart", parent: "reviews")
            ),
            (try Self.snapshot { $0.children = [] }, .corrupt("app runs 0 flows (expected 1)")),
            (try Self.snapshot { $0.kind = "shop" }, .unknownRoute(kind: "shop", parent: nil)),
            (
                try Self.snapshot { $0.children[0].children[0].screens = ["reviews"] },
                .corrupt("item.screens is [\"reviews\"] (expected some of [\"photos\"], in order)")
            ),
        ]
        for (snapshot, error) in cases {
            let window = Window()
            let router = Router(window: window)
            #expect(throws: error) { try router.restore(snapshot, root: LinkApp(restoring: snapshot.root)) }
            #expect(router.root == nil)
            #expect(window.layers.isEmpty)
        }
    }

    @Test func aRouterThatRunsARootOrARootThatRanIsRefusedWithTheRoutersReasonChangingNothing() throws {
        let rig = LinkRig()
        let snapshot = try rig.router.snapshot()
        let before = rig.window.hierarchyDescription
        let fresh = LinkApp(restoring: snapshot.root)
        #expect(throws: RestorationError.corrupt("the router already runs LinkApp")) {
            try rig.router.restore(snapshot, root: fresh)
        }
        #expect(!fresh.isRunning && rig.window.hierarchyDescription == before)

        let router = Router(window: Window())
        #expect(throws: RestorationError.corrupt("LinkApp was already started")) {
            try router.restore(snapshot, root: rig.app)
        }
        #expect(router.root == nil && router.window.layers.isEmpty && rig.app.router === rig.router)
    }

    @Test func aRunningCoordinatorThatDeclaresNoRoutesCannotBeSaved() throws {
        let rig = LinkRig()
        let shop = try #require(rig.app.shop)
        try shop.present(TestCoordinator("Plain", screens: ["Plain"]), from: try #require(shop.screen))
        #expect(throws: RestorationError.notRoutable(coordinator: "TestCoordinator")) { try rig.router.snapshot() }
    }

    @Test func aTreeItsRoutesCouldNotRestoreIsRefusedWhenSaved() throws {
        let rig = LinkRig()
        try rig.links.open("test://item/1")
        let item = try #require(rig.app.shop?.children.first as? Item)
        try item.navigate(to: .photos)
        // Two children of Item at once, which no link shows and no restore rebuilds.
        _ = try item.present(Cart(), from: try #require(item.screens.last))
        try item.push(Reviews(), on: try #require(item.navigationStack))
        #expect(throws: RestorationError.corrupt("item has 2 children (at most 1)")) { try rig.router.snapshot() }
    }

    @Test func aFlowThatRefusesAStepLeavesWhatWasRestoredBeforeIt() throws {
        var snapshot = try Self.snapshot { _ in }
        snapshot.root.children[0].children = [
            CoordinatorSnapshot(kind: "broken", children: [CoordinatorSnapshot(kind: "cart")])
        ]
        let window = Window()
        let router = Router(window: window)
        #expect(throws: RestorationError.interrupted(kind: "cart", .notInWindow(screen: "Broken's screen"))) {
            try router.restore(snapshot, root: LinkApp(restoring: snapshot.root))
        }
        #expect(router.runningCoordinators.map(\.name) == ["LinkApp", "Shop", "Broken"])
        #expect(router.statistics.released == 0)
        #expect(window.topScreen?.title == "Broken")
    }
}
