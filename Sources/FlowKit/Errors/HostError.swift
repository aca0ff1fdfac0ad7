/// Why a ``NavigationHost`` could not carry out a ``HostCommand``.
///
/// A host throws it before changing anything, so it goes on showing what it showed; the
/// ``HostSynchronizer`` publishes it on ``HostSynchronizer/hostFailures`` and goes on with the next command.
/// The model is not changed.
///
/// ```swift
/// let log = sync.hostFailures.sink { error in print(error) }
/// // setStack Settings [Settings, Account]: 'Settings' is shown by a UIViewController, which cannot carry it out
/// ```
public enum HostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The view showing `screen` cannot carry out `command`: for UIKit, a ``NavigationStack`` whose view
    /// controller is not a `UINavigationController`, or a ``TabBar`` whose view controller is not a
    /// `UITabBarController` (the screen's ``Screen/content`` gave another one).
    case unsupportedView(command: String, screen: String, view: String)
    /// The presenter's view already presents a view the model does not know (presented by app code), and a
    /// view presents one view at a time.
    case alreadyPresenting(command: String, presenter: String, presented: String)
    /// The presenter's view presents nothing to dismiss (app code dismissed it). For UIKit, asking it to
    /// dismiss would dismiss the presenter itself.
    case nothingToDismiss(command: String, presenter: String)

    /// A sentence naming the command and why it could not be carried out.
    public var description: String {
        switch self {
        case .unsupportedView(let command, let screen, let view):
            return "\(command): '\(screen)' is shown by a \(view), which cannot carry it out"
        case .alreadyPresenting(let command, let presenter, let presented):
            return "\(command): '\(presenter)' already presents '\(presented)', which the model does not show"
        case .nothingToDismiss(let command, let presenter):
            return "\(command): '\(presenter)' presents nothing"
        }
    }
}
