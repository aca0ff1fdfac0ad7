extension TestScheduler.SchedulerTimeType {
    /// An interval of a ``TestScheduler``'s virtual clock, counted in nanoseconds.
    ///
    /// It behaves like `DispatchQueue.SchedulerTimeType.Stride`, so tests read like production code:
    /// integer and floating-point literals (and ``init(exactly:)``) count **seconds**,
    /// and multiplying two strides multiplies their values in seconds. Arithmetic and conversions
    /// saturate at the ends of `Int` instead of trapping.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
    {
        /// The type used when evaluating floating-point literals: seconds.
        public typealias FloatLiteralType = Double

        /// The type used when evaluating integer literals: seconds.
        public typealias IntegerLiteralType = Int

        /// The type used for expressing the stride's magnitude.
        public typealias Magnitude = Int

        /// The value of this time interval in nanoseconds (signed, as in Combine).
        public var magnitude: Int

        private init(nanoseconds: Int) {
            magnitude = nanoseconds
        }

        /// Creates a test scheduler time interval from an integer number of seconds.
        ///
        /// - Parameter value: Seconds.
        public init(integerLiteral value: Int) {
            self = .seconds(value)
        }

        /// Creates a test scheduler time interval from a floating-point number of seconds.
        ///
        /// - Parameter value: Seconds.
        public init(floatLiteral value: Double) {
            self = .seconds(value)
        }

        /// Creates a test scheduler time interval from a binary integer number of seconds, if it fits in
        /// an `Int`.
        ///
        /// - Parameter source: Seconds.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = Int(exactly: source) else { return nil }
            self = .seconds(seconds)
        }

        /// Returns whether the first interval is shorter than the second.
        public static func < (lhs: Stride, rhs: Stride) -> Bool {
            lhs.magnitude < rhs.magnitude
        }

        /// Multiplies two intervals as seconds, saturating.
        public static func * (lhs: Stride, rhs: Stride) -> Stride {
            Stride(nanoseconds: lhs.magnitude.saturatingMultiply(rhs.magnitude, dividingBy: 1_000_000_000))
        }

        /// Adds two intervals, saturating.
        public static func + (lhs: Stride, rhs: Stride) -> Stride {
            Stride(nanoseconds: lhs.magnitude.saturatingAdd(rhs.magnitude))
        }

        /// Subtracts one interval from another, saturating.
        public static func - (lhs: Stride, rhs: Stride) -> Stride {
            Stride(nanoseconds: lhs.magnitude.saturatingSubtract(rhs.magnitude))
        }

        /// Multiplies an interval by another as seconds, in place.
        public static func *= (lhs: inout Stride, rhs: Stride) {
            lhs = lhs * rhs
        }

        /// Adds an interval to another, in place.
        public static func += (lhs: inout Stride, rhs: Stride) {
            lhs = lhs + rhs
        }

        /// Subtracts an interval from another, in place.
        public static func -= (lhs: inout Stride, rhs: Stride) {
            lhs = lhs - rhs
        }

        /// Converts the specified number of seconds into a test scheduler time interval.
        ///
        /// - Parameter s: Seconds.
        /// - Returns: The interval.
        public static func seconds(_ s: Int) -> Stride {
            Stride(nanoseconds: s.saturatingMultiply(1_000_000_000))
        }

        /// Converts the specified number of seconds, as a floating-point value, into a test scheduler
        /// time interval, rounded to the nearest nanosecond.
        ///
        /// - Parameter s: Seconds.
        /// - Returns: The interval.
        public static func seconds(_ s: Double) -> Stride {
            Stride(nanoseconds: Int.saturating(s * 1_000_000_000))
        }

        /// Converts the specified number of milliseconds into a test scheduler time interval.
        ///
        /// - Parameter ms: Milliseconds.
        /// - Returns: The interval.
        public static func milliseconds(_ ms: Int) -> Stride {
            Stride(nanoseconds: ms.saturatingMultiply(1_000_000))
        }

        /// Converts the specified number of microseconds into a test scheduler time interval.
        ///
        /// - Parameter us: Microseconds.
        /// - Returns: The interval.
        public static func microseconds(_ us: Int) -> Stride {
            Stride(nanoseconds: us.saturatingMultiply(1_000))
        }

        /// Converts the specified number of nanoseconds into a test scheduler time interval.
        ///
        /// - Parameter ns: Nanoseconds.
        /// - Returns: The interval.
        public static func nanoseconds(_ ns: Int) -> Stride {
            Stride(nanoseconds: ns)
        }
    }
}
