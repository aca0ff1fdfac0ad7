/// Modal presentation and dismissal (`public` here, `open` in the SDK: an extension cannot declare
/// overridable members without the Objective-C runtime), from "present(_:animated:completion:)" and
/// "dismiss(animated:completion:)" in Apple's documentation.
extension UIViewController {
    /// The view controller this one presents. Chosen: read on the presentation context (the outermost
    /// container), which is where `present` puts it, so a child of a container sees its container's
    /// presentation.
    public var presentedViewController: UIViewController? { outermost.presentedStorage }

    /// "If the view controller that received this message is presented by another view controller, this
    /// property holds the view controller that is presenting it. If the view controller is not presented,
    /// but one of its ancestors is being presented, this property holds the view controller presenting the
    /// nearest ancestor."
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presenting = candidate.presentingStorage { return presenting }
            current = candidate.parent
        }
        return nil
    }

    /// "The nearest presentation controller that is managing the current view controller." Chosen: made
    /// on first use, before any presentation too (an app sets its delegate before presenting, as Apple's
    /// sample on disabling the pull-down gesture does), and kept across presentations.
    public var presentationController: UIPresentationController? {
        if let presentationStorage { return presentationStorage }
        let made = UIPresentationController(presentedViewController: self, presenting: presentingStorage)
        presentationStorage = made
        return made
    }

    /// Presents `viewControllerToPresent` from this view controller's presentation context.
    ///
    /// The hierarchy changes at once (`presentedViewController` is set during the transition); the
    /// completion runs "after the presentation finishes", so later for an animated one. Chosen: the
    /// presentation context is the outermost container (a child's `present` is forwarded to it), and a
    /// context that already presents, or that is not in a window, refuses with UIKit's console warning
    /// ("Attempt to present … which is already presenting …", "… whose view is not in the window
    /// hierarchy"), without calling the completion, as UIKit does.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let context = outermost
        if let current = context.presentedStorage {
            UIKitLog.warn(
                "Attempt to present \(viewControllerToPresent.debugName) on \(context.debugName) which is already presenting \(current.debugName)"
            )
            return
        }
        if context.window == nil {
            UIKitLog.warn(
                "Attempt to present \(viewControllerToPresent.debugName) on \(context.debugName) whose view is not in the window hierarchy"
            )
            return
        }
        if viewControllerToPresent.presentingStorage != nil || viewControllerToPresent.parent != nil {
            UIKitLog.warn(
                "Application tried to present modally a view controller \(viewControllerToPresent.debugName) that is already shown"
            )
            return
        }
        context.runningTransition?.finish()
        context.presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = context
        viewControllerToPresent.presentationStorage?.presentingViewController = context
        let transition = Transition(animated: flag, interactive: false) { _ in
            completion?()
        }
        transition.owner = viewControllerToPresent
        viewControllerToPresent.runningTransition = transition
        context.window?.updateAppearance()
        if flag { Animations.start(transition) } else { transition.finish() }
    }

    /// Dismisses what this view controller's context presents, with everything presented above it; a
    /// view controller that presents nothing but is presented asks its presenter ("If you call this method
    /// on the presented view controller itself, UIKit asks the presenting view controller to handle the
    /// dismissal"; "calling this method on a view controller lower in the stack dismisses its immediate
    /// child view controller and all view controllers above that child on the stack").
    ///
    /// The presented view controllers leave the hierarchy when the transition ends, then the completion
    /// runs. Programmatic dismissal calls none of the adaptive presentation delegate's methods ("This
    /// method is not called if the presentation is dismissed programmatically"). Chosen: with nothing to
    /// dismiss, UIKit's behaviour is undocumented; the fake does nothing (the completion is not called).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let context: UIViewController
        if outermost.presentedStorage != nil {
            context = outermost
        } else if let presenting = presentingViewController {
            context = presenting.outermost
        } else {
            return
        }
        guard let first = context.presentedStorage else { return }
        context.runningTransition?.finish()
        first.runningTransition?.finish()
        let transition = Transition(animated: flag, interactive: false) { _ in
            context.endPresentation(of: first)
            completion?()
        }
        transition.owner = context
        first.runningTransition = transition
        if flag { Animations.start(transition) } else { transition.finish() }
    }

    /// Removes `presented` (presented by this context) and everything presented above it.
    func endPresentation(of presented: UIViewController) {
        guard presentedStorage === presented else { return }
        var next: UIViewController? = presented
        presentedStorage = nil
        while let current = next {
            next = current.presentedStorage
            current.presentedStorage = nil
            current.presentingStorage = nil
        }
        window?.updateAppearance()
    }

    /// Whether the user's swipe-down is refused by `isModalInPresentation`: set on this view controller or
    /// on a child it shows on screen (a navigation controller's top, the selected tab), as "while it is
    /// onscreen" reads.
    var isModalInPresentationOnScreen: Bool {
        if isModalInPresentation { return true }
        return children.contains { shows($0) && $0.isModalInPresentationOnScreen }
    }

    /// A name for logs: the title, else the type.
    var debugName: String { title ?? "\(type(of: self))" }
}
