/// Integer arithmetic that clamps to `Int.min ... Int.max` instead of trapping on overflow.
///
/// Scheduler strides use it so that extreme intervals (such as `.seconds(.max)`) mean "as far as can be
/// counted" rather than crashing.
extension Int {
    /// `self + other`, clamped.
    @inlinable
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, clamped.
    @inlinable
    func saturatingSubtract(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    /// `self * other`, clamped.
    @inlinable
    func saturatingMultiply(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }

    /// `self * other / divisor` computed at double width, then clamped; `divisor` must be positive.
    @usableFromInline
    func saturatingMultiply(_ other: Int, dividingBy divisor: Int) -> Int {
        let negative = (self < 0) != (other < 0)
        let (high, low) = magnitude.multipliedFullWidth(by: other.magnitude)
        let unsignedDivisor = UInt(divisor)
        guard high < unsignedDivisor else { return negative ? .min : .max }
        let quotient = unsignedDivisor.dividingFullWidth((high, low)).quotient
        if negative {
            return quotient >= Int.min.magnitude ? .min : -Int(quotient)
        }
        return quotient > UInt(Int.max) ? .max : Int(quotient)
    }

    /// The nearest integer to `value`, clamped; NaN becomes zero.
    @usableFromInline
    static func saturating(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let rounded = value.rounded()
        if rounded >= Double(Int.max) { return .max }
        if rounded <= Double(Int.min) { return .min }
        return Int(rounded)
    }
}
