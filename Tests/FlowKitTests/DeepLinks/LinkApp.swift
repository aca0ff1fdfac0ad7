import FlowKit
import Signals

/// A small app declared with routes, `test://` links:
///
/// - the root runs a ``Gate`` (a splash that finishes on demand), then a ``Shop``, which takes links;
/// - `item/ID` presents an ``Item`` for that id (a parameter); in it, `photos` shows its own Photos screen
///   and `reviews` pushes ``Reviews``, `share` presents a
///   ``Cart`` from its first screen; `cart` presents a ``Cart``; `broken/next` presents a ``Broken``
///   flow whose route `next` needs a screen it never shows.
@MainActor
final class LinkApp: BaseCoordinator<Never> {
    /// Errors the app met starting the shop (none expected).
    var failures: [String] = []
    /// Whether the app starts on the shop (restoring it) rather than the gate.
    private let startsOnShop: Bool

    init(restoring snapshot: CoordinatorSnapshot? = nil) {
        startsOnShop = snapshot?.runs(Shop.self) ?? false
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try navigate(to: startsOnShop ? .shop : .gate)
        return resultFromFinish
    }

    /// The running gate or shop.
    var gate: Gate? { children.first as? Gate }
    var shop: Shop? { children.first as? Shop }
}

extension Route<LinkApp> {
    static var gate: Self {
        .root { _ in
            Gate()
        } onResult: { app, _ in
            do { try app.navigate(to: .shop) } catch { app.failures.append("\(error)") }
        }
    }
    static var shop: Self { .root(takingLinks: true) { _ in Shop() } }
}

extension LinkApp: Routable {
    static let routes = Routes<LinkApp>("app", [.gate, .shop])
}

/// Shows **Gate** until ``open()`` (a result) or ``close()`` (none).
@MainActor
final class Gate: BaseCoordinator<Void>, Routable {
    static let routes = Routes<Gate>("gate")
    private let result = PassthroughSubject<Void, Never>()

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Gate"))
        return result.eraseToAnyPublisher()
    }

    func open() { result.send(()) }
    func close() { result.send(completion: .finished) }
}

/// Screen **Shop**; saves a number of visits.
@MainActor
final class Shop: BaseCoordinator<Never>, Routable {
    static let routes = Routes<Shop>(
        "shop", saving: [.number("visits", \.visits, in: 0...)], [.item, .cart, .broken])
    var visits = 0
    private(set) var screen: Screen?

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Shop")
        self.screen = screen
        try show(screen)
        return resultFromFinish
    }
}

extension Route<Shop> {
    static var item: Self {
        .present("item", parameter: \Item.number, from: \.screen) { _, number in Item(number: number) }
    }
    static var cart: Self { .present("cart", from: \.screen) { _ in Cart() } }
    static var broken: Self { .present("broken", from: \.screen) { _ in Broken() } }
}

/// Screen **Item ID**; `photos` pushes its own **Photos** screen, `reviews` a ``Reviews`` flow, `share` presents a
/// ``Cart``.
@MainActor
final class Item: BaseCoordinator<String>, Routable {
    static let routes = Routes<Item>(
        "item",
        [.photos, .push("reviews") { _ in Reviews() }, .present("share", from: { $0.screens.first }) { _ in Cart() }])
    let number: Int

    init(number: Int) {
        self.number = number
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Item \(number)"))
        return resultFromFinish
    }

    var showsPhotos: Bool { screens.contains { $0.title == "Photos" && $0.window != nil } }

    func showPhotos() throws(NavigationError) {
        try show(Screen(title: "Photos"))
    }

    func hidePhotos() throws(NavigationError) {
        guard let stack = navigationStack, let first = stack.rootScreen else { return }
        _ = try stack.popTo(first)
    }
}

extension Route<Item> {
    static var photos: Self { .screen("photos", isShown: \.showsPhotos, show: Item.showPhotos, hide: Item.hidePhotos) }
}

/// Screen **Reviews**.
@MainActor
final class Reviews: BaseCoordinator<Void>, Routable {
    static let routes = Routes<Reviews>("reviews")

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Reviews"))
        return resultFromFinish
    }
}

/// Screen **Cart**.
@MainActor
final class Cart: BaseCoordinator<Void>, Routable {
    static let routes = Routes<Cart>("cart")

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Cart"))
        return resultFromFinish
    }
}

/// Screen **Broken**, whose route `next` presents from a screen the flow never keeps (a bug).
@MainActor
final class Broken: BaseCoordinator<Void>, Routable {
    static let routes = Routes<Broken>("broken", [.present("next", from: \.missingScreen) { _ in Cart() }])
    var missingScreen: Screen? { nil }

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Broken"))
        return resultFromFinish
    }
}
