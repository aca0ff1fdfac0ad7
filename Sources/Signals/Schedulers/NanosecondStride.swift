/// The arithmetic shared by the strides that count nanoseconds: `DispatchQueue.SchedulerTimeType.Stride`
/// and ``VirtualTimeScheduler/SchedulerTimeType/Stride``.
///
/// Not API (hence the underscore): it exists so that both strides share one implementation. Integer and
/// floating-point literals (and `init(exactly:)`) count **seconds**, as in Combine; multiplying two
/// strides multiplies their values in seconds; arithmetic and conversions saturate at the ends of `Int`
/// instead of trapping.
public protocol _NanosecondStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral
where Magnitude == Int, IntegerLiteralType == Int, FloatLiteralType == Double {
    /// The value of this time interval in nanoseconds (signed, as in Combine).
    var magnitude: Int { get set }

    /// Creates an interval of the given number of nanoseconds.
    ///
    /// - Parameter nanoseconds: Nanoseconds.
    init(_nanoseconds nanoseconds: Int)
}

extension _NanosecondStride {
    /// Creates an interval from an integer number of seconds.
    ///
    /// - Parameter value: Seconds.
    public init(integerLiteral value: Int) {
        self = .seconds(value)
    }

    /// Creates an interval from a floating-point number of seconds.
    ///
    /// - Parameter value: Seconds.
    public init(floatLiteral value: Double) {
        self = .seconds(value)
    }

    /// Creates an interval from a binary integer number of seconds, if it fits in an `Int`.
    ///
    /// - Parameter source: Seconds.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self = .seconds(seconds)
    }

    /// Returns whether the first interval is shorter than the second.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.magnitude < rhs.magnitude
    }

    /// Multiplies two intervals as seconds, saturating.
    public static func * (lhs: Self, rhs: Self) -> Self {
        Self(_nanoseconds: lhs.magnitude.saturatingMultiply(rhs.magnitude, dividingBy: 1_000_000_000))
    }

    /// Adds two intervals, saturating.
    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(_nanoseconds: lhs.magnitude.saturatingAdd(rhs.magnitude))
    }

    /// Subtracts one interval from another, saturating.
    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(_nanoseconds: lhs.magnitude.saturatingSubtract(rhs.magnitude))
    }

    /// Multiplies an interval by another as seconds, in place.
    public static func *= (lhs: inout Self, rhs: Self) {
        lhs = lhs * rhs
    }

    /// Adds an interval to another, in place.
    public static func += (lhs: inout Self, rhs: Self) {
        lhs = lhs + rhs
    }

    /// Subtracts an interval from another, in place.
    public static func -= (lhs: inout Self, rhs: Self) {
        lhs = lhs - rhs
    }

    /// Converts the specified number of seconds into an interval.
    ///
    /// - Parameter s: Seconds.
    /// - Returns: The interval.
    public static func seconds(_ s: Int) -> Self {
        Self(_nanoseconds: s.saturatingMultiply(1_000_000_000))
    }

    /// Converts the specified number of seconds, as a floating-point value, into an interval, rounded to
    /// the nearest nanosecond.
    ///
    /// - Parameter s: Seconds.
    /// - Returns: The interval.
    public static func seconds(_ s: Double) -> Self {
        Self(_nanoseconds: Int.saturating(s * 1_000_000_000))
    }

    /// Converts the specified number of milliseconds into an interval.
    ///
    /// - Parameter ms: Milliseconds.
    /// - Returns: The interval.
    public static func milliseconds(_ ms: Int) -> Self {
        Self(_nanoseconds: ms.saturatingMultiply(1_000_000))
    }

    /// Converts the specified number of microseconds into an interval.
    ///
    /// - Parameter us: Microseconds.
    /// - Returns: The interval.
    public static func microseconds(_ us: Int) -> Self {
        Self(_nanoseconds: us.saturatingMultiply(1_000))
    }

    /// Converts the specified number of nanoseconds into an interval.
    ///
    /// - Parameter ns: Nanoseconds.
    /// - Returns: The interval.
    public static func nanoseconds(_ ns: Int) -> Self {
        Self(_nanoseconds: ns)
    }
}
