// A stub of the UIKit members FlowKitUIKit uses, with the iOS SDK's signatures (from Apple's
// documentation), so that its sources type-check on Linux. Bodies do nothing. Optional protocol
// requirements (`@objc optional` in the SDK) are plain requirements with empty default implementations,
// as Linux has no Objective-C runtime.
@_exported import Foundation

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

@MainActor
open class UIView: UIResponder {}

@MainActor
open class UIViewController: UIResponder {
    open var title: String?
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open var presentationController: UIPresentationController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var isModalInPresentation = false

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor
open class UINavigationController: UIViewController {
    weak open var delegate: (any UINavigationControllerDelegate)?
    open var viewControllers: [UIViewController] = []
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

@MainActor
open class UITabBarController: UIViewController {
    weak open var delegate: (any UITabBarControllerDelegate)?
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

@MainActor
open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        super.init()
    }
}

@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
