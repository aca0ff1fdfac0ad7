extension VirtualTimeScheduler.SchedulerTimeType {
    /// An interval of a ``VirtualTimeScheduler``'s virtual clock, counted in nanoseconds.
    ///
    /// It behaves like `DispatchQueue.SchedulerTimeType.Stride`, so tests read like production code:
    /// integer and floating-point literals (and ``init(exactly:)``) count **seconds**,
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

        /// Creates an interval of the given number of nanoseconds.
        ///
        /// - Parameter nanoseconds: Nanoseconds.
        public init(_nanoseconds nanoseconds: Int) {
            magnitude = nanoseconds
        }
    }
}
