/// A protocol that provides a scheduler with an expression for relative time.
///
/// A scheduler's `SchedulerTimeType.Stride` conforms to this protocol, so code generic over a
/// ``Scheduler`` can write `.seconds(1)` or `.milliseconds(250)` without knowing the time type.
///
/// ```swift
/// func later<S: Scheduler>(on scheduler: S) -> S.SchedulerTimeType {
///     scheduler.now.advanced(by: .milliseconds(250))
/// }
/// ```
public protocol SchedulerTimeIntervalConvertible {
    /// Converts the specified number of seconds into an instance of this scheduler time type.
    ///
    /// - Parameter s: A number of seconds.
    /// - Returns: The interval.
    static func seconds(_ s: Int) -> Self

    /// Converts the specified number of seconds, as a floating-point value, into an instance of this
    /// scheduler time type.
    ///
    /// - Parameter s: A number of seconds.
    /// - Returns: The interval.
    static func seconds(_ s: Double) -> Self

    /// Converts the specified number of milliseconds into an instance of this scheduler time type.
    ///
    /// - Parameter ms: A number of milliseconds.
    /// - Returns: The interval.
    static func milliseconds(_ ms: Int) -> Self

    /// Converts the specified number of microseconds into an instance of this scheduler time type.
    ///
    /// - Parameter us: A number of microseconds.
    /// - Returns: The interval.
    static func microseconds(_ us: Int) -> Self

    /// Converts the specified number of nanoseconds into an instance of this scheduler time type.
    ///
    /// - Parameter ns: A number of nanoseconds.
    /// - Returns: The interval.
    static func nanoseconds(_ ns: Int) -> Self
}
