/// A window: its root view controller, shown once the window is made visible.
///
/// Chosen: after each change of what is on screen, the window tells each navigation controller that
/// appeared of a top its delegate was not told of (a stack changed off screen), and loads the views of
/// the view controllers on screen (UIKit loads a view before it appears).
@MainActor
open class UIWindow: UIView {
    private var updating = false
    private var needsUpdate = false

    open var rootViewController: UIViewController? {
        didSet {
            if oldValue !== rootViewController { oldValue?.rootOfWindow = nil }
            rootViewController?.rootOfWindow = self
            updateAppearance()
        }
    }

    /// Whether the window is shown (after `makeKeyAndVisible()`).
    open private(set) var isKeyWindow = false

    var isVisible: Bool { isKeyWindow }

    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func makeKeyAndVisible() {
        isKeyWindow = true
        updateAppearance()
    }

    /// See the type's comment; re-entrant calls (a delegate changing the hierarchy) are folded into the
    /// running one.
    func updateAppearance() {
        guard !updating else {
            needsUpdate = true
            return
        }
        updating = true
        defer { updating = false }
        repeat {
            needsUpdate = false
            for controller in onScreenControllers {
                (controller as? UINavigationController)?.announceIfNeeded()
                if controller.children.isEmpty { controller.loadViewIfNeeded() }
            }
        } while needsUpdate
    }

    /// The view controllers on screen, outermost first: the root, what each container shows, and each
    /// presentation.
    var onScreenControllers: [UIViewController] {
        guard isVisible, let root = rootViewController else { return [] }
        var result: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            result.append(controller)
            for child in controller.children where controller.shows(child) { visit(child) }
        }
        var layer: UIViewController? = root
        while let current = layer {
            visit(current)
            layer = current.presentedStorage
        }
        return result
    }
}
