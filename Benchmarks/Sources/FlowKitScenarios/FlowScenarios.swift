import BenchmarkSupport
import FlowKit

/// What the timed and memory runs need of a fixture.
@MainActor
protocol CycleFixture {
    var router: Router? { get }
    var detector: LeakDetector? { get }
    var leakReports: AtomicCounter { get }
    var outcome: FlowOutcome { get }
    func problem(afterCycles cycles: Int, error: NavigationError?) -> String?
}

extension FlowFixture: CycleFixture {}
extension LinkFixture: CycleFixture {}

/// The FlowKit cycles (C1, C2, C3, C4) on either variant: timed runs and memory runs.
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
    ///   - shape: C3's large app (ignored by the other scenarios).
    /// - Returns: The time, the final navigation state, and any problem found.
    public static func run(
        _ scenario: FlowScenario, _ variant: FlowVariant, cycles: Int, shape: LargeAppShape = .standard
    ) -> FlowSample {
        if scenario == .deepLink {
            return time(cycles, { () throws(NavigationError) in try LinkFixture(variant) }, linkLoop(variant))
        }
        return time(
            cycles, { () throws(NavigationError) in try FlowFixture(scenario, variant: variant, shape: shape) },
            loop(scenario, variant))
    }

    private static func time<F: CycleFixture>(
        _ cycles: Int, _ makeFixture: () throws(NavigationError) -> F,
        _ cycle: @MainActor (F, Int) throws(NavigationError) -> Void
    ) -> FlowSample {
        let fixture: F
        do throws(NavigationError) {
            fixture = try makeFixture()
        } catch {
            return FlowSample(
                nanoseconds: 0, cycles: cycles, outcome: FlowOutcome(released: 0, stackDepth: 0, layers: 0, events: 0),
                problem: "set-up refused: \(error)")
        }
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
    ///   - shape: C3's large app (ignored by the other scenarios).
    /// - Returns: Both readings, the running coordinators at each step, the leak reports, the outcome.
    public static func memory(
        _ scenario: FlowScenario, _ variant: FlowVariant, warmUpCycles: Int, cycles: Int,
        shape: LargeAppShape = .standard
    ) -> FlowMemorySample {
        if scenario == .deepLink {
            return memory(
                warmUpCycles: warmUpCycles, cycles: cycles,
                { () throws(NavigationError) in try LinkFixture(variant, detectingLeaks: true) }, linkLoop(variant))
        }
        return memory(
            warmUpCycles: warmUpCycles, cycles: cycles,
            { () throws(NavigationError) in
                try FlowFixture(scenario, variant: variant, shape: shape, detectingLeaks: true)
            },
            loop(scenario, variant))
    }

    private static func memory<F: CycleFixture>(
        warmUpCycles: Int, cycles: Int, _ makeFixture: () throws(NavigationError) -> F,
        _ cycle: @MainActor (F, Int) throws(NavigationError) -> Void
    ) -> FlowMemorySample {
        let fixture: F
        do throws(NavigationError) {
            fixture = try makeFixture()
        } catch {
            return FlowMemorySample(
                warmUpCycles: warmUpCycles, cycles: cycles, residentBefore: 0, residentAfter: 0, running: nil,
                leakReports: nil, outcome: FlowOutcome(released: 0, stackDepth: 0, layers: 0, events: 0),
                problem: "set-up refused: \(error)")
        }
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
        case (.deepLink, _): { _, _ throws(NavigationError) in }  // runs on a LinkFixture: see linkLoop
        }
    }

    /// C4's loop on `variant`.
    private static func linkLoop(_ variant: FlowVariant)
        -> @MainActor (LinkFixture, Int) throws(NavigationError) -> Void
    {
        variant == .coordinators ? deepLinkCoordinators(on:cycles:) : deepLinkBare(on:cycles:)
    }
}
