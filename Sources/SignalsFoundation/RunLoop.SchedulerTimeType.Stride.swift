import Foundation

extension RunLoop.SchedulerTimeType {
    /// The interval by which run loop times advance: seconds, as a `TimeInterval`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
    {
        /// The type used when evaluating floating-point literals: seconds.
        public typealias FloatLiteralType = TimeInterval

        /// The type used when evaluating integer literals: seconds.
        public typealias IntegerLiteralType = TimeInterval

        /// The type used for expressing the stride's magnitude.
        public typealias Magnitude = TimeInterval

        /// The value of this time interval in seconds.
        public var magnitude: TimeInterval

        /// The value of this time interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Creates a run loop time interval from the given time interval.
        ///
        /// - Parameter timeInterval: Seconds.
        public init(_ timeInterval: TimeInterval) {
            magnitude = timeInterval
        }

        /// Creates a run loop time interval from an integer number of seconds.
        ///
        /// - Parameter value: Seconds.
        public init(integerLiteral value: TimeInterval) {
            magnitude = value
        }

        /// Creates a run loop time interval from a floating-point number of seconds.
        ///
        /// - Parameter value: Seconds.
        public init(floatLiteral value: TimeInterval) {
            magnitude = value
        }

        /// Creates a run loop time interval from a binary integer number of seconds, if it is exactly
        /// representable.
        ///
        /// - Parameter source: Seconds.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        /// Returns whether the first interval is shorter than the second.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }

        /// Multiplies two intervals as seconds.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }

        /// Adds two intervals.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }

        /// Subtracts one interval from another.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }

        /// Multiplies an interval by another, in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

        /// Adds an interval to another, in place.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

        /// Subtracts an interval from another, in place.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

        /// Converts the specified number of seconds into an interval.
        ///
        /// - Parameter s: Seconds.
        /// - Returns: The interval.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }

        /// Converts the specified number of seconds, as a floating-point value, into an interval.
        ///
        /// - Parameter s: Seconds.
        /// - Returns: The interval.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }

        /// Converts the specified number of milliseconds into an interval.
        ///
        /// - Parameter ms: Milliseconds.
        /// - Returns: The interval.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }

        /// Converts the specified number of microseconds into an interval.
        ///
        /// - Parameter us: Microseconds.
        /// - Returns: The interval.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }

        /// Converts the specified number of nanoseconds into an interval.
        ///
        /// - Parameter ns: Nanoseconds.
        /// - Returns: The interval.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
}
