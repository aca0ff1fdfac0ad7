/// One call a host makes to show the navigation model: UIKit's `setViewControllers`, `present`,
/// `dismiss`, tab bar contents and selection, the window's root.
///
/// A ``HostSynchronizer`` issues commands one at a time to its ``NavigationHost``, in hierarchy order.
@MainActor
public enum HostCommand: Sendable {
    /// Show `screen` as the window's root (UIKit: `UIWindow.rootViewController`).
    case setRoot(Screen)
    /// Show these screens in the stack (UIKit: `setViewControllers(_:animated:)`, which animates as a
    /// push or a pop when the top changes).
    case setStack(NavigationStack, [Screen])
    /// Show these tabs, and select one (UIKit: `UITabBarController.setViewControllers(_:animated:)`).
    case setTabs(TabBar, [Screen], selectedIndex: Int)
    /// Select a tab (UIKit: `UITabBarController.selectedIndex`).
    case selectTab(TabBar, Int)
    /// Present a screen from a layer root (UIKit: `present(_:animated:completion:)`).
    case present(Screen, by: Screen)
    /// Dismiss what a layer root presents, and everything above it (UIKit: `dismiss(animated:completion:)`).
    case dismiss(by: Screen)
}

extension HostCommand: @MainActor CustomStringConvertible {
    /// For example `setStack Settings [Settings, Account]` or `present Compose by Tabs`.
    public var description: String {
        func list(_ screens: [Screen]) -> String { "[" + screens.map(\.title).joined(separator: ", ") + "]" }
        return switch self {
        case .setRoot(let screen): "setRoot \(screen.title)"
        case .setStack(let stack, let screens): "setStack \(stack.title) \(list(screens))"
        case .setTabs(let tabBar, let tabs, let index): "setTabs \(tabBar.title) \(list(tabs)) selected \(index)"
        case .selectTab(let tabBar, let index): "selectTab \(tabBar.title) \(index)"
        case .present(let screen, let presenter): "present \(screen.title) by \(presenter.title)"
        case .dismiss(let presenter): "dismiss by \(presenter.title)"
        }
    }
}
