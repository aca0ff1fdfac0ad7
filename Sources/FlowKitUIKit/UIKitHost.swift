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
    /// called after the host's own handling. A command UIKit cannot carry out is published on the
    /// synchronizer's ``FlowKit/HostSynchronizer/hostFailures`` (see ``perform(_:animated:completion:)``).
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

        /// A navigation controller's interactive pop recognizer whose delegate the host became: the
        /// controller, and the delegate it had (UIKit's own, asked first).
        struct PopRecognizer {
            weak var navigation: UINavigationController?
            weak var previous: AnyObject?
        }

        /// The interactive pop recognizers the host is the delegate of, by the recognizer's identity.
        var popRecognizers: [ObjectIdentifier: PopRecognizer] = [:]
        /// The navigation controller the host is calling `setViewControllers` on (its `willShow` is the
        /// host's own change).
        weak var commandedNavigation: UINavigationController?

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
        /// A command UIKit cannot carry out throws before any UIKit call, and the synchronizer publishes it
        /// on ``FlowKit/HostSynchronizer/hostFailures``: a stack whose view controller is not a
        /// `UINavigationController` or a tab bar whose view controller is not a `UITabBarController` (the
        /// screen's ``ViewControllerContent`` gave another one); a presentation from a view controller that
        /// app code made present another one (UIKit presents one at a time); a dismissal by a view controller
        /// that presents nothing (UIKit would dismiss that view controller itself, if it is presented).
        ///
        /// - Parameters:
        ///   - command: The call to make.
        ///   - animated: Whether to animate it.
        ///   - completion: Called once the transition ended; not called when the command throws.
        /// - Throws: ``FlowKit/HostError``, before any UIKit call.
        public func perform(_ command: HostCommand, animated: Bool, completion: @escaping @MainActor () -> Void)
            throws(HostError)
        {
            let done: () -> Void = { MainActor.assumeIsolated { completion() } }
            switch command {
            case .setRoot(let screen):
                window.rootViewController?.dismiss(animated: false, completion: nil)
                window.rootViewController = viewController(for: screen)
                window.makeKeyAndVisible()
                done()
            case .setStack(let stack, let screens):
                let controller = try container(UINavigationController.self, showing: stack, for: command)
                let controllers = screens.map(viewController(for:))
                commandedNavigation = controller
                controller.setViewControllers(controllers, animated: animated)
                commandedNavigation = nil
                guard let transition = controller.transitionCoordinator else { return done() }
                transition.animate(alongsideTransition: nil) { _ in done() }
            case .setTabs(let tabBar, let tabs, let index):
                let controller = try container(UITabBarController.self, showing: tabBar, for: command)
                controller.setViewControllers(tabs.map(viewController(for:)), animated: animated)
                controller.selectedIndex = index
                done()
            case .selectTab(let tabBar, let index):
                try container(UITabBarController.self, showing: tabBar, for: command).selectedIndex = index
                done()
            case .present(let screen, let presenter):
                let presenting = viewController(for: presenter)
                if let current = presenting.presentedViewController {
                    let name = current.title ?? "\(type(of: current))"
                    throw .alreadyPresenting(command: "\(command)", presenter: presenter.title, presented: name)
                }
                let controller = viewController(for: screen)
                if let presentation = controller.presentationController {
                    adopt(presentation)
                }
                presenting.present(controller, animated: animated, completion: done)
            case .dismiss(let presenter):
                let presenting = viewController(for: presenter)
                guard presenting.presentedViewController != nil else {
                    throw .nothingToDismiss(command: "\(command)", presenter: presenter.title)
                }
                presenting.dismiss(animated: animated, completion: done)
            }
        }

        /// The view controller showing `screen`, which `command` needs to be a `Controller`.
        private func container<Controller: UIViewController>(
            _ kind: Controller.Type, showing screen: Screen, for command: HostCommand
        ) throws(HostError) -> Controller {
            let controller = viewController(for: screen)
            guard let container = controller as? Controller else {
                throw .unsupportedView(command: "\(command)", screen: screen.title, view: "\(type(of: controller))")
            }
            return container
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
                adoptPopRecognizers(of: navigation)
            }
            if let tabs = controller as? UITabBarController, tabs.delegate !== self {
                previousDelegates[id] = WeakDelegate(delegate: tabs.delegate)
                tabs.delegate = self
            }
        }

        /// Becomes the delegate of the navigation controller's interactive pop recognizers (the edge swipe, and
        /// from iOS 26 the content swipe), keeping the delegate each had, so the model's swipe-back rule
        /// (leave guards included) decides whether the gesture begins.
        private func adoptPopRecognizers(of navigation: UINavigationController) {
            var recognizers = [navigation.interactivePopGestureRecognizer]
            if #available(iOS 26.0, *) { recognizers.append(navigation.interactiveContentPopGestureRecognizer) }
            for case let recognizer? in recognizers where recognizer.delegate !== self {
                popRecognizers = popRecognizers.filter { $0.value.navigation != nil }
                popRecognizers[ObjectIdentifier(recognizer)] = PopRecognizer(
                    navigation: navigation, previous: recognizer.delegate)
                recognizer.delegate = self
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
