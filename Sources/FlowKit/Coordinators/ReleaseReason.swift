import Signals

/// Why a coordinator was released.
///
/// A parent reads it from ``Coordinator/releaseReason`` when a child's result publisher finishes, to tell
/// a result from a dismissal and which path the user took.
public enum ReleaseReason: Hashable, Sendable, CustomStringConvertible {
    /// The coordinator produced its result (its first output); the parent received it.
    case finished
    /// The coordinator's `start()` publisher finished without a value; the parent received no value.
    case completedWithoutResult
    /// The coordinator's `start()` threw this error (a bug in the flow, for example a screen shown twice),
    /// or its presentation by ``Coordinator/present(_:from:)`` failed once it had started (the call also
    /// throws it); the parent received no value, and the router published the failure on
    /// ``Router/startFailures``.
    case startFailed(NavigationError)
    /// The coordinator's screens left the hierarchy, by the given call or gesture; no value was sent. A
    /// flow inside a modal that was swiped down or dismissed has this reason too, with that cause: its own
    /// screens left with the modal.
    case screensRemoved(NavigationCause)
    /// An ancestor coordinator was released, and the coordinator went with it although its own screens did
    /// not decide it (still shown under an anchored ancestor whose anchor left, never shown, or under an
    /// ancestor that finished); no value was sent.
    case ancestorReleased
    /// The task awaiting the coordinator's result (``BaseCoordinator/value()``) was cancelled; its screens
    /// left as a programmatic dismissal or pop would, and no value was sent.
    case taskCancelled
    /// A deep link (``DeepLinks/open(_:)``) led elsewhere; the coordinator's screens were dismissed or popped
    /// and no value was sent.
    case deepLink
    /// Its parent (or a test) ended it with ``Coordinator/end()``: its screens were removed once, and no
    /// value was sent.
    case ended

    /// Whether the coordinator went away without producing a result.
    public var isDismissal: Bool { self != .finished }

    /// For example `screens removed (swipe-down)`.
    public var description: String {
        switch self {
        case .finished: "finished"
        case .completedWithoutResult: "completed without result"
        case .startFailed(let error): "start failed: \(error)"
        case .screensRemoved(let cause): "screens removed (\(cause))"
        case .ancestorReleased: "ancestor released"
        case .taskCancelled: "awaiting task cancelled"
        case .deepLink: "deep link"
        case .ended: "ended"
        }
    }
}
