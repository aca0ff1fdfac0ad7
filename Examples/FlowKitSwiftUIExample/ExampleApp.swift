#if canImport(SwiftUI)
    import FlowKit
    import FlowKitSwiftUI
    import SwiftUI

    /// The app: one window showing the model the coordinators drive.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct ExampleApp: App {
        @StateObject private var flow = AppRunner()

        var body: some Scene {
            WindowGroup { FlowView(host: flow.host) }
        }
    }

    /// The model, its router and the host that shows it, made once and kept as long as the app.
    @MainActor
    final class AppRunner: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        let window = Window()
        let router: Router
        let host: BindingHost

        init() {
            router = Router(window: window)
            host = BindingHost(window: window)
            // A fresh router: nothing to refuse. The same coordinators the tests run headless.
            try! router.start(AppFlow())
            host.start()
        }
    }
#endif
