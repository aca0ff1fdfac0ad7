extension VirtualTimeScheduler {
    /// An instant of a ``VirtualTimeScheduler``'s virtual clock, counted in nanoseconds from zero.
    ///
    /// Arithmetic saturates at the ends of `Int` instead of trapping.
    ///
    /// ```swift
    /// let scheduler = VirtualTimeScheduler()
    /// scheduler.advance(by: .milliseconds(1_500))
    /// scheduler.now == VirtualTimeScheduler.SchedulerTimeType(nanoseconds: 1_500_000_000)  // true
    /// ```
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable, CustomStringConvertible {
        /// The number of nanoseconds since the virtual clock's zero.
        public var nanoseconds: Int

        /// Creates an instant the given number of nanoseconds after the virtual clock's zero.
        ///
        /// - Parameter nanoseconds: Nanoseconds since zero.
        public init(nanoseconds: Int) {
            self.nanoseconds = nanoseconds
        }

        /// Returns the interval from this instant to another.
        ///
        /// - Parameter other: Another instant.
        /// - Returns: `other - self`, saturating.
        public func distance(to other: SchedulerTimeType) -> Stride {
            .nanoseconds(other.nanoseconds.saturatingSubtract(nanoseconds))
        }

        /// Returns the instant advanced by the given interval.
        ///
        /// - Parameter n: An interval to advance by.
        /// - Returns: `self + n`, saturating.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(nanoseconds: nanoseconds.saturatingAdd(n.magnitude))
        }

        /// Returns whether this instant comes before another.
        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.nanoseconds < rhs.nanoseconds
        }

        /// The instant in nanoseconds, such as `"1500000000ns"`.
        public var description: String { "\(nanoseconds)ns" }
    }
}
