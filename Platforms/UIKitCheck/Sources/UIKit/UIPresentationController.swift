/// Manages one presentation: the presented view controller and the delegate asked about the user's
/// swipe-down (see `UIKitUser.swipeDown(_:_:)`).
@MainActor
open class UIPresentationController: NSObject {
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    open var presentedViewController: UIViewController
    open internal(set) weak var presentingViewController: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}
