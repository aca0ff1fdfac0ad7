import Dispatch
import Signals
import Testing

/// Races between the upstream delivering and the downstream requesting or cancelling, repeated so
/// the thread sanitizer (run in CI over the Signals tests) sees every interleaving it can.
@Suite struct OperatorConcurrencyTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    static let rounds = 200

    @Test func firstDeliversExactlyOnceWhenTheValueRacesTheRequest() {
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, TestError>()
            let tracker = Tracker(initialDemand: nil)
            subject.first().subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    subject.send(1)
                } else {
                    tracker.request(.max(1))
                }
            }
            #expect(tracker.events == [.subscription("First"), .value(1), .completion(.finished)])
        }
    }

    /// A cancel racing the value either comes first (silence), or after the value (no completion
    /// follows a cancel that has returned), or after the completion.
    @Test func firstDeliversTheValueAtMostOnceAndNoCompletionAfterTheCancelWhenTheyRace() {
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, TestError>()
            let tracker = Tracker()
            subject.first().subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    subject.send(1)
                } else {
                    tracker.cancel()
                }
            }
            let events = tracker.events
            #expect(
                events == [.subscription("First")] || events == [.subscription("First"), .value(1)]
                    || events == [.subscription("First"), .value(1), .completion(.finished)]
            )
        }
    }

    @Test func handleEventsRunsTheCancelClosureOnceWhenCancelsRace() {
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, TestError>()
            let log = EventLog()
            let tracker = Tracker()
            subject.handleEvents(receiveCancel: { log.append("cancel") }).subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                if index == 0 {
                    subject.send(1)
                } else {
                    tracker.cancel()
                }
            }
            #expect(log.entries == ["cancel"])
        }
    }

    @Test func prefixFinishesOnceWhenTheLastValueRacesTheCancel() {
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, TestError>()
            let tracker = Tracker()
            subject.prefix(1).subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    subject.send(1)
                } else {
                    tracker.cancel()
                }
            }
            let events = tracker.events
            #expect(
                events == [.subscription("Output")] || events == [.subscription("Output"), .value(1)]
                    || events == [.subscription("Output"), .value(1), .completion(.finished)]
            )
        }
    }
}
