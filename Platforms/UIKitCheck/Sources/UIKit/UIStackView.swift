/// A stack view: its arranged subviews are subviews too (as UIKit documents for `addArrangedSubview(_:)`).
@MainActor
open class UIStackView: UIView {
    open var axis = NSLayoutConstraint.Axis.horizontal
    open private(set) var arrangedSubviews: [UIView] = []

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

@MainActor
open class NSLayoutConstraint: NSObject {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
