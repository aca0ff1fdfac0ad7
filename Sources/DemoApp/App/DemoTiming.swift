import Foundation

/// How the front ends spend wall-clock time: not at all (virtual time), or really waiting.
///
/// The app itself always runs on a scheduler the driver advances (``DemoDriver/advance(seconds:)``);
/// in real time the runner first sleeps as long as it asks the app to advance, so the user sees the
/// splash for a second. Tests use ``virtual`` or a recording `sleep`, never real sleeping.
struct DemoTiming {
    /// Whether waits take wall-clock time.
    var isRealTime: Bool
    /// Seconds to pause after drawing each step of the tour (0 in virtual time).
    var stepPause: Double
    /// Sleeps this many seconds of wall-clock time.
    var sleep: (Double) -> Void
    /// The current time of a monotonic clock, in seconds (only differences matter).
    var now: () -> Double

    /// No wall-clock time: waits are instant and the clock stands still.
    static var virtual: DemoTiming { DemoTiming(isRealTime: false, stepPause: 0, sleep: { _ in }, now: { 0 }) }

    /// Real waits, with an optional pause after each step for the tour.
    /// - Parameter stepPause: Seconds to pause after each drawn step.
    static func realTime(stepPause: Double = 0) -> DemoTiming {
        // The system's uptime, not `ContinuousClock` (macOS 13 / iOS 16, above the package's floor).
        let start = ProcessInfo.processInfo.systemUptime
        return DemoTiming(
            isRealTime: true, stepPause: stepPause,
            sleep: { seconds in if seconds > 0 { Thread.sleep(forTimeInterval: seconds) } },
            now: { ProcessInfo.processInfo.systemUptime - start })
    }
}
