/// A control: the actions added for each event, performed when the event is sent.
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

    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// Performs the actions added for `event`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }
}

/// A button: a title per state.
@MainActor
open class UIButton: UIControl {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    private var titles: [UInt: String] = [:]

    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
}

public typealias UIActionHandler = (UIAction) -> Void

/// An action: a title and a handler.
@MainActor
open class UIAction: NSObject {
    open var title: String
    let handler: UIActionHandler

    // The SDK's initializer has more parameters, all defaulted; the example passes only the handler.
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
        super.init()
    }
}
