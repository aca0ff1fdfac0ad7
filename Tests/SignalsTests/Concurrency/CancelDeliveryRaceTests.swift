import Dispatch
import Signals
import Testing

/// The cancel contract on deliveries, for subjects and for the operators that deliver through their
/// own serialisation: once `cancel()` has returned, no new delivery is admitted. `cancel()` never waits
/// for a delivery running on another thread (README: "request and cancel never wait for a delivery"),
/// so the one delivery that thread had admitted before the cancel may still reach the subscriber just
/// after `cancel()` returned; nothing after it. With one sending thread that is at most one delivery.
/// A sending thread races a cancelling thread, which cancels at a different point of the sends each
/// round; the ``RaceProbe`` counts the deliveries that began after its `cancel()` returned.
@Suite struct CancelDeliveryRaceTests {
    static let rounds = 100
    static let sends = 200

    /// A pipeline from a `PassthroughSubject` to the probe, each delivering its values in send order.
    enum Pipeline: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case subject, map, buffer, merge, flatMap, switchToLatest, combineLatest, receiveOn

        var testDescription: String { rawValue }

        func attach(
            _ probe: RaceProbe<Int>, to subject: PassthroughSubject<Int, Never>,
            other: PassthroughSubject<Int, Never>, queue: DispatchQueue
        ) {
            switch self {
            case .subject: subject.subscribe(probe)
            case .map: subject.map { $0 }.subscribe(probe)
            case .buffer:
                subject.buffer(size: CancelDeliveryRaceTests.sends, prefetch: .byRequest, whenFull: .dropNewest)
                    .subscribe(probe)
            case .merge: subject.merge(with: other).subscribe(probe)
            case .flatMap: subject.flatMap { Just($0) }.subscribe(probe)
            case .switchToLatest: subject.map { Just($0) }.switchToLatest().subscribe(probe)
            case .combineLatest: subject.combineLatest(Just(0)) { value, _ in value }.subscribe(probe)
            case .receiveOn: subject.receive(on: queue).subscribe(probe)
            }
        }
    }

    @Test(arguments: Pipeline.allCases)
    func nothingIsDeliveredAfterCancelReturns(_ pipeline: Pipeline) {
        let queue = DispatchQueue(label: "CancelDeliveryRaceTests")
        for round in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let other = PassthroughSubject<Int, Never>()
            let probe = RaceProbe<Int>()
            pipeline.attach(probe, to: subject, other: other, queue: queue)
            raceOnThreads(2) { thread in
                if thread == 0 {
                    for value in 0..<Self.sends { subject.send(value) }
                    subject.send(completion: .finished)
                } else {
                    // Some work first (reads of the probe, not a sleep), more each round, so the cancel lands
                    // before, among and after the deliveries.
                    for _ in 0..<(round * 37 % 400) { _ = probe.count }
                    probe.cancel()
                }
            }
            queue.sync {}  // `receive(on:)`: every delivery already scheduled has run
            Self.check(probe, round: round)
        }
    }

    private static func check(_ probe: RaceProbe<Int>, round: Int) {
        let values = probe.values
        #expect(probe.lateDeliveries <= 1, "round \(round): deliveries began after cancel() returned")
        #expect(probe.overlaps == 0, "round \(round)")
        #expect(values == Array(0..<values.count), "round \(round): values lost or reordered")
        #expect(probe.completions <= 1)
        if probe.completions == 1 {
            #expect(values.count == Self.sends, "round \(round): finished before every value")
        }
    }
}
