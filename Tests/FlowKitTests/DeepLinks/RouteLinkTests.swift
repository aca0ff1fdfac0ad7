import FlowKit
import Testing

/// Links derived from declared routes: checked in full first, applied with minimal change, read back.
@MainActor
@Suite struct RouteLinkTests {
    @Test(arguments: [
        ("test://nowhere", DeepLinkError.unknownHost(host: "nowhere")),
        ("test://cart/x", .unknownSegment(segment: "x", index: 1, flow: "Cart")),
        ("test://item", .missingParameter(segment: "item", index: 1, flow: "Shop")),
        ("test://item/many", .invalidParameter("many", index: 1, expected: "Int")),
        ("test://item/4/reviews/photos", .unknownSegment(segment: "photos", index: 3, flow: "Reviews")),
        ("test://item/4/photos/photos", .unknownSegment(segment: "photos", index: 3, flow: "Item")),
        ("test://item/4/reviews/reviews", .unknownSegment(segment: "reviews", index: 3, flow: "Reviews")),
        ("other://cart", .unknownScheme(scheme: "other", expected: "test")),
    ])
    func aLinkNoRouteTakesNamesTheBadPartAndMovesNothing(link: String, error: DeepLinkError) throws {
        let rig = LinkRig()
        try rig.links.open("test://item/4/photos")
        let before = rig.state
        #expect(throws: error) { try rig.links.open(link) }
        #expect(rig.state == before)
        #expect(rig.takeReleases() == [])
    }

    @Test func aParameterPicksTheChildAndALinkKeepsOnlyTheSameOne() throws {
        let rig = LinkRig()
        #expect(try rig.links.open("test://item/42") == .applied)
        let first = try #require(rig.app.shop?.children.first as? Item)
        #expect(first.number == 42)
        try rig.links.open("test://item/42/reviews")
        #expect(rig.app.shop?.children.first === first)
        #expect(rig.takeReleases() == [])
        try rig.links.open("test://item/7")
        #expect((rig.app.shop?.children.first as? Item)?.number == 7)
        #expect(rig.takeReleases() == ["Reviews: ancestor released", "Item: deep link"])
    }

    @Test func aScreenRouteShowsAndHidesTheFlowsOwnScreenKeepingTheFlow() throws {
        let rig = LinkRig()
        try rig.links.open("test://item/1/photos/reviews")
        let item = try #require(rig.app.shop?.children.first as? Item)
        #expect(item.navigationStack?.screens.map(\.title) == ["Item 1", "Photos", "Reviews"])
        try rig.links.open("test://item/1")
        #expect(item.navigationStack?.screens.map(\.title) == ["Item 1"])
        #expect(rig.takeReleases() == ["Reviews: deep link"])
        #expect(rig.app.shop?.children.first === item)
    }

    @Test func whenAFlowsOwnScreensChangeTheChildAboveThemStartsAgainOnTop() throws {
        let rig = LinkRig()
        try rig.links.open("test://item/1/photos/reviews")
        let item = try #require(rig.app.shop?.children.first as? Item)
        let reviews = try #require(item.children.first)
        try rig.links.open("test://item/1/reviews")
        #expect(item.navigationStack?.screens.map(\.title) == ["Item 1", "Reviews"])
        #expect(rig.takeReleases() == ["Reviews: deep link"])
        #expect(item.children.count == 1 && item.children.first !== reviews)
        try rig.links.open("test://item/1/photos/reviews")
        #expect(item.navigationStack?.screens.map(\.title) == ["Item 1", "Photos", "Reviews"])
        #expect(rig.takeReleases() == ["Reviews: deep link"])
    }

    @Test(arguments: [
        "test://cart", "test://item/3", "test://item/3/photos", "test://item/3/reviews", "test://item/3/photos/reviews",
    ])
    func theCurrentLinkIsTheOpenedOneAndOpeningItAgainChangesNothing(link: String) throws {
        let rig = LinkRig()
        try rig.links.open("test://item/9/photos/reviews")
        try rig.links.open(link)
        #expect(rig.links.current?.description == link)
        let before = rig.state
        var events = 0
        let counting = rig.window.events.sink { _ in events += 1 }
        #expect(try rig.links.open(link) == .applied)
        counting.cancel()
        #expect(events == 0)
        #expect(rig.state == before)
    }

    @Test func theCurrentLinkIsNilWhileNoRouteShows() {
        let rig = LinkRig(open: false)
        #expect(rig.links.current == nil)
        rig.app.gate?.open()
        #expect(rig.links.current == nil)  // the shop shows, but none of its routes
    }

    @Test func navigatingToARouteStartsItsChildAsALinkWould() throws {
        let rig = LinkRig()
        let shop = try #require(rig.app.shop)
        #expect(try shop.navigate(to: .item) == nil)  // a route with a parameter needs it
        #expect(try shop.navigate(to: .item, with: "x") == nil)  // of its type
        #expect(try shop.navigate(to: .cart, with: 1) == nil)  // a route without one takes none
        #expect(rig.running == ["LinkApp", "Shop"])
        let item = try #require(try shop.navigate(to: .item, with: 5) as? Item)
        #expect(item.number == 5)
        #expect(rig.links.current?.description == "test://item/5")
        #expect(try item.navigate(to: .photos) == nil)
        #expect(rig.links.current?.description == "test://item/5/photos")
    }

    @Test func aRouterWhoseRootDeclaresNoRoutesRefusesLinks() throws {
        let app = try Harness()
        let links = DeepLinks(router: app.router, scheme: "test")
        #expect(throws: DeepLinkError.noHandler) { try links.open("test://page") }
        #expect(links.current == nil)
    }
}
