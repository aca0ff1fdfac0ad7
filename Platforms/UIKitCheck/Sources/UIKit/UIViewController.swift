/// A view controller: its view (loaded on first use), its place among containers, and its
/// presentations (see `UIViewController+Presentation.swift`).
@MainActor
open class UIViewController: UIResponder {
    open var title: String?
    /// "Prevents interactive dismissal of the view controller while it is onscreen" (Apple's
    /// documentation); the fake checks it on the presented view controller and the children it shows.
    open var isModalInPresentation = false

    private var loadedView: UIView?
    /// The container holding this view controller (a navigation or tab bar controller).
    weak var container: UIViewController?
    /// The window whose root this view controller is.
    weak var rootOfWindow: UIWindow?
    /// The view controller this one presents (stored on the presentation context, see `present`).
    var presentedStorage: UIViewController?
    /// The view controller that presents this one.
    weak var presentingStorage: UIViewController?
    var presentationStorage: UIPresentationController?
    /// The transition this view controller runs (a container's push or pop, a presentation or dismissal).
    var runningTransition: Transition?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The view, loaded on first use: `loadView()`, then `viewDidLoad()` ("called after the controller's
    /// view is loaded into memory").
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates a plain view ("If you use Interface Builder… you must not override this method"; the
    /// default makes a plain view when there is no nib).
    open func loadView() { loadedView = UIView() }

    open func viewDidLoad() {}

    open func loadViewIfNeeded() { _ = view }

    /// "The parent view controller of the recipient": the container holding it.
    open var parent: UIViewController? { container }

    /// The view controllers this one contains; a container overrides it.
    open var children: [UIViewController] { [] }

    /// "The nearest ancestor in the view controller hierarchy that is a navigation controller."
    open var navigationController: UINavigationController? {
        var next = parent
        while let current = next {
            if let navigation = current as? UINavigationController { return navigation }
            next = current.parent
        }
        return nil
    }

    /// "The nearest ancestor in the view controller hierarchy that is a tab bar controller."
    open var tabBarController: UITabBarController? {
        var next = parent
        while let current = next {
            if let tabs = current as? UITabBarController { return tabs }
            next = current.parent
        }
        return nil
    }

    /// The transition running on this view controller; if it runs none, its parent's ("If the current
    /// view controller is not involved in a transition, this property may return the transition
    /// coordinator of its parent").
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let runningTransition, !runningTransition.hasEnded { return runningTransition }
        return parent?.transitionCoordinator
    }

    /// The window this view controller is in: up its containers and presenters to a window's root.
    var window: UIWindow? {
        var current = self
        while let next = current.parent ?? current.presentingStorage { current = next }
        guard let window = current.rootOfWindow, window.rootViewController === current else { return nil }
        return window
    }

    /// Whether the view controller is on screen: in a visible window, shown by each container above it
    /// (the top of a navigation stack, the selected tab), presented or presenting.
    var isOnScreen: Bool {
        var current = self
        while true {
            if let container = current.parent, !container.shows(current) { return false }
            guard let next = current.parent ?? current.presentingStorage else {
                guard let window = current.rootOfWindow, window.rootViewController === current else { return false }
                return window.isVisible
            }
            current = next
        }
    }

    /// Whether this container shows `child` on screen (a navigation controller its top, a tab bar
    /// controller its selected tab).
    func shows(_ child: UIViewController) -> Bool { true }

    /// Takes `child` into this container, out of any container it was in (chosen: UIKit moves a view
    /// controller added to a second container, with a console warning for some containers).
    func adopt(_ child: UIViewController) {
        if let old = child.container, old !== self { old.release(child) }
        child.container = self
    }

    /// Drops `child` from this container's children; a container overrides it.
    func release(_ child: UIViewController) {}

    /// The root of this view controller's containers (the presentation context used by `present`).
    var outermost: UIViewController {
        var current = self
        while let next = current.parent { current = next }
        return current
    }
}
