import Dispatch
import Foundation

/// `OperationQueue` as a ``Scheduler``: each action is added to the queue as an operation.
///
/// ```swift
/// let cancellable = images
///     .receive(on: processingQueue)  // an OperationQueue
///     .sink { thumbnail($0) }
/// ```
///
/// A delayed or repeating action is added to the queue when it is due, from a Dispatch timer. A
/// repeating action with an interval of zero or less runs once.
///
/// Its time types are the run loop's (``Foundation/RunLoop/SchedulerTimeType``, a `Date`); Combine
/// declares a separate but identical pair of types.
extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue: the run loop's, a `Date`.
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

    /// Options that affect the operation of the operation queue scheduler. There are none.
    public struct SchedulerOptions: Sendable {}

    /// This scheduler's definition of the current moment in time: `Date()`.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// The minimum tolerance allowed by the scheduler: zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Adds the action to the queue.
    ///
    /// - Parameters:
    ///   - options: Ignored.
    ///   - action: The action to perform.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        QueueHandle(self).add(SchedulerAction(action))
    }

    /// Adds the action to the queue at `date`.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: Ignored.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = SchedulerAction(action)
        let queue = QueueHandle(self)
        let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + dispatchInterval(delay)) {
            queue.add(action)
        }
    }

    /// Adds the action to the queue at `date`, then every `interval`, until cancelled.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs; zero or less runs the action once.
    ///   - tolerance: The leeway of the Dispatch timer.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    /// - Returns: An ``AnyCancellable`` that cancels the timer when cancelled or released.
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let action = SchedulerAction(action)
        let queue = QueueHandle(self)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        let repeats = interval.timeInterval > 0
        timer.setEventHandler {
            queue.add(action)
            if !repeats {
                timer.cancel()
            }
        }
        let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
        timer.schedule(
            deadline: .now() + dispatchInterval(delay),
            repeating: repeats ? dispatchInterval(interval.timeInterval) : .never,
            leeway: dispatchInterval(tolerance.timeInterval)
        )
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// Converts seconds to a Dispatch interval, clamped between zero and about a century (so that
/// `Date.distantFuture` and infinities do not overflow).
private func dispatchInterval(_ seconds: TimeInterval) -> DispatchTimeInterval {
    let clamped = seconds.isNaN ? 0 : Swift.min(Swift.max(seconds, 0), 3_000_000_000)
    return .nanoseconds(Int(clamped * 1_000_000_000))
}

/// Lets a Dispatch handler add operations to an `OperationQueue` (which is thread-safe).
private final class QueueHandle: @unchecked Sendable {
    // Safety: the queue is immutable here, and `addOperation(_:)` may be called from any thread.
    private let queue: OperationQueue

    init(_ queue: OperationQueue) {
        self.queue = queue
    }

    func add(_ action: SchedulerAction) {
        queue.addOperation { action() }
    }
}
