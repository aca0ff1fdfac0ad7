import FlowKit
import FlowKitUIKit
import Testing
@_spi(User) import UIKit

/// A deep link of several modal levels on UIKit: the model takes it at once, `UIKitHost` presents one
/// level after the other (UIKit presents one view controller at a time), and
/// `DeepLinks.open(_:shownBy:)` returns once the last presentation's animation ended.
@MainActor
@Suite struct UIKitHostDeepLinkTests {
    @Test func linkOfThreeSheetsReturnsOnceUIKitShowsTheLast() async throws {
        let model = Window()
        let router = Router(window: model)
        let window = UIWindow(frame: .zero)
        let host = UIKitHost(window: window, model: model)
        let user = UIKitUser()
        router.start(LinkRoot())
        host.start()
        await host.waitUntilShown()
        let links = DeepLinks(router: router, scheme: "test")
        let result = try await links.open("test://sheet/sheet/sheet", shownBy: host)
        #expect(result == .applied)
        #expect(!user.isAnimating(in: window))
        #expect(
            window.hierarchyDescription == """
                Home
                  Home
                  presents Sheet
                    Sheet
                    presents Sheet
                      Sheet
                      presents Sheet
                        Sheet
                """)
        #expect(user.takeWarnings() == [])
    }
}

/// `Home` in a stack; `sheet` presents a ``LinkSheet``.
@MainActor
final class LinkRoot: BaseCoordinator<Never>, Routable {
    static let routes = Routes<LinkRoot>("root", [.sheet])
    private(set) var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let stack = try NavigationStack(root: Screen(title: "Home"))
        screen = stack
        try show(stack)
        return resultFromFinish
    }
}

extension Route<LinkRoot> {
    static var sheet: Self { .present("sheet", from: \.screen) { _ in LinkSheet() } }
}

/// Screen `Sheet`; `sheet` presents another one.
@MainActor
final class LinkSheet: BaseCoordinator<Void>, Routable {
    static let routes = Routes<LinkSheet>("sheet", [.sheet])
    private(set) var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Sheet")
        self.screen = screen
        try show(screen)
        return resultFromFinish
    }
}

extension Route<LinkSheet> {
    static var sheet: Self { .present("sheet", from: \.screen) { _ in LinkSheet() } }
}
