import Foundation

/// Runs the current run loop in short slices until `condition` holds or `timeout` passes.
///
/// Foundation's timers and run loops run on the real clock, so these integration tests cannot use
/// virtual time; they wait for a condition (never for a fixed time) with a generous deadline.
func spinRunLoop(timeout: TimeInterval = 5, until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(), Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
    }
}
