import FlowKit
import Signals

/// A small deterministic pseudo-random generator (SplitMix64), so a failing run can be replayed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A random element, or `nil` for an empty collection.
    mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[below(items.count)] }
}

/// A small app driven at random: tabs of flows that push, present, replace and finish.
@MainActor
enum RandomApp {
    /// Every screen the app creates, weakly, to check that screens out of the window are freed.
    @MainActor
    final class Registry {
        var screens: [Weak<Screen>] = []
        var serial = 0

        func make(_ title: String, buttons: [Screen.Button] = []) -> Screen {
            serial += 1
            let screen = Screen(title: "\(title)\(serial)", buttons: buttons)
            screens.append(Weak(screen))
            return screen
        }
    }

    final class Root: BaseCoordinator<Never> {
        let registry: Registry
        init(registry: Registry) { self.registry = registry }

        override func start() -> AnyPublisher<Never, Never> {
            showTabs()
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }

        /// Sets a fresh tab tree as the window root (the first time, and on "logout").
        func showTabs() {
            guard let result = try? setRoot(Tabs(registry: registry)) else { return }
            onResult(of: result) { _ in }
        }
    }

    final class Tabs: BaseCoordinator<Never> {
        let registry: Registry
        init(registry: Registry) { self.registry = registry }

        override func start() throws(NavigationError) -> AnyPublisher<Never, Never> {
            let stacks = [NavigationStack(title: "One"), NavigationStack(title: "Two")]
            let tabBar = try TabBar(tabs: stacks)
            try? show(tabBar)
            for stack in stacks {
                guard let result = try? push(Node(registry: registry, isTabRoot: true, anchored: false), on: stack)
                else { continue }
                onResult(of: result) { _ in }
            }
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
    }

    /// A flow: shows one screen, then on its buttons more screens, pushed or presented children, a
    /// replacement of its screens, a result or a completion. Anchored flows keep a single screen.
    final class Node: BaseCoordinator<Int> {
        let registry: Registry
        let isTabRoot: Bool
        let anchored: Bool
        private let result = PassthroughSubject<Int, Never>()

        init(registry: Registry, isTabRoot: Bool, anchored: Bool) {
            self.registry = registry
            self.isTabRoot = isTabRoot
            self.anchored = anchored
        }

        override func start() -> AnyPublisher<Int, Never> {
            let screen = makeScreen()
            if anchored { anchor(to: screen) }
            try? show(screen)
            return result.eraseToAnyPublisher()
        }

        private func makeScreen() -> Screen {
            var buttons: [Screen.Button] = []
            if !anchored {
                buttons.append(Screen.Button("Screen") { [weak self] in self?.showAnother() })
                buttons.append(Screen.Button("Push") { [weak self] in self?.pushChild() })
                buttons.append(Screen.Button("Present") { [weak self] in self?.presentChild() })
            }
            buttons.append(Screen.Button("Replace") { [weak self] in self?.replace() })
            if !isTabRoot {
                buttons.append(Screen.Button("Done") { [weak self] in self?.result.send(1) })
                buttons.append(Screen.Button("Complete") { [weak self] in self?.result.send(completion: .finished) })
            }
            return registry.make(anchored ? "Anchored" : "Node", buttons: buttons)
        }

        private var roomInStack: Bool { (navigationStack?.screens.count ?? 99) < 7 }

        private func showAnother() {
            guard roomInStack else { return }
            try? show(makeScreen())
        }

        private func pushChild() {
            guard roomInStack, let stack = navigationStack else { return }
            let child = Node(registry: registry, isTabRoot: false, anchored: registry.serial % 3 == 0)
            guard let outcome = try? push(child, on: stack) else { return }
            onResult(of: outcome) { _ in }
        }

        private func presentChild() {
            guard let screen = screens.last(where: { $0.window != nil }), modalDepth(of: screen) < 3 else { return }
            let child = Node(registry: registry, isTabRoot: false, anchored: false)
            guard let outcome = try? present(child, from: screen) else { return }
            onResult(of: outcome) { _ in }
        }

        private func replace() {
            let screen = makeScreen()
            if anchored { anchor(to: screen) }
            try? replaceScreens(with: [screen])
        }

        private func modalDepth(of screen: Screen) -> Int {
            var depth = 0
            var layer = screen.presentingScreen
            while let current = layer {
                depth += 1
                layer = current.presentingScreen
            }
            return depth
        }
    }
}
