import Foundation
import Signals

/// A subscription that records every request and cancellation, so tests can assert what a subscriber
/// or subject asked of its upstream. Thread-safe.
final class SpySubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    // Safety: `_events` is only read or written with `lock` held.
    enum Event: Equatable, CustomStringConvertible {
        case requested(Subscribers.Demand)
        case cancelled

        var description: String {
            switch self {
            case .requested(let demand): "requested(\(demand))"
            case .cancelled: "cancelled"
            }
        }
    }

    private let lock = NSLock()
    private var _events: [Event] = []
    private let onDeinit: (() -> Void)?

    /// - Parameter onDeinit: Runs when the subscription is deallocated (to test who releases it, and
    ///   when).
    init(onDeinit: (() -> Void)? = nil) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit?()
    }

    var description: String { "SpySubscription" }

    /// Every request and cancellation so far, in order.
    var events: [Event] { lock.withLock { _events } }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { _events.append(.requested(demand)) }
    }

    func cancel() {
        lock.withLock { _events.append(.cancelled) }
    }
}

/// A value behind a lock, for state shared with closures that may run on several threads.
final class LockedValue<Value>: @unchecked Sendable {
    // Safety: `_value` is only read or written with `lock` held.
    private let lock = NSLock()
    private var _value: Value

    init(_ value: Value) {
        _value = value
    }

    /// A copy of the current value.
    var value: Value { lock.withLock { _value } }

    /// Runs `body` on the value with the lock held; `body` must not call into Signals.
    @discardableResult
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.withLock { body(&_value) }
    }
}

/// An object to hand to code under test and observe through a `weak` reference: it tells whether the
/// code keeps it alive.
final class DeinitProbe: @unchecked Sendable {
    // Safety: immutable after init.
    private let onDeinit: (() -> Void)?

    init(onDeinit: (() -> Void)? = nil) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit?()
    }
}
