/// A tab bar controller: its tabs, the selected one, and its delegate asked about the user's taps.
///
/// From Apple's documentation: `tabBarController(_:shouldSelect:)` is called "in response to the user
/// tapping a tab bar item"; `tabBarController(_:didSelect:)` "regardless of whether the selected view
/// controller changed… only in response to user taps in the tab bar and is not called when your code
/// changes the tab bar contents programmatically". Setting `selectedIndex` or the view controllers from
/// code calls neither. A tap on the selected tab pops its navigation controller to the root (the tab bar's
/// documented behaviour); chosen where Apple is silent: the pop starts after `shouldSelect` and before
/// `didSelect`, animated.
@MainActor
open class UITabBarController: UIViewController {
    weak open var delegate: (any UITabBarControllerDelegate)?
    private var tabs: [UIViewController]?
    private var selected = 0

    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open override var children: [UIViewController] { tabs ?? [] }

    /// Sets the tabs. "When changing the view controllers, the tab bar controller remembers the view
    /// controller object that was previously selected and attempts to reselect it. If the selected view
    /// controller is no longer present, it attempts to select the view controller at the same index in the
    /// array as the previous selection. If that index is invalid, it selects the view controller at index 0."
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        for child in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === child }) {
            child.container = nil
        }
        for child in viewControllers ?? [] { adopt(child) }
        tabs = viewControllers
        if let previous, let index = viewControllers?.firstIndex(where: { $0 === previous }) {
            selected = index
        } else if selected >= (viewControllers?.count ?? 0) {
            selected = 0
        }
        window?.updateAppearance()
    }

    /// The selected tab's index. Chosen: an index out of range is ignored with a warning.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let tabs, tabs.indices.contains(newValue) else {
                UIKitLog.warn("selectedIndex \(newValue) out of range in \(debugName)")
                return
            }
            selected = newValue
            window?.updateAppearance()
        }
    }

    open var selectedViewController: UIViewController? {
        guard let tabs, tabs.indices.contains(selected) else { return nil }
        return tabs[selected]
    }

    override func shows(_ child: UIViewController) -> Bool { child === selectedViewController }

    override func release(_ child: UIViewController) { tabs?.removeAll { $0 === child } }

    /// The user taps the tab at `index` (see the type's comment for the order).
    func userTapsTab(at index: Int) {
        guard let tabs, tabs.indices.contains(index) else { return }
        let tab = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: tab) != false else { return }
        if index == selected, let navigation = tab as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        selected = index
        window?.updateAppearance()
        delegate?.tabBarController(self, didSelect: tab)
    }
}
