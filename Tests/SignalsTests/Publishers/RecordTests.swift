import Signals
import Testing

/// `Record`, `Optional.Publisher` and `Result.Publisher`: publishers replaying values known up front.
@Suite struct RecordTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func replaysTheRecordingToEverySubscriber() {
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(TestError(code: 3)))
        }
        for _ in 0..<2 {
            let tracker = Tracker()
            record.subscribe(tracker)
            #expect(
                tracker.events == [
                    .subscription("[1, 2]"), .value(1), .value(2), .completion(.failure(TestError(code: 3))),
                ])
        }
        #expect(record.recording.output == [1, 2])
    }

    @Test func deliversAgainstDemandAndCompletesWithoutDemand() {
        let tracker = Tracker(initialDemand: .max(1))
        Record<Int, TestError>(output: [1, 2], completion: .finished).subscribe(tracker)
        #expect(tracker.events == [.subscription("[1, 2]"), .value(1)])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("[1, 2]"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func emptyRecordingCompletesAtOnceWithTheEmptySubscription() {
        let tracker = Tracker(initialDemand: nil)
        Record<Int, TestError>(output: [], completion: .failure(TestError())).subscribe(tracker)
        #expect(tracker.events == [.subscription("Empty"), .completion(.failure(TestError()))])
    }

    /// Combine traps on input after the completion; Signals ignores it (a documented no-op).
    @Test func recordingIgnoresInputAfterItsCompletion() {
        var recording = Record<Int, TestError>.Recording()
        recording.receive(1)
        recording.receive(completion: .finished)
        recording.receive(2)
        recording.receive(completion: .failure(TestError()))
        #expect(recording.output == [1])
        let tracker = Tracker()
        Record(recording: recording).subscribe(tracker)
        #expect(tracker.events == [.subscription("[1]"), .value(1), .completion(.finished)])
    }

    @Test func cancelFromInsideStopsTheReplayAndReleasesTheSubscriber() {
        var subscription: (any Subscription)?
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker(onSubscription: { subscription = $0 }, onValue: { _ in subscription?.cancel() })
            weakTracker = tracker
            Record<Int, TestError>(output: [1, 2, 3], completion: .finished).subscribe(tracker)
            #expect(tracker.events == [.subscription("[1, 2, 3]"), .value(1)])
        }
        subscription = nil
        #expect(weakTracker == nil)
    }

    @Test func requestsFromInsideDoNotRecurse() {
        var depth = 0
        var maxDepth = 0
        var subscription: (any Subscription)?
        let tracker = Tracker(
            initialDemand: .max(1),
            onSubscription: { subscription = $0 },
            onValue: { _ in
                depth += 1
                maxDepth = max(maxDepth, depth)
                subscription?.request(.max(1))
                depth -= 1
            }
        )
        Record<Int, TestError>(output: Array(1...5), completion: .finished).subscribe(tracker)
        #expect(tracker.values == [1, 2, 3, 4, 5])
        #expect(maxDepth == 1)
    }

    @Test func optionalPublisherIsJustOrEmpty() {
        let some = TrackingSubscriber<Int, Never>(initialDemand: nil)
        Optional(4).publisher.subscribe(some)
        #expect(some.events == [.subscription("Optional")])
        some.request(.max(1))
        #expect(some.events == [.subscription("Optional"), .value(4), .completion(.finished)])

        let none = TrackingSubscriber<Int, Never>(initialDemand: nil)
        Optional<Int>.none.publisher.subscribe(none)
        #expect(none.events == [.subscription("Empty"), .completion(.finished)])
        #expect(Optional.Publisher(3) == Optional(3).publisher)
    }

    @Test func resultPublisherSendsTheSuccessOnDemandOrFailsAtOnce() {
        let success = Tracker(initialDemand: nil)
        Result<Int, TestError>.success(5).publisher.subscribe(success)
        #expect(success.events == [.subscription("Once")])
        success.request(.unlimited)
        #expect(success.events == [.subscription("Once"), .value(5), .completion(.finished)])

        let failure = Tracker(initialDemand: nil)
        Result<Int, TestError>.Publisher(TestError(code: 8)).subscribe(failure)
        #expect(failure.events == [.subscription("Empty"), .completion(.failure(TestError(code: 8)))])
        #expect(Result<Int, TestError>.Publisher(1).result == .success(1))
    }
}
