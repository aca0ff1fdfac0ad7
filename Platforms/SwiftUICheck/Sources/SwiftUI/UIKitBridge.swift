#if canImport(UIKit)
    import UIKit

    /// A view that represents a UIKit view controller.
    @MainActor @preconcurrency
    public protocol UIViewControllerRepresentable: View where Body == Never {
        /// The type of view controller to present.
        associatedtype UIViewControllerType: UIViewController
        /// Contextual information about the state of the system that you use to create and update your
        /// UIKit view controller.
        typealias Context = UIViewControllerRepresentableContext<Self>
        /// Creates the view controller object and configures its initial state.
        func makeUIViewController(context: Context) -> UIViewControllerType
        /// Updates the state of the specified view controller with new information from SwiftUI.
        func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    }

    extension UIViewControllerRepresentable {
        /// Never read.
        public var body: Never { fatalError("a primitive view has no body") }
    }

    /// Contextual information about the state of the system that you use to create and update your UIKit
    /// view controller.
    @MainActor @preconcurrency
    public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

    /// A UIKit view controller that manages a SwiftUI view hierarchy.
    @MainActor @preconcurrency
    open class UIHostingController<Content: View>: UIViewController {
        /// The root view of the SwiftUI view hierarchy managed by this view controller.
        public var rootView: Content

        /// Creates a hosting controller object that wraps the specified SwiftUI view.
        public init(rootView: Content) {
            self.rootView = rootView
            super.init(nibName: nil, bundle: nil)
        }

        /// Not supported by the stub.
        public required init?(coder: NSCoder) { nil }
    }
#endif
