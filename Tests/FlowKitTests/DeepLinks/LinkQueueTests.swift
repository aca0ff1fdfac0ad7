import FlowKit
import Testing

/// A link opened while the flow that takes links does not run yet waits, then shows itself, or is dropped
/// with a reason.
@MainActor
@Suite struct LinkQueueTests {
    @Test func aQueuedLinkShowsItselfOnceItsFlowRunsWithNoCallFromTheApp() throws {
        let rig = LinkRig(open: false)
        #expect(try rig.links.open("test://item/3/photos") == .queued)
        #expect(rig.links.pending?.description == "test://item/3/photos")
        #expect(rig.window.topScreen?.title == "Gate")
        #expect(rig.running == ["LinkApp", "Gate"])
        rig.app.gate?.open()
        #expect(rig.links.pending == nil)
        #expect(rig.links.current?.description == "test://item/3/photos")
        #expect(rig.running == ["LinkApp", "Shop", "Item"])
        #expect(rig.dropped == [])
        #expect(rig.app.failures == [])
    }

    @Test func aNewerLinkReplacesTheQueuedOne() throws {
        let rig = LinkRig(open: false)
        try rig.links.open("test://cart")
        try rig.links.open("test://item/1")
        rig.app.gate?.open()
        let cart = try DeepLink(parsing: "test://cart")
        let item = try DeepLink(parsing: "test://item/1")
        #expect(rig.dropped == [DroppedDeepLink(link: cart, reason: .replaced(by: item))])
        #expect(rig.links.current == item)
    }

    @Test func theSameLinkQueuedTwiceIsNotDropped() throws {
        let rig = LinkRig(open: false)
        try rig.links.open("test://cart")
        try rig.links.open("test://cart")
        rig.app.gate?.open()
        #expect(rig.dropped == [])
        #expect(rig.links.current?.description == "test://cart")
    }

    @Test func aQueuedLinkIsDroppedWhenWhatItWaitsBehindEndsWithoutFinishing() throws {
        let rig = LinkRig(open: false)
        try rig.links.open("test://cart")
        rig.app.gate?.close()
        let link = try DeepLink(parsing: "test://cart")
        #expect(
            rig.dropped == [
                DroppedDeepLink(
                    link: link, reason: .targetReleased(coordinator: "Gate", reason: .completedWithoutResult))
            ])
        #expect(rig.links.pending == nil)
        #expect(rig.running == ["LinkApp", "Shop"])  // the app went on; the link did not
    }

    @Test func aQueuedLinkThatFailsOnceItsFlowRunsIsDroppedWithTheError() throws {
        let rig = LinkRig(open: false)
        try rig.links.open("test://broken/next")
        rig.app.gate?.open()
        let link = try DeepLink(parsing: "test://broken/next")
        let shown = try DeepLink(parsing: "test://broken")
        let error = DeepLinkError.interrupted(.notInWindow(screen: "Broken's screen"), shown: shown)
        #expect(rig.dropped == [DroppedDeepLink(link: link, reason: .failed(error))])
        #expect(rig.links.pending == nil)
    }

    @Test func aLinkShownAtOnceReplacesAQueuedOne() throws {
        let rig = LinkRig(open: false)
        try rig.links.open("test://cart")
        // The app shows the shop itself, with no navigation change the queue would see.
        rig.app.gate?.open()
        #expect(rig.links.current?.description == "test://cart")
        try rig.links.open("test://item/2")
        #expect(rig.dropped == [])
        #expect(rig.links.current?.description == "test://item/2")
    }
}
