/// A gesture recognizer: its delegate decides whether the gesture begins (`UIKitUser` performs it).
@MainActor
open class UIGestureRecognizer: NSObject {
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true

    public override init() { super.init() }

    /// Whether a gesture the user starts begins: the recognizer is enabled and its delegate's
    /// `gestureRecognizerShouldBegin(_:)` does not answer `false` ("Asks the delegate if a gesture
    /// recognizer should begin interpreting touches", Apple's documentation; no delegate means yes).
    func shouldBegin() -> Bool {
        isEnabled && delegate?.gestureRecognizerShouldBegin(self) != false
    }
}
