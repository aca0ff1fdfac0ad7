import Signals
import Testing

@Suite struct PassthroughSubjectTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func deliversValuesUpToDemandThenDrops() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(2))
        subject.subscribe(tracker)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        tracker.request(.max(1))
        subject.send(4)
        subject.send(completion: .finished)
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(1), .value(2), .value(4), .completion(.finished),
            ]
        )
    }

    @Test func lateSubscriberGetsCompletionAtOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(TestError()))
        let tracker = Tracker()
        subject.subscribe(tracker)
        subject.send(1)
        #expect(tracker.events == [.subscription("Empty"), .completion(.failure(TestError()))])
    }

    @Test func cancelledSubscriberReceivesNothingAndIsReleased() {
        let subject = PassthroughSubject<Int, TestError>()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            subject.subscribe(tracker)
            subject.send(1)
            tracker.cancel()
            subject.send(2)
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1)])
        }
        #expect(weakTracker == nil)
    }

    @Test func reentrantSendFromSinkDeliversRecursively() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { value in
            received.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        #expect(received == [1, 2, 3])
        _ = cancellable
    }
}
