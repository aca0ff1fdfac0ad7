extension ImmediateScheduler.SchedulerTimeType {
    /// The increment by which the immediate scheduler counts time.
    ///
    /// It is a plain count with no unit, as in Combine: literals and ``init(_:)`` keep their value, and
    /// the time conversions (``seconds(_:)-(Int)``, ``milliseconds(_:)``, …) all give zero, because the
    /// immediate scheduler has no notion of time. Arithmetic saturates instead of trapping on overflow.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
    {
        /// The type used when evaluating floating-point literals.
        public typealias FloatLiteralType = Double

        /// The type used when evaluating integer literals.
        public typealias IntegerLiteralType = Int

        /// The type used for expressing the stride's magnitude.
        public typealias Magnitude = Int

        /// The value of this time interval (signed, as in Combine).
        public var magnitude: Int

        /// Creates an immediate scheduler time interval from the given value.
        ///
        /// - Parameter value: The count.
        @inlinable
        public init(_ value: Int) {
            magnitude = value
        }

        /// Creates an immediate scheduler time interval from an integer literal.
        ///
        /// - Parameter value: The count.
        @inlinable
        public init(integerLiteral value: Int) {
            magnitude = value
        }

        /// Creates an immediate scheduler time interval from a floating-point literal, truncating it.
        ///
        /// - Parameter value: The count; the fractional part is dropped.
        @inlinable
        public init(floatLiteral value: Double) {
            magnitude = Int.saturating(value.rounded(.towardZero))
        }

        /// Creates an immediate scheduler time interval from a binary integer, if it fits in an `Int`.
        ///
        /// - Parameter source: The count.
        @inlinable
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = Int(exactly: source) else { return nil }
            magnitude = value
        }

        /// Returns whether the first interval is shorter than the second.
        @inlinable
        public static func < (lhs: Stride, rhs: Stride) -> Bool {
            lhs.magnitude < rhs.magnitude
        }

        /// Multiplies two intervals, saturating.
        @inlinable
        public static func * (lhs: Stride, rhs: Stride) -> Stride {
            Stride(lhs.magnitude.saturatingMultiply(rhs.magnitude))
        }

        /// Adds two intervals, saturating.
        @inlinable
        public static func + (lhs: Stride, rhs: Stride) -> Stride {
            Stride(lhs.magnitude.saturatingAdd(rhs.magnitude))
        }

        /// Subtracts one interval from another, saturating.
        @inlinable
        public static func - (lhs: Stride, rhs: Stride) -> Stride {
            Stride(lhs.magnitude.saturatingSubtract(rhs.magnitude))
        }

        /// Multiplies an interval by another, in place.
        @inlinable
        public static func *= (lhs: inout Stride, rhs: Stride) {
            lhs = lhs * rhs
        }

        /// Adds an interval to another, in place.
        @inlinable
        public static func += (lhs: inout Stride, rhs: Stride) {
            lhs = lhs + rhs
        }

        /// Subtracts an interval from another, in place.
        @inlinable
        public static func -= (lhs: inout Stride, rhs: Stride) {
            lhs = lhs - rhs
        }

        /// Zero: the immediate scheduler has no notion of time.
        ///
        /// - Parameter s: Ignored.
        /// - Returns: A zero interval.
        @inlinable
        public static func seconds(_ s: Int) -> Stride { 0 }

        /// Zero: the immediate scheduler has no notion of time.
        ///
        /// - Parameter s: Ignored.
        /// - Returns: A zero interval.
        @inlinable
        public static func seconds(_ s: Double) -> Stride { 0 }

        /// Zero: the immediate scheduler has no notion of time.
        ///
        /// - Parameter ms: Ignored.
        /// - Returns: A zero interval.
        @inlinable
        public static func milliseconds(_ ms: Int) -> Stride { 0 }

        /// Zero: the immediate scheduler has no notion of time.
        ///
        /// - Parameter us: Ignored.
        /// - Returns: A zero interval.
        @inlinable
        public static func microseconds(_ us: Int) -> Stride { 0 }

        /// Zero: the immediate scheduler has no notion of time.
        ///
        /// - Parameter ns: Ignored.
        /// - Returns: A zero interval.
        @inlinable
        public static func nanoseconds(_ ns: Int) -> Stride { 0 }
    }
}
