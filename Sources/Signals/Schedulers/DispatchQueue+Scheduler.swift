// The only file of Signals that imports Dispatch: the core stays free of Dispatch and Foundation.
import Dispatch

/// `DispatchQueue` as a ``Scheduler``: actions run asynchronously on the queue.
///
/// ```swift
/// let cancellable = results
///     .receive(on: DispatchQueue.main)
///     .sink { print($0) }
/// ```
///
/// One-shot actions use `async` and `asyncAfter`; repeating actions use a `DispatchSourceTimer`, which
/// the returned ``AnyCancellable`` cancels (also when it is released). Tolerance becomes the timer's
/// leeway; one-shot delayed actions ignore it. A repeating action with an interval of zero or less runs
/// once.
extension DispatchQueue: Scheduler {
    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions: @unchecked Sendable {
        // Safety: every stored property is a value type or the thread-safe `DispatchGroup`;
        // `DispatchWorkItemFlags` is a plain `OptionSet` over `UInt` that Dispatch leaves unannotated.

        /// The dispatch queue quality of service.
        public var qos: DispatchQoS

        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags

        /// The dispatch group, if any, that the scheduled work should be associated with.
        public var group: DispatchGroup?

        /// Creates dispatch queue scheduler options.
        ///
        /// - Parameters:
        ///   - qos: The quality of service for the work.
        ///   - flags: The work item flags.
        ///   - group: A group that the work enters when scheduled and leaves when it has run.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The minimum tolerance allowed by the scheduler: zero.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// This scheduler's definition of the current moment in time: `DispatchTime.now()`.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Submits the action to the queue asynchronously.
    ///
    /// - Parameters:
    ///   - options: Quality of service, flags and group for the work.
    ///   - action: The action to perform.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = SchedulerAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            action()
        }
    }

    /// Submits the action to the queue, to run at `date`.
    ///
    /// - Parameters:
    ///   - date: The deadline.
    ///   - tolerance: Ignored for one-shot actions.
    ///   - options: Quality of service, flags and group for the work.
    ///   - action: The action to perform.
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = SchedulerAction(action)
        let group = options?.group
        group?.enter()
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            action()
            group?.leave()
        }
    }

    /// Runs the action on the queue at `date`, then every `interval`, until cancelled.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs; zero or less runs the action once.
    ///   - tolerance: The timer's leeway.
    ///   - options: Quality of service and flags for the timer's handler; the group is not used.
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
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action() }
        timer.schedule(
            deadline: date.dispatchTime,
            repeating: interval.magnitude > 0 ? interval.timeInterval : .never,
            leeway: Swift.max(tolerance, .nanoseconds(0)).timeInterval
        )
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

extension DispatchQueue {
    /// The scheduler time type used by the dispatch queue: a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        ///
        /// - Parameter time: The dispatch time to represent.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// Returns the distance to another dispatch queue time, saturating at the ends of `Int`.
        ///
        /// - Parameter other: Another dispatch queue time.
        /// - Returns: The time interval between this time and the provided time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = dispatchTime.uptimeNanoseconds
            let end = other.dispatchTime.uptimeNanoseconds
            if end >= start {
                let difference = end - start
                return .nanoseconds(difference > UInt64(Int.max) ? .max : Int(difference))
            }
            let difference = start - end
            return .nanoseconds(difference > UInt64(Int.max) ? .min : -Int(difference))
        }

        /// Returns a dispatch queue time advanced by the given interval, clamped between the earliest
        /// representable instant and `DispatchTime.distantFuture`.
        ///
        /// - Parameter n: An interval to advance by.
        /// - Returns: The advanced time.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let start = dispatchTime.uptimeNanoseconds
            let step = UInt64(n.magnitude.magnitude)
            let result: UInt64
            if n.magnitude >= 0 {
                let (sum, overflow) = start.addingReportingOverflow(step)
                result = overflow ? .max : sum
            } else {
                result = step >= start ? 1 : Swift.max(start - step, 1)
            }
            // Uptime 0 would be `DISPATCH_TIME_NOW`; `UInt64.max` is `distantFuture`.
            return SchedulerTimeType(result == .max ? .distantFuture : DispatchTime(uptimeNanoseconds: result))
        }

        /// Hashes the uptime.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// Decodes a time from its uptime in nanoseconds.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        /// Encodes the time as its uptime in nanoseconds.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }
    }
}

extension DispatchQueue.SchedulerTimeType {
    /// A type that represents the distance between two values, counted in nanoseconds.
    ///
    /// As in Combine, integer and floating-point literals (and ``init(exactly:)``) count **seconds**,
    /// and multiplying two strides multiplies their values in seconds. Arithmetic and conversions
    /// saturate at the ends of `Int` instead of trapping.
    public struct Stride: _NanosecondStride, Hashable, Codable, Sendable {
        /// The type used when evaluating floating-point literals: seconds.
        public typealias FloatLiteralType = Double

        /// The type used when evaluating integer literals: seconds.
        public typealias IntegerLiteralType = Int

        /// The type used for expressing the stride's magnitude.
        public typealias Magnitude = Int

        /// The value of this time interval in nanoseconds (signed, as in Combine).
        public var magnitude: Int

        /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        /// Creates a dispatch queue time interval from a dispatch time interval; `.never` becomes the
        /// longest interval.
        ///
        /// - Parameter timeInterval: A dispatch time interval.
        public init(_ timeInterval: DispatchTimeInterval) {
            switch timeInterval {
            case .seconds(let s): magnitude = s.saturatingMultiply(1_000_000_000)
            case .milliseconds(let ms): magnitude = ms.saturatingMultiply(1_000_000)
            case .microseconds(let us): magnitude = us.saturatingMultiply(1_000)
            case .nanoseconds(let ns): magnitude = ns
            case .never: magnitude = .max
            #if canImport(Darwin)
                @unknown default: magnitude = .max
            #endif
            }
        }

        /// Creates an interval of the given number of nanoseconds.
        ///
        /// - Parameter nanoseconds: Nanoseconds.
        public init(_nanoseconds nanoseconds: Int) {
            magnitude = nanoseconds
        }
    }
}
