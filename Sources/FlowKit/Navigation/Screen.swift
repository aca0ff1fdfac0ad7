/// A screen: the view-controller role of the headless navigation model.
///
/// A screen has a title, lines of body text and buttons. It lives in at most one place: inside a
/// container (``NavigationStack``, ``TabBar``), presented modally by another screen, or as a
/// ``Window``'s root. The hierarchy owns its screens strongly; everything else (the code that
/// drives them, gestures) refers to them weakly, so a screen that leaves the hierarchy is deinitialised once nobody else holds it.
///
/// Subclass it to react to the lifecycle (``willAppear()``, ``didAppear()``, ``willDisappear()``,
/// ``didDisappear()``), or use it as is:
///
/// ```swift
/// let screen = Screen(title: "Compose", lines: ["Write something"], buttons: [
///     Screen.Button("OK") { result.send(true) },
/// ])
/// try stack.push(screen)
/// try screen.tap("OK")
/// ```
@MainActor
open class Screen {
    /// A labelled button whose action runs on the main actor.
    public struct Button {
        /// The text on the button; ``Screen/tap(_:)`` finds buttons by it.
        public var label: String
        /// What a tap does. Errors it throws are rethrown by ``Screen/tap(_:)``.
        public var action: @MainActor () throws -> Void

        /// Creates a button.
        ///
        /// - Parameters:
        ///   - label: The text on the button.
        ///   - action: What a tap does. Capture its owner weakly (`[weak self]`): the screen holds it.
        public init(_ label: String, action: @escaping @MainActor () throws -> Void) {
            self.label = label
            self.action = action
        }
    }

    /// Where a screen is in its appearance lifecycle.
    public enum Appearance: Sendable, Equatable {
        /// Not on screen.
        case hidden
        /// About to appear: ``Screen/willAppear()`` was called, ``Screen/didAppear()`` not yet.
        case appearing
        /// On screen.
        case visible
        /// About to disappear: ``Screen/willDisappear()`` was called, ``Screen/didDisappear()`` not yet.
        case disappearing
    }

    /// The title, shown in navigation bars, tab bars and back buttons.
    public var title: String
    /// Lines of body text.
    public var lines: [String]
    /// The buttons, in display order.
    public var buttons: [Button]
    /// What a host shows for this screen (see ``ScreenContent``); `nil` when the host draws the screen
    /// from its title, lines and buttons. The model never reads it.
    public var content: (any ScreenContent)?
    /// When `true`, the modal showing this screen refuses an interactive swipe-down while this screen is on
    /// screen, as UIKit's `UIViewController.isModalInPresentation`.
    ///
    /// UIKit documents it per view controller (`UIViewController.isModalInPresentation`): "UIKit ignores
    /// events outside the view controller's bounds and prevents the interactive dismissal of the view
    /// controller while it is onscreen"; the SDK's header says it forces "the presentation hosting the view
    /// controller into modal behavior"; and UIKit refuses the dismissal when it is set or when the
    /// presentation controller's delegate answers `false` to `presentationControllerShouldDismiss(_:)`
    /// (`presentationControllerDidAttemptToDismiss(_:)`). The documentation says nothing more of a
    /// navigation controller's children, so the model reads "while it is onscreen" as written:
    ///
    /// - set on the presented screen (for example the ``NavigationStack`` a modal flow is presented in),
    ///   it refuses every swipe-down of the modal, whatever is pushed inside it;
    /// - set on a screen inside the modal, it refuses while that screen is on screen: while it is its stack's
    ///   top screen (or its tab is selected), not once another screen is pushed above it.
    ///
    /// ```swift
    /// form.navigationStack?.isModalInPresentation = true   // the whole modal, pushes included
    /// form.isModalInPresentation = true                    // while the form itself shows
    /// ```
    public var isModalInPresentation = false
    /// Decides whether the screen may leave the hierarchy, each time it is about to, whatever the path
    /// (see ``LeaveGuard``); `nil`, the default, lets it leave. It is asked for the screen itself and for
    /// a container or modal it would leave with.
    ///
    /// Every call and gesture that removes screens asks it first, and a host asks it before it lets a
    /// gesture begin: a refusal moves nothing. Only screens in a window are guarded.
    ///
    /// ```swift
    /// form.leaveGuard = { [weak model] _ in model?.hasChanges == true ? .refuse : .allow }
    /// try stack.goBack()   // throws NavigationError.leaveRefused while the form has changes
    /// ```
    public var leaveGuard: LeaveGuard? {
        didSet {
            if leaveGuard != nil { LeaveRule.isInUse = true }
            if (oldValue == nil) != (leaveGuard == nil) { window?.guardedScreens += leaveGuard == nil ? -1 : 1 }
        }
    }
    /// Where the screen is in its appearance lifecycle.
    public internal(set) var appearance = Appearance.hidden
    /// The container holding this screen: a ``NavigationStack`` or a ``TabBar``; `nil` otherwise.
    public internal(set) weak var container: Screen?
    /// The window whose hierarchy contains this screen, or `nil` when it is not in one.
    public internal(set) weak var window: Window?

