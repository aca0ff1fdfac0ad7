#if canImport(SwiftUI)
    import FlowKit
    import FlowKitSwiftUI
    import SwiftUI

    /// Two tabs, Home and Settings; finishes when Settings logs out.
    @MainActor
    final class TabsFlow: BaseCoordinator<Void> {
        override func start() throws(NavigationError) -> ResultPublisher {
            let home = FlowKit.NavigationStack(title: "Home")
            let settings = FlowKit.NavigationStack(title: "Settings")
            let tabs = try TabBar(tabs: [home, settings])
            own(tabs)
            try show(tabs)
            try show(Screen(title: "Home", content: SwiftUIContent { Text("Welcome.") }), on: home)
            onResult(of: try push(SettingsFlow(), on: settings)) { [weak self] value in
                if value != nil { self?.finish() }
            }
            return resultFromFinish
        }

        private func show(_ screen: Screen, on stack: FlowKit.NavigationStack) throws(NavigationError) {
            own(screen)
            try stack.push(screen)
        }
    }
#endif
