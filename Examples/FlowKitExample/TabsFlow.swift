import FlowKit

/// Two tabs, Home and Settings; finishes when Settings logs out.
@MainActor
final class TabsFlow: BaseCoordinator<Void> {
    override func start() throws(NavigationError) -> ResultPublisher {
        let home = NavigationStack(title: "Home")
        let settings = NavigationStack(title: "Settings")
        let tabs = try TabBar(tabs: [home, settings])
        own(tabs)
        try show(tabs)
        try show(Screen(title: "Home", lines: ["Welcome."]), on: home)
        onResult(of: try push(SettingsFlow(), on: settings)) { [weak self] value in
            if value != nil { self?.finish() }
        }
        return resultFromFinish
    }

    private func show(_ screen: Screen, on stack: NavigationStack) throws(NavigationError) {
        own(screen)
        try stack.push(screen)
    }
}
