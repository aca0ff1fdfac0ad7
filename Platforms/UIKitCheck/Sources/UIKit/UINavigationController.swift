/// A navigation controller: a stack of view controllers, its delegate told before and after the top
/// changes, and the interactive pop (see `UINavigationController+InteractivePop.swift`).
///
/// Every change goes through one place (`show(_:animated:)`). While the controller is on screen:
/// `navigationController(_:willShow:animated:)` ("before the navigation controller displays a view
/// controller's view and navigation item properties") when the change starts, then, for an animated
/// change, a transition coordinator until the animation ends, then
/// `navigationController(_:didShow:animated:)` ("after the navigation controller displays…"), then the
/// transition coordinator's completions. Chosen where Apple is silent: the delegate is told of any change
/// of the list, even one that keeps the top (the back button's navigation item changes); a change that
/// keeps the top is not animated; a change made while a transition runs first ends the running one; a
/// change made off screen calls no delegate method then, and the delegate is told (not animated) when the
/// controller next appears.
@MainActor
open class UINavigationController: UIViewController {
    weak open var delegate: (any UINavigationControllerDelegate)?
    private var stack: [UIViewController] = []
    /// Whether the delegate has not been told of the current top yet (a change made off screen).
    var needsAnnouncement = false
    /// See `completesBeforeDidShow` (`UIKitUser.swift`).
    var completionsFirstStorage = false
    private let popRecognizer = UIGestureRecognizer()
    private let contentPopRecognizer = UIGestureRecognizer()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        show([rootViewController], animated: false)
    }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// "The view controller associated with the currently visible view": the top, or what it presents.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    open override var children: [UIViewController] { stack }

    /// The edge swipe that pops the top view controller (`UIKitUser.swipeBack`).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

    /// The full-width content swipe of iOS 26 (`UIKitUser.swipeBack(in:from:_:)` with `.content`).
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopRecognizer }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        show(viewControllers, animated: animated)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        show(stack + [viewController], animated: animated)
    }

    /// Pops the top view controller; `nil` at the root ("The root view controller cannot be popped").
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        show(Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        show([stack[0]], animated: animated)
        return popped
    }

    /// Pops to `viewController`; `nil` when it is not in the stack (chosen: UIKit raises for a view
    /// controller not in the stack; the fake logs a warning).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            UIKitLog.warn("popToViewController: \(viewController.debugName) is not in the stack of \(debugName)")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        show(Array(stack[...index]), animated: animated)
        return popped
    }

    override func shows(_ child: UIViewController) -> Bool { child === stack.last }

    override func release(_ child: UIViewController) { stack.removeAll { $0 === child } }

    /// The one place the stack changes (see the type's comment).
    func show(_ newStack: [UIViewController], animated: Bool) {
        runningTransition?.finish()
        let old = stack
        let changed = old.count != newStack.count || zip(old, newStack).contains { $0 !== $1 }
        for child in old where !newStack.contains(where: { $0 === child }) { child.container = nil }
        for child in newStack { adopt(child) }
        stack = newStack
        guard changed, let top = newStack.last else { return }
        guard isOnScreen else {
            needsAnnouncement = true
            return
        }
        needsAnnouncement = false
        let animate = animated && old.last !== top
        if animate {
            let transition = Transition(animated: true, interactive: false) { [weak self] _ in
                guard let self, let top = self.stack.last else { return }
                self.delegate?.navigationController(self, didShow: top, animated: true)
                self.window?.updateAppearance()
            }
            transition.owner = self
            transition.completionsFirst = completionsFirstStorage
            runningTransition = transition
            delegate?.navigationController(self, willShow: top, animated: true)
            Animations.start(transition)
        } else {
            delegate?.navigationController(self, willShow: top, animated: false)
            delegate?.navigationController(self, didShow: top, animated: false)
            window?.updateAppearance()
        }
    }

    /// Tells the delegate of a top it was not told of, now that the controller is on screen.
    func announceIfNeeded() {
        guard needsAnnouncement, runningTransition == nil || runningTransition?.hasEnded == true,
            let top = stack.last
        else { return }
        needsAnnouncement = false
        delegate?.navigationController(self, willShow: top, animated: false)
        delegate?.navigationController(self, didShow: top, animated: false)
    }

    /// Replaces the stack without telling anyone (an interactive pop starting or being cancelled).
    func replaceStackSilently(_ newStack: [UIViewController]) { stack = newStack }

    var edgePopRecognizer: UIGestureRecognizer { popRecognizer }
    var contentSwipePopRecognizer: UIGestureRecognizer { contentPopRecognizer }
}
