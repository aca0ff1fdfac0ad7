#if canImport(SwiftUI)
    import FlowKit
    import SwiftUI
    #if canImport(UIKit)
        import FlowKitUIKit
        import UIKit
    #endif

    /// The app's own view of a screen: its ``SwiftUIContent``, a UIKit view controller, or the view
    /// ``FlowView``'s `makeView` makes.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct ScreenContentView: View {
        let model: FlowViewModel
        let screen: Screen

        var body: some View {
            if let view = (screen.content as? SwiftUIContent)?.view {
                view
            } else {
                #if canImport(UIKit)
                    if let content = screen.content as? ViewControllerContent {
                        ViewControllerView(content: content)
                    } else {
                        model.makeView(screen)
                    }
                #else
                    model.makeView(screen)
                #endif
            }
        }
    }

    #if canImport(UIKit)
        /// A UIKit screen in the SwiftUI host: the view controller of its `ViewControllerContent`.
        @available(iOS 16, tvOS 16, *)
        struct ViewControllerView: UIViewControllerRepresentable {
            let content: ViewControllerContent

            func makeUIViewController(context: Context) -> UIViewController { content.viewController }

            func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        }

        extension ViewControllerContent {
            /// Content for the UIKit host whose view controller hosts a SwiftUI view: a SwiftUI screen in a
            /// UIKit app.
            ///
            /// ```swift
            /// let screen = Screen(title: "Lizard", content: ViewControllerContent.hosting { LizardView() })
            /// ```
            ///
            /// - Parameter view: Makes the view, the first time the host needs the screen.
            /// - Returns: Content whose view controller is a `UIHostingController` of the view.
            public static func hosting<Content: View>(@ViewBuilder _ view: @escaping @MainActor () -> Content)
                -> ViewControllerContent
            {
                ViewControllerContent { UIHostingController(rootView: view()) }
            }
        }
    #endif
#endif
