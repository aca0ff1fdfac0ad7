import FlowKit

/// Two tabs, Home and Settings; finishes when Settings logs out.
@MainActor
final class TabsFlow: BaseCoordinator<Void> {
    override func start() throws(NavigationError) -> AnyPublisher<Void, Never> {
        let loggedOut = PassthroughSubject<Void, Never>()
        let home = NavigationStack(title: "Home")
        let settings = NavigationStack(title: "Settings")
        let tabs = TabBar(tabs: [home, settings])
        own(tabs)
        try show(tabs)
        try show(Screen(title: "Home", lines: ["Welcome."]), on: home)
        onResult(of: try push(SettingsFlow(), on: settings)) { value in
            if value != nil { loggedOut.send() }
        }
        return loggedOut.eraseToAnyPublisher()
    }

    private func show(_ screen: Screen, on stack: NavigationStack) throws(NavigationError) {
        own(screen)
        try stack.push(screen)
    }
}
