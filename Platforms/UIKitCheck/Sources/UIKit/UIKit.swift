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
open class UIView: UIResponder {
    /// Options of `autoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    open var backgroundColor: UIColor?
    open var bounds = CGRect.zero
    open var autoresizingMask: AutoresizingMask = []

    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) {}
}

@MainActor
open class UIColor: NSObject {
    open class var systemBackground: UIColor { UIColor() }
}

@MainActor
open class UILabel: UIView {
    open var text: String?
}

@MainActor
open class UIStackView: UIView {
    open var axis = NSLayoutConstraint.Axis.horizontal
    open func addArrangedSubview(_ view: UIView) {}
}

@MainActor
open class NSLayoutConstraint: NSObject {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

@MainActor
open class UIControl: UIView {
    /// `UIControl.State`.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }

    /// `UIControl.Event`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor
open class UIAction: NSObject {
    // The SDK's initializer has more parameters, all defaulted; the example passes only the handler.
    public init(title: String = "", handler: @escaping UIActionHandler) { super.init() }
}

@MainActor
open class UIScene: UIResponder {
    /// `UIScene.ConnectionOptions`.
    open class ConnectionOptions: NSObject {}
}

@MainActor
open class UIWindowScene: UIScene {}

@MainActor
open class UISceneSession: NSObject {}

@MainActor
public protocol UISceneDelegate: NSObjectProtocol {}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

@MainActor
open class UIViewController: UIResponder {
    open var title: String?
    open var view: UIView! = UIView()

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open func viewDidLoad() {}
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
open class UIGestureRecognizer: NSObject {
    weak open var delegate: (any UIGestureRecognizerDelegate)?
}

@MainActor
open class UINavigationController: UIViewController {
    weak open var delegate: (any UINavigationControllerDelegate)?
    open var viewControllers: [UIViewController] = []
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
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

    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

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
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