    /// Set on a presented screen: the screen presenting it (always the root of its layer).
    weak var presenter: Screen?
    /// Set on the root of a layer: the screen it presents.
    var presented: Screen?
    /// The last swipe-down begun on this modal (in progress while its ``InteractiveGesture/state`` says so).
    var activeSwipeDown: InteractiveGesture?
    /// The gesture that drives this screen's appearance while it is in progress; reconciliation leaves
    /// the screen alone meanwhile.
    weak var transitionGesture: InteractiveGesture?
    /// Whether a gesture in progress drives this screen's appearance.
    var inTransition: Bool { transitionGesture?.state == .inProgress }
    /// How many times the screen left a window's hierarchy (a gesture that moves it ends when it does).
    var exits = 0
    /// How many presentations this layer root made (a swipe-down of it ends when it presents).
    var presentationEdits = 0
    /// How many confirmed exits are being retried past this screen's guards (see ``LeaveConfirmation``).
    var confirmedLeaves = 0

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - lines: Lines of body text.
    ///   - buttons: The buttons, in display order.
    ///   - content: What a host shows for the screen (see ``ScreenContent``), if anything.
    public init(title: String, lines: [String] = [], buttons: [Button] = [], content: (any ScreenContent)? = nil) {
        self.title = title
        self.lines = lines
        self.buttons = buttons
        self.content = content
    }

    /// Called before the screen appears. The default does nothing.
    open func willAppear() {}
    /// Called after the screen appeared. The default does nothing.
    open func didAppear() {}
    /// Called before the screen disappears. The default does nothing.
    open func willDisappear() {}
    /// Called after the screen disappeared. The default does nothing.
    open func didDisappear() {}

    /// The labels of the buttons, in display order.
    public var buttonLabels: [String] { buttons.map(\.label) }

    /// Runs the action of the first button with this label.
    ///
    /// - Parameter label: The button's label.
    /// - Throws: ``NavigationError/noSuchButton(label:screen:offered:)`` listing the labels offered, or
    ///   whatever the button's action throws.
    public func tap(_ label: String) throws {
        guard let button = buttons.first(where: { $0.label == label }) else {
            throw NavigationError.noSuchButton(label: label, screen: title, offered: buttonLabels)
        }
        try button.action()
    }

    /// The screens this screen contains directly (a stack's screens, a tab bar's tabs).
    var childScreens: [Screen] { [] }

    /// The child on the visible path (a stack's top screen, a tab bar's selected tab).
    var visibleChild: Screen? { nil }
}

extension Screen: @MainActor CustomStringConvertible {
    /// The type and title, e.g. `Screen("Settings")`.
    public var description: String { "\(type(of: self))(\"\(title)\")" }
}
