import FlowKit
import Signals

/// The large app C3 keeps alive beside its cycle (see ``LargeAppShape``): a tab bar of `tabs` tabs, each a
/// navigation stack `depth` screens deep pushed by as many nested coordinators, and a chain of `modals`
/// modals presented from the deepest screen of the last tab, each in its own stack run by its own
/// coordinator. The cycle runs on the top modal's stack, whose root screen is `Home`.
enum LargeApp {
    /// Builds the same hierarchy without coordinators.
    ///
    /// - Parameters:
    ///   - home: The root screen of the top modal's stack.
    ///   - shape: The app's size.
    /// - Returns: The window and the top modal's stack.
    @MainActor
    static func bare(home: Screen, shape: LargeAppShape) throws(NavigationError) -> (
        window: Window, stack: NavigationStack
    ) {
        var stacks: [NavigationStack] = []
        for tab in 1...shape.tabs {
            let stack = NavigationStack(title: "Tab \(tab)")
            for level in 1...shape.depth { try stack.push(Screen(title: "Tab \(tab) level \(level)")) }
            stacks.append(stack)
        }
        let window = try Window(root: TabBar(tabs: stacks))
        var presenter: Screen = stacks[shape.tabs - 1]
        for level in 1..<shape.modals {
            let modal = try NavigationStack(root: Screen(title: "Modal \(level)"))
            try presenter.present(modal)
            presenter = modal
        }
        let top = try NavigationStack(root: home)
        try presenter.present(top)
        return (window, top)
    }
}

/// The root of C3 with coordinators: shows the tab bar as the window's root, starts one chain of nested
/// ``ChainCoordinator``s per tab, then the chain of modals from the deepest one of the last tab, each
/// modal's coordinator the child of the one below it.
@MainActor
final class LargeAppCoordinator: BaseCoordinator<Never> {
    let home: Screen
    let shape: LargeAppShape
    /// The top modal's coordinator, once the app is built: the parent of the cycle's children.
    private(set) var top: Coordinator?

    init(home: Screen, shape: LargeAppShape) {
        self.home = home
        self.shape = shape
        super.init()
    }

    override func start() throws(NavigationError) -> AnyPublisher<Never, Never> {
        let stacks = (1...shape.tabs).map { NavigationStack(title: "Tab \($0)") }
        let tabBar = try TabBar(tabs: stacks)
        own(tabBar)
        try show(tabBar)
        var deepest: ChainCoordinator?
        for (index, stack) in stacks.enumerated() {
            var parent: Coordinator = self
            for level in 1...shape.depth {
                let chain = ChainCoordinator(title: "Tab \(index + 1) level \(level)")
                try parent.push(chain, on: stack)
                parent = chain
                deepest = chain
            }
        }
        guard var presenter = deepest, var from = deepest?.screen else { throw .noPlacement(coordinator: name) }
        for level in 1...shape.modals {
            let modal = ChainCoordinator(title: "Modal \(level)", showing: level == shape.modals ? home : nil)
            try presenter.present(modal, from: from)
            guard let screen = modal.screen else { throw .noPlacement(coordinator: modal.name) }
            presenter = modal
            from = screen
        }
        top = presenter
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}

/// One coordinator of the large app: shows one screen where its parent placed it and never finishes.
@MainActor
final class ChainCoordinator: BaseCoordinator<Never> {
    private let title: String
    private let given: Screen?
    /// The screen it shows, once started.
    private(set) weak var screen: Screen?

    /// - Parameters:
    ///   - title: The title of the screen it makes.
    ///   - given: A screen to show instead (the top modal's `Home`).
    init(title: String, showing given: Screen? = nil) {
        self.title = title
        self.given = given
        super.init()
    }

    override func start() throws(NavigationError) -> AnyPublisher<Never, Never> {
        let screen = given ?? Screen(title: title)
        try show(screen)
        self.screen = screen
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
}
