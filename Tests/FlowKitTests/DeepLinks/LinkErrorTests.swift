import FlowKit
import Testing

/// What a valid link that cannot be shown leaves: nothing, when the running coordinators refuse it
/// (`navigationFailed`); exactly the steps before a flow's own refusal (`interrupted`).
@MainActor
@Suite struct LinkErrorTests {
    @Test func aModalTheLinkWouldNotReleaseRefusesItBeforeAnythingMoves() throws {
        let rig = LinkRig()
        try rig.links.open("test://item/1/reviews")
        _ = rig.takeReleases()
        // App code presents a screen no coordinator owns, over the item's stack.
        let reviews = try #require(rig.router.runningCoordinators.last)
        try #require(reviews.screens.first).present(Screen(title: "Alert"))
        let before = rig.state
        // Sharing would release Reviews, then present from Item's screen, which the alert covers.
        #expect(throws: DeepLinkError.navigationFailed(.alreadyPresenting(presenter: "Item 1", presented: "Alert"))) {
            try rig.links.open("test://item/1/share")
        }
        #expect(rig.state == before)
        #expect(rig.takeReleases() == [])
        #expect(rig.running == ["LinkApp", "Shop", "Item", "Reviews"])
    }

    @Test func aFlowThatRefusesAStepLeavesExactlyTheStepsBeforeIt() throws {
        let rig = LinkRig()
        try rig.links.open("test://item/1")
        _ = rig.takeReleases()
        let error = DeepLinkError.interrupted(
            .notInWindow(screen: "Broken's screen"), shown: try DeepLink(parsing: "test://broken"))
        #expect(throws: error) { try rig.links.open("test://broken/next") }
        // Released for the link: the item. Started before the failing step: Broken, which runs and shows.
        #expect(rig.takeReleases() == ["Item: deep link"])
        #expect(rig.running == ["LinkApp", "Shop", "Broken"])
        #expect(rig.window.topScreen?.title == "Broken")
        #expect(rig.links.current?.description == "test://broken")
        #expect(rig.links.pending == nil)
    }
}
