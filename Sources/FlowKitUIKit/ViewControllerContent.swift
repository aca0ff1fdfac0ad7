#if canImport(UIKit)
    import FlowKit
    import UIKit

    /// A screen's content in a UIKit app: the view controller that shows it, made on first use.
    ///
    /// ```swift
    /// let screen = Screen(title: "Lizard", content: ViewControllerContent { LizardViewController() })
    /// ```
    @MainActor
    public final class ViewControllerContent: ScreenContent {
        private let make: @MainActor () -> UIViewController
        private var made: UIViewController?

        /// Creates content whose view controller `make` creates, the first time the host needs it.
        ///
        /// - Parameter make: Makes the view controller.
        public init(make: @escaping @MainActor () -> UIViewController) {
            self.make = make
        }

        /// Creates content shown by an existing view controller.
        ///
        /// - Parameter viewController: The view controller.
        public init(_ viewController: UIViewController) {
            self.make = { viewController }
            made = viewController
        }

        /// The view controller, made on first use.
        public var viewController: UIViewController {
            if let made { return made }
            let controller = make()
            made = controller
            return controller
        }
    }
#endif
