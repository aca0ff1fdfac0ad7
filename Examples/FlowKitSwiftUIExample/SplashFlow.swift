#if canImport(SwiftUI)
    import Dispatch
    import FlowKit
    import FlowKitSwiftUI
    import SwiftUI
    import struct Signals.Just

    /// A splash screen that finishes after one second on the main queue.
    @MainActor
    final class SplashFlow: BaseCoordinator<Void> {
        override func start() throws(NavigationError) -> ResultPublisher {
            try show(Screen(title: "Splash", content: SwiftUIContent { SplashView() }))
            return Just(()).delay(for: .seconds(1), scheduler: DispatchQueue.main).eraseToAnyPublisher()
        }
    }

    /// The splash's SwiftUI view.
    struct SplashView: View {
        var body: some View {
            VStack {
                Text("FlowKit example")
                Text("Loading...")
            }
        }
    }
#endif
