/// A view: a frame, a background and subviews (nothing is drawn).
@MainActor
open class UIView: UIResponder {
    /// Options of `autoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    open var backgroundColor: UIColor?
    open var bounds = CGRect.zero
    open var autoresizingMask: AutoresizingMask = []
    /// The views added with `addSubview(_:)`, in order.
    open private(set) var subviews: [UIView] = []
    /// The view this view was added to.
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(frame: .zero) }

    /// Adds `view` last; a view that had another superview leaves it first (as UIKit documents).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// A color (only the ones the example uses).
@MainActor
open class UIColor: NSObject {
    open class var systemBackground: UIColor { UIColor() }
}

/// A label: its text.
@MainActor
open class UILabel: UIView {
    open var text: String?
}
