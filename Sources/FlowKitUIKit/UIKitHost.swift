#if canImport(UIKit)
    import FlowKit
    import UIKit

    /// Shows a FlowKit ``FlowKit/Window`` in a `UIWindow`, and reports what the user does back to it.
    ///
    /// Thin glue: every decision (which call to make, when, what a user's change means) is made by a
    /// ``FlowKit/HostSynchronizer``; this class makes the UIKit calls it is given and forwards UIKit's
    /// delegate callbacks to it. A screen shows its ``ViewControllerContent``; a screen without one gets a
    /// plain view controller, a ``FlowKit/NavigationStack`` a `UINavigationController`, a
    /// ``FlowKit/TabBar`` a `UITabBarController`. Delegates the app set on those controllers are kept and
    /// called after the host's own handling.
    ///
    /// ```swift
    /// let model = Window()
    /// let router = Router(window: model)
    /// let host = UIKitHost(window: UIWindow(windowScene: scene), model: model)
    /// router.start(AppCoordinator())
    /// host.start()
    /// ```
    @MainActor
    public final class UIKitHost: NSObject, NavigationHost {
        /// The UIKit window shown.
        public let window: UIWindow
        /// The model shown.
        public let model: Window
        /// Decides what the host does; see ``FlowKit/HostSynchronizer``.
        public private(set) lazy var synchronizer = HostSynchronizer(window: model, host: self)
        /// Makes the view controller of a screen that has no ``ViewControllerContent`` (not a stack or a tab
        /// bar); by default a plain view controller. Set it before ``start()``.
        public var makeViewController: @MainActor (Screen) -> UIViewController = { _ in UIViewController() }
        /// The screen each view controller shows, by the controller's identity.
        private var entries: [ObjectIdentifier: Entry] = [:]
        /// Delegates the app had set, by the identity of the controller they were set on.
        var previousDelegates: [ObjectIdentifier: WeakDelegate] = [:]

        private struct Entry {
            weak var controller: UIViewController?
            weak var screen: Screen?
        }

        struct WeakDelegate {
            weak var delegate: AnyObject?
        }

        /// Creates a host; nothing is shown before ``start()``.
        ///
        /// - Parameters:
        ///   - window: The UIKit window to show the model in.
        ///   - model: The model to show.
        public init(window: UIWindow, model: Window) {
            self.window = window
            self.model = model
            super.init()
        }

        /// Shows the model, then follows its changes and the user's.
        public func start() {
            synchronizer.start()
        }

        /// Makes the UIKit call for `command`; see ``FlowKit/NavigationHost``.
        ///
        /// - Parameters:
        ///   - command: The call to make.
        ///   - animated: Whether to animate it.
        ///   - completion: Called once the transition ended.
        public func perform(_ command: HostCommand, animated: Bool, completion: @escaping @MainActor () -> Void) {
            let done: () -> Void = { MainActor.assumeIsolated { completion() } }
            switch command {
            case .setRoot(let screen):
                window.rootViewController?.dismiss(animated: false, completion: nil)
                window.rootViewController = viewController(for: screen)
                window.makeKeyAndVisible()
                done()
            case .setStack(let stack, let screens):
                guard let controller = viewController(for: stack) as? UINavigationController else { return done() }
                controller.setViewControllers(screens.map(viewController(for:)), animated: animated)
                guard let transition = controller.transitionCoordinator else { return done() }
                transition.animate(alongsideTransition: nil) { _ in done() }
            case .setTabs(let tabBar, let tabs, let index):
                guard let controller = viewController(for: tabBar) as? UITabBarController else { return done() }
                controller.setViewControllers(tabs.map(viewController(for:)), animated: animated)
                controller.selectedIndex = index
                done()
            case .selectTab(let tabBar, let index):
                (viewController(for: tabBar) as? UITabBarController)?.selectedIndex = index
                done()
            case .present(let screen, let presenter):
                let controller = viewController(for: screen)
                if let presentation = controller.presentationController {
                    adopt(presentation)
                }
                viewController(for: presenter).present(controller, animated: animated, completion: done)
            case .dismiss(let presenter):
                viewController(for: presenter).dismiss(animated: animated, completion: done)
            }
        }

        /// Replaces the window's root from app code, and tells the model (the old root's flows are
        /// released). Assign `window.rootViewController` through this method: a direct assignment is not
        /// observed, and the model would put its own root back on its next change.
        ///
        /// - Parameter controller: The new root view controller.
        public func setRootViewController(_ controller: UIViewController) {
            window.rootViewController?.dismiss(animated: false, completion: nil)
            window.rootViewController = controller
            synchronizer.hostDidReplaceRoot(with: screen(for: controller))
        }

        /// The view controller showing `screen`, made and recorded on first use.
        func viewController(for screen: Screen) -> UIViewController {
            if let content = screen.content as? ViewControllerContent {
                let controller = content.viewController
                record(controller, showing: screen)
                return controller
            }
            let controller: UIViewController =
                switch screen {
                case is NavigationStack: UINavigationController()
                case is TabBar: UITabBarController()
                default: makeViewController(screen)
                }
            controller.title = screen.title
            screen.content = ViewControllerContent(controller)
            record(controller, showing: screen)
            return controller
        }

        /// The screen `controller` shows; a controller the host did not make (app code pushed it) gets a new
        /// screen.
        func screen(for controller: UIViewController) -> Screen {
            if let entry = entries[ObjectIdentifier(controller)], entry.controller === controller,
                let screen = entry.screen
            {
                return screen
            }
            let screen = Screen(title: controller.title ?? "", content: ViewControllerContent(controller))
            record(controller, showing: screen)
            return screen
        }

        /// Records which screen `controller` shows, and becomes the delegate of the containers.
        private func record(_ controller: UIViewController, showing screen: Screen) {
            let id = ObjectIdentifier(controller)
            guard entries[id]?.controller !== controller else { return }
            entries = entries.filter { $0.value.controller != nil && $0.value.screen != nil }
            entries[id] = Entry(controller: controller, screen: screen)
            if let navigation = controller as? UINavigationController, navigation.delegate !== self {
                previousDelegates[id] = WeakDelegate(delegate: navigation.delegate)
                navigation.delegate = self
            }
            if let tabs = controller as? UITabBarController, tabs.delegate !== self {
                previousDelegates[id] = WeakDelegate(delegate: tabs.delegate)
                tabs.delegate = self
            }
        }

        /// Becomes the delegate of a presentation, keeping the app's.
        private func adopt(_ presentation: UIPresentationController) {
            guard presentation.delegate !== self else { return }
            previousDelegates[ObjectIdentifier(presentation)] = WeakDelegate(delegate: presentation.delegate)
            presentation.delegate = self
        }
    }
#endif
