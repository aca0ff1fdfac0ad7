/// Times a block with the monotonic `ContinuousClock`.
public enum Stopwatch {
    /// Runs `body` once and returns the elapsed time in nanoseconds.
    @inlinable
    public static func measure(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return nanoseconds(clock.now - start)
    }

    /// Converts a duration to nanoseconds.
    @inlinable
    public static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
