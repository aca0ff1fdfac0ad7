import FlowKit
import Foundation
import Signals

/// The app's clock, chosen at the top: the scheduler the flows run their timers on, and how the front
/// ends let time pass on it. The flows see only a ``Scheduler``.
@MainActor
struct DemoClock {
    /// The scheduler the flows run their timers on (the splash's second).
    let scheduler: any Scheduler
    /// Lets this many seconds pass, running what falls due.
    let advance: (Double) -> Void

    /// Virtual time: a ``VirtualTimeScheduler`` whose clock moves only when the front ends advance it.
    static func virtual() -> DemoClock {
        let scheduler = VirtualTimeScheduler()
        return DemoClock(scheduler: scheduler) { seconds in scheduler.advance(by: .seconds(seconds)) }
    }

    /// Real time: the main dispatch queue. The front ends wait in wall-clock time, then advancing lets
    /// the main queue run what fell due meanwhile.
    static func real() -> DemoClock {
        DemoClock(scheduler: DispatchQueue.main) { _ in RunLoop.main.run(until: Date()) }
    }
}
