#if canImport(Combine)
    import Foundation

    /// An error type for the tests.
    struct TestError: Error, Equatable, CustomStringConvertible {
        var code = 1
        var description: String { "TestError(\(code))" }
    }

    /// One event a tracking subscriber received, in the same terms for both libraries, so a test compares
    /// the whole history a Signals subscriber saw with the one a Combine subscriber saw.
    enum BridgeEvent<Value: Equatable, Failure: Error & Equatable>: Equatable, CustomStringConvertible {
        /// A subscription arrived; the payload is its `description` (`"FromSignals"`, `"FromCombine"`).
        case subscription(String)
        case value(Value)
        case finished
        case failure(Failure)

        var description: String {
            switch self {
            case .subscription(let name): "subscription(\(name))"
            case .value(let value): "value(\(value))"
            case .finished: "finished"
            case .failure(let error): "failure(\(error))"
            }
        }
    }

    /// The history and the contract checks shared by ``CombineTracker`` and ``SignalsTracker``: each
    /// `receive` method runs between ``enter()`` and ``leave(_:)``, which notice a call that begins on
    /// one thread while another thread is inside (an overlapping delivery, which the contract forbids),
    /// with a lock of the test's own, not with either library's locks. A call nested in one on the
    /// same thread (a re-entrant delivery) is allowed, as the contract allows it.
    final class EventRecorder<Value: Equatable, Failure: Error & Equatable>: @unchecked Sendable {
        // Safety: `_events` is only touched with `lock` held; `owner` and `overlaps` with `ownerLock` held
        // (not `Synchronization.Atomic`: Apple platforms have it from iOS 18 / macOS 15, above the floor).
        typealias Event = BridgeEvent<Value, Failure>

        private let lock = NSLock()
        private var _events: [Event] = []
        private let ownerLock = NSLock()
        private var owner: UInt = 0
        private var overlapCount = 0

        /// Every event so far, in order.
        var events: [Event] { lock.withLock { _events } }

        /// Only the values so far.
        var values: [Value] {
            events.compactMap { if case .value(let value) = $0 { value } else { nil } }
        }

        /// How many calls began while another thread was inside a `receive` method.
        var overlaps: Int { ownerLock.withLock { overlapCount } }

        func record(_ event: Event) {
            lock.withLock { _events.append(event) }
        }

        /// Marks the calling thread as inside; returns whether it was the outermost call on this thread.
        func enter() -> Bool {
            let thread = UInt(bitPattern: ObjectIdentifier(Thread.current).hashValue)
            let outermost = ownerLock.withLock {
                if owner == 0 {
                    owner = thread
                    return true
                }
                if owner != thread {
                    overlapCount += 1
                }
                return false
            }
            if outermost {
                // Widen the window a little, so that an overlapping call is more likely to be seen.
                for _ in 0..<16 { _ = ownerLock.withLock { owner } }
            }
            return outermost
        }

        /// Marks the calling thread as outside, if ``enter()`` said its call was the outermost.
        func leave(_ outermost: Bool) {
            if outermost { ownerLock.withLock { owner = 0 } }
        }
    }

    /// An object to hold weakly, to see what keeps it alive.
    final class LifetimeToken: Sendable {}
#endif
