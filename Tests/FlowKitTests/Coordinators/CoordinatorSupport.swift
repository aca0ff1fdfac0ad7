import FlowKit
import Signals
import Testing

/// A weak reference, to check deinitialisation.
@MainActor
struct Weak<T: AnyObject> {
    weak var object: T?
    init(_ object: T) { self.object = object }
}

/// A root coordinator that shows a given screen as the window root and never finishes.
@MainActor
final class RootCoordinator: BaseCoordinator<Never> {
    let rootScreen: Screen

    init(showing rootScreen: Screen) {
        self.rootScreen = rootScreen
    }

    override func start() -> AnyPublisher<Never, Never> {
        // A stack's root is this coordinator's screen too, owned before it enters the window.
        if let root = (rootScreen as? NavigationStack)?.rootScreen { own(root) }
        try? show(rootScreen)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}

/// A child coordinator that shows one screen per title where it was placed, and emits on demand.
@MainActor
final class TestCoordinator: BaseCoordinator<String> {
    let label: String
    let titles: [String]
    private let result = PassthroughSubject<String, Never>()

    init(_ label: String, screens titles: [String]) {
        self.label = label
        self.titles = titles
    }

    override func start() -> AnyPublisher<String, Never> {
        for title in titles { try? show(Screen(title: title)) }
        return result.eraseToAnyPublisher()
    }

    /// Emits a result, as a button of its screens would.
    func emit(_ value: String) { result.send(value) }

    /// Finishes without a result.
    func complete() { result.send(completion: .finished) }
}

/// A window, a router with a root coordinator, and logs of releases and of what parents received.
@MainActor
final class Harness {
    let window = Window()
    let router: Router
    let root: RootCoordinator
    /// What parents received from their children, e.g. `"A: value saved"`, `"A: finished"`.
    let received = Log()
    /// Releases in order, e.g. `"B: screens removed (back)"`.
    let releases = Log()
    var cancellables: [AnyCancellable] = []

    /// - Parameter rootScreen: The root coordinator's screen; by default a stack holding `Home`.
    init(rootScreen: Screen? = nil) throws {
        router = Router(window: window)
        root = RootCoordinator(showing: try rootScreen ?? NavigationStack(root: Screen(title: "Home")))
        // A fresh router and a fresh root: `start` has nothing to refuse.
        try router.start(root)
        cancellables.append(
            router.releases.sink { [releases] release in
                let label = (release.coordinator as? TestCoordinator)?.label ?? release.name
                releases.append("\(label): \(release.reason)")
            })
    }

    /// The root's navigation stack (when the root screen is one).
    var stack: NavigationStack { root.rootScreen as! NavigationStack }

    /// Labels of the running coordinators, the root included as `Root`.
    var running: Set<String> {
        Set(router.runningCoordinators.map { ($0 as? TestCoordinator)?.label ?? "Root" })
    }

    /// Records what `parent` receives from `publisher` under the child's label.
    func track(_ publisher: AnyPublisher<String, Never>, as label: String) {
        cancellables.append(
            publisher.sink(
                receiveCompletion: { [received] _ in received.append("\(label): finished") },
                receiveValue: { [received] value in received.append("\(label): value \(value)") }))
    }

    /// Starts `label` pushed by `parent` onto `stack`, showing `screens`.
    @discardableResult
    func push(
        _ label: String, screens: [String], by parent: Coordinator? = nil, on stack: NavigationStack? = nil
    ) throws -> TestCoordinator {
        let child = TestCoordinator(label, screens: screens)
        track(try (parent ?? root).push(child, on: stack ?? self.stack), as: label)
        return child
    }

    /// Starts `label` presented by `parent` from `presenter` in a fresh stack, showing `screens`.
    @discardableResult
    func present(_ label: String, screens: [String], by parent: Coordinator? = nil, from presenter: Screen)
        throws -> TestCoordinator
    {
        let child = TestCoordinator(label, screens: screens)
        track(try (parent ?? root).present(child, from: presenter), as: label)
        return child
    }
}

/// Values sent by a test into a coordinator's ``BaseCoordinator/ResultPublisher``, for test files that
/// import FlowKit alone (as a file that also imports Combine or SwiftUI would).
@MainActor
final class PublisherSource<Value> {
    private let subject = PassthroughSubject<Value, Never>()

    /// The values, as a coordinator's result publisher.
    var publisher: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }

    /// Sends `value`.
    func send(_ value: Value) { subject.send(value) }
}
