@testable import DemoApp

/// A fake wall clock: records every sleep (without sleeping) and lets tests move time by hand.
@MainActor
final class RecordingClock {
    private(set) var slept: [Double] = []
    var time = 0.0

    func timing(stepPause: Double = 0) -> DemoTiming {
        DemoTiming(
            isRealTime: true, stepPause: stepPause,
            sleep: { seconds in
                self.slept.append(seconds)
                self.time += seconds
            }, now: { self.time })
    }
}
