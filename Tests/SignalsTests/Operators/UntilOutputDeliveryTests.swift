import Foundation
import Signals
import Testing

/// `drop(untilOutputFrom:)` and `prefix(untilOutputFrom:)` deliver through the one serialisation
/// primitive: a value the upstream sends from inside a delivery is delivered after it (its answer then
/// requested from the upstream), and the upstream and the second publisher racing on two threads deliver
/// in order, one at a time, and nothing after the completion.
@Suite struct UntilOutputDeliveryTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    static let rounds = 60
    static let sends = 300

    @Test func dropDeliversAValueSentFromInsideADeliveryAfterItAndRequestsItsAnswer() {
        let upstream = ManualPublisher<Int, TestError>()
        let log = LockedLog<String>()
        let answers = LockedValue<[Subscribers.Demand]>([])
        let tracker = Tracker(
            initialDemand: .max(1), demandOnValue: { .max($0) },
            onValue: { value in
                log.append("begin \(value)")
                if value == 1 { answers.withLock { $0.append(upstream.send(2)) } }
                log.append("end \(value)")
            })
        upstream.drop(untilOutputFrom: Just(0).setFailureType(to: TestError.self)).subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        #expect(log.elements == ["begin 1", "end 1", "begin 2", "end 2"])
        // The value queued behind the delivery was answered `.none`; its answer went upstream later.
        #expect(answers.value == [.none])
        #expect(upstream.upstreamEvents == [.requested(.max(1)), .requested(.max(2))])
        #expect(tracker.events == [.subscription("DropUntilOutput"), .value(1), .value(2)])
        tracker.cancel()
    }

    @Test func prefixDeliversAValueSentFromInsideADeliveryAfterIt() {
        let upstream = PassthroughSubject<Int, TestError>()
        let other = PassthroughSubject<Int, TestError>()
        let log = LockedLog<String>()
        let tracker = Tracker(onValue: { value in
            log.append("begin \(value)")
            if value < 3 { upstream.send(value + 1) }
            log.append("end \(value)")
        })
        upstream.prefix(untilOutputFrom: other).subscribe(tracker)
        upstream.send(1)
        #expect(log.elements == ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
        other.send(0)
        #expect(tracker.events.dropFirst() == [.value(1), .value(2), .value(3), .completion(.finished)])
    }

    @Test func prefixRacingItsTerminatorDeliversAnOrderedPrefixThenFinishesOnce() {
        for round in 0..<Self.rounds {
            let upstream = ProbePublisher<Int, Never>()
            let other = ProbePublisher<Int, Never>()
            let log = InterleavingLog()
            upstream.prefix(untilOutputFrom: other).subscribe(LoggingSubscriber(log: log))
            raceOnThreads(2) { thread in
                if thread == 0 {
                    for value in 0..<Self.sends { upstream.send(value) }
                } else {
                    for _ in 0..<(round * 53 % 600) { _ = log.entries.count }
                    other.send(0)
                }
            }
            // Whatever the interleaving: the values sent before the end, in order, then one completion
            // (`other` always emits), which nothing follows.
            let entries = log.entries
            let delivered = entries.count - 1
            #expect(entries == (0..<delivered).map { "value(\($0))" } + ["finished"], "round \(round)")
            #expect(upstream.subscription?.history.last == .cancelled, "round \(round)")
        }
    }

    @Test func dropRacingItsTriggerDeliversAnOrderedSuffixOneAtATime() {
        for round in 0..<Self.rounds {
            let upstream = ProbePublisher<Int, Never>()
            let trigger = ProbePublisher<Int, Never>()
            let probe = RaceProbe<Int>()
            upstream.drop(untilOutputFrom: trigger).subscribe(probe)
            raceOnThreads(2) { thread in
                if thread == 0 {
                    for value in 0..<Self.sends { upstream.send(value) }
                    upstream.send(completion: .finished)
                } else {
                    for _ in 0..<(round * 53 % 600) { _ = probe.count }
                    trigger.send(0)
                }
            }
            // Whatever the interleaving: the values sent after the trigger emitted, in order, then the
            // upstream's completion.
            let values = probe.values
            #expect(probe.overlaps == 0, "round \(round)")
            #expect(values == Array((Self.sends - values.count)..<Self.sends), "round \(round)")
            #expect(probe.completions == 1, "round \(round)")
        }
    }
}
