extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    ///
    /// Demand is either a finite count (``max(_:)``) or ``unlimited``. Arithmetic saturates: adding to
    /// or multiplying `.unlimited` gives `.unlimited`, a finite result too large to count becomes
    /// `.unlimited`, and a result that would be negative becomes ``none``.
    @frozen
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The raw count; `unlimitedRawValue` stands for `.unlimited`.
        @usableFromInline
        let rawValue: UInt

        @inlinable
        static var unlimitedRawValue: UInt { UInt(Int.max) + 1 }

        @inlinable
        init(rawValue: UInt) {
            self.rawValue = Swift.min(rawValue, Demand.unlimitedRawValue)
        }

        /// A request for as many values as the publisher can produce.
        ///
        /// A computed constant rather than a stored one, so the hot paths never go through a lazily
        /// initialised global.
        @inlinable
        public static var unlimited: Demand { Demand(rawValue: unlimitedRawValue) }

        /// A request for no elements from the publisher.
        ///
        /// This is equivalent to `Demand.max(0)`.
        @inlinable
        public static var none: Demand { Demand(rawValue: 0) }

        /// Creates a demand for the given maximum number of elements.
        ///
        /// The publisher is free to send fewer than the requested maximum number of elements.
        ///
        /// - Parameter value: The maximum number of elements. Providing a negative value traps.
        @inlinable
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// Returns the number of requested values, or `nil` if unlimited.
        @inlinable
        public var max: Int? {
            rawValue == Demand.unlimitedRawValue ? nil : Int(rawValue)
        }

        /// `"unlimited"` or `"max(n)"`, as in Combine.
        public var description: String {
            self == .unlimited ? "unlimited" : "max(\(rawValue))"
        }

        /// Returns the result of adding two demands. When adding any value to `.unlimited`, the
        /// result is `.unlimited`.
        @inlinable
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            return Demand(rawValue: lhs.rawValue + rhs.rawValue)  // both ≤ Int.max: cannot overflow UInt
        }

        /// Adds two demands, and assigns the result to the first demand.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        /// Returns the result of adding an integer to a demand. Adding a negative integer subtracts,
        /// stopping at `.none`.
        @inlinable
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            // `-Int.min` is `Int.max + 1`: one more than `.max(Int.max)`.
            rhs >= 0 ? lhs + .max(rhs) : rhs == Int.min ? lhs - .max(Int.max) - .max(1) : lhs - .max(-rhs)
        }

        /// Adds an integer to a demand, and assigns the result to the demand.
        @inlinable
        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        /// Returns the result of multiplying a demand by an integer. Multiplying `.unlimited` gives
        /// `.unlimited`; a product too large to count becomes `.unlimited`. A negative factor traps.
        @inlinable
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "demand cannot be negative")
            if lhs == .unlimited { return .unlimited }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow ? .unlimited : Demand(rawValue: product)
        }

        /// Multiplies a demand by an integer, and assigns the result to the demand.
        @inlinable
        public static func *= (lhs: inout Demand, rhs: Int) {
            lhs = lhs * rhs
        }

        /// Returns the result of subtracting one demand from another.
        ///
        /// Subtracting any value (including `.unlimited`) from `.unlimited` gives `.unlimited`.
        /// Subtracting `.unlimited` from a finite value gives `.none`, and so does any subtraction that
        /// would be negative.
        @inlinable
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return lhs.rawValue >= rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }

        /// Subtracts one demand from another, and assigns the result to the first demand.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        /// Returns the result of subtracting an integer from a demand, stopping at `.none`.
        @inlinable
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            // As Combine: `.unlimited` stays `.unlimited`; a difference past `Int.max` (subtracting a
            // negative number) or below zero is `.none`.
            if lhs == .unlimited { return .unlimited }
            let (difference, overflow) = Int(lhs.rawValue).subtractingReportingOverflow(rhs)
            return overflow || difference < 0 ? .none : Demand(rawValue: UInt(difference))
        }

        /// Subtracts an integer from a demand, and assigns the result to the demand.
        @inlinable
        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        /// Returns a Boolean value that indicates whether the first demand requests fewer elements than
        /// the second. `.unlimited` is greater than every finite demand.
        @inlinable
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// Returns whether a demand requests more elements than the given integer.
        @inlinable
        public static func > (lhs: Demand, rhs: Int) -> Bool {
            rhs < 0 || lhs.rawValue > UInt(rhs)
        }

        /// Returns whether a demand requests at least as many elements as the given integer.
        @inlinable
        public static func >= (lhs: Demand, rhs: Int) -> Bool {
            rhs < 0 || lhs.rawValue >= UInt(rhs)
        }

        /// Returns whether a demand requests fewer elements than the given integer.
        @inlinable
        public static func < (lhs: Demand, rhs: Int) -> Bool {
            !(lhs >= rhs)
        }

        /// Returns whether a demand requests at most as many elements as the given integer.
        @inlinable
        public static func <= (lhs: Demand, rhs: Int) -> Bool {
            !(lhs > rhs)
        }

        /// Returns whether an integer is greater than a demand.
        @inlinable
        public static func > (lhs: Int, rhs: Demand) -> Bool {
            rhs < lhs
        }

        /// Returns whether an integer is at least a demand.
        @inlinable
        public static func >= (lhs: Int, rhs: Demand) -> Bool {
            rhs <= lhs
        }

        /// Returns whether an integer is less than a demand.
        @inlinable
        public static func < (lhs: Int, rhs: Demand) -> Bool {
            rhs > lhs
        }

        /// Returns whether an integer is at most a demand.
        @inlinable
        public static func <= (lhs: Int, rhs: Demand) -> Bool {
            rhs >= lhs
        }

        /// Returns whether a demand is a finite count equal to the given integer.
        @inlinable
        public static func == (lhs: Demand, rhs: Int) -> Bool {
            rhs >= 0 && lhs.rawValue == UInt(rhs)
        }

        /// Returns whether a demand differs from the given integer.
        @inlinable
        public static func != (lhs: Demand, rhs: Int) -> Bool {
            !(lhs == rhs)
        }

        /// Returns whether an integer equals a finite demand.
        @inlinable
        public static func == (lhs: Int, rhs: Demand) -> Bool {
            rhs == lhs
        }

        /// Returns whether an integer differs from a demand.
        @inlinable
        public static func != (lhs: Int, rhs: Demand) -> Bool {
            !(rhs == lhs)
        }

        /// Creates a demand by decoding its raw count.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self.init(rawValue: try container.decode(UInt.self))
        }

        /// Encodes the demand as its raw count.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
