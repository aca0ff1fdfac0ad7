import BenchmarkSupport
import FlowKit

/// The FlowKit cycles (C1, C2, C3) on either variant: timed runs and memory runs.
///
/// FlowKit is `@MainActor`: call these on the main thread (the runner uses `MainActor.assumeIsolated`).
@MainActor
public enum FlowScenarios {
    /// Times `cycles` cycles of `scenario` on `variant` (the window's set-up is not timed), then checks
    /// the state they ended in.
    ///
    /// - Parameters:
    ///   - scenario: C1, C2 or C3.
    ///   - variant: Through coordinators, or on the bare model.
    ///   - cycles: How many cycles.
    /// - Returns: The time, the final navigation state, and any problem found.
    public static func run(_ scenario: FlowScenario, _ variant: FlowVariant, cycles: Int) -> FlowSample {
        let fixture: FlowFixture
        do throws(NavigationError) {
            fixture = try FlowFixture(scenario, variant: variant)
        } catch {
            return FlowSample(
                nanoseconds: 0, cycles: cycles, outcome: FlowOutcome(released: 0, stackDepth: 0, layers: 0, events: 0),
                problem: "set-up refused: \(error)")
        }
        let cycle = loop(scenario, variant)
        var failure: NavigationError?
        let elapsed = Stopwatch.measure {
            do throws(NavigationError) {
                try cycle(fixture, cycles)
            } catch {
                failure = error
            }
        }
        return FlowSample(
            nanoseconds: elapsed, cycles: cycles, outcome: fixture.outcome,
            problem: fixture.problem(afterCycles: cycles, error: failure))
    }

    /// Runs `warmUpCycles` cycles, reads the resident set size, runs `cycles` more and reads it again.
    /// With coordinators a leak detector watches the router throughout. Meant for a fresh process.
    ///
    /// - Parameters:
    ///   - scenario: C1, C2 or C3.
    ///   - variant: Through coordinators, or on the bare model.
    ///   - warmUpCycles: Cycles before the first reading (caches, metadata, the allocator's pages).
    ///   - cycles: Cycles between the two readings.
    /// - Returns: Both readings, the running coordinators at each step, the leak reports, the outcome.
    public static func memory(
        _ scenario: FlowScenario, _ variant: FlowVariant, warmUpCycles: Int, cycles: Int
    ) -> FlowMemorySample {
        let fixture: FlowFixture
        do throws(NavigationError) {
            fixture = try FlowFixture(scenario, variant: variant, detectingLeaks: true)
        } catch {
            return FlowMemorySample(
                warmUpCycles: warmUpCycles, cycles: cycles, residentBefore: 0, residentAfter: 0, running: nil,
                leakReports: nil, outcome: FlowOutcome(released: 0, stackDepth: 0, layers: 0, events: 0),
                problem: "set-up refused: \(error)")
        }
        let cycle = loop(scenario, variant)
        var running: [Int] = []
        func recordRunning() {
            if let router = fixture.router { running.append(router.statistics.running) }
        }
        recordRunning()
        var failure: NavigationError?
        do throws(NavigationError) {
            try cycle(fixture, warmUpCycles)
        } catch {
            failure = error
        }
        recordRunning()
        // A first reading pages in the reader's own code (parsing `/proc/self/statm`), which would
        // otherwise count as growth (hundreds of KiB in a debug build); only the second one counts.
        _ = ResidentMemory.current()
        let before = ResidentMemory.current() ?? 0
        if failure == nil {
            do throws(NavigationError) {
                try cycle(fixture, cycles)
            } catch {
                failure = error
            }
        }
        let after = ResidentMemory.current() ?? 0
        recordRunning()
        return FlowMemorySample(
            warmUpCycles: warmUpCycles, cycles: cycles, residentBefore: before, residentAfter: after,
            running: fixture.router == nil ? nil : running,
            leakReports: fixture.detector == nil ? nil : fixture.leakReports.value,
            outcome: fixture.outcome,
            problem: fixture.problem(afterCycles: warmUpCycles + cycles, error: failure))
    }

    /// The loop of one scenario and variant.
    private static func loop(_ scenario: FlowScenario, _ variant: FlowVariant)
        -> @MainActor (FlowFixture, Int) throws(NavigationError) -> Void
    {
        switch (scenario, variant) {
        case (.pushBack, .coordinators), (.pushBackInLargeApp, .coordinators): pushBackCoordinators(on:cycles:)
        case (.pushBack, .bare), (.pushBackInLargeApp, .bare): pushBackBare(on:cycles:)
        case (.presentSwipeDown, .coordinators): presentSwipeDownCoordinators(on:cycles:)
        case (.presentSwipeDown, .bare): presentSwipeDownBare(on:cycles:)
        }
    }
}
