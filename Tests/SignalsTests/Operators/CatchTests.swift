import Signals
import Testing

@Suite struct CatchTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func failureSwitchesToTheHandlersPublisherKeepingOutstandingDemand() {
        let first = ManualPublisher<Int, TestError>()
        let second = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        var caught: [TestError] = []
        first.catch { error -> ManualPublisher<Int, TestError> in
            caught.append(error)
            return second
        }
        .subscribe(tracker)
        first.send(1)
        first.send(completion: .failure(TestError(code: 5)))
        #expect(caught == [TestError(code: 5)])
        #expect(second.upstreamEvents == [.requested(.max(2))])
        second.send(2)
        second.send(completion: .failure(TestError(code: 6)))
        #expect(
            tracker.events == [
                .subscription("Catch"), .value(1), .value(2), .completion(.failure(TestError(code: 6))),
            ]
        )
        #expect(first.upstreamEvents == [.requested(.max(3))])
    }

    @Test func normalCompletionPassesThroughWithoutCallingTheHandler() {
        let tracker = TrackingSubscriber<Int, Never>()
        Fail<Int, TestError>(error: TestError()).catch { _ in Just(0) }.subscribe(tracker)
        Just(1).setFailureType(to: TestError.self).catch { _ in Just(9) }.subscribe(tracker)
        #expect(
            tracker.events == [
                .subscription("Catch"), .value(0), .completion(.finished),
                .subscription("Catch"), .value(1), .completion(.finished),
            ]
        )
    }

    @Test func cancellingCancelsTheCurrentPublisherAndReleasesTheHandler() {
        let first = ManualPublisher<Int, TestError>()
        weak var weakToken: LifetimeToken?
        let tracker = Tracker()
        do {
            let token = LifetimeToken()
            weakToken = token
            first.catch { _ in
                _ = token; return Empty<Int, TestError>()
            }.subscribe(tracker)
        }
        tracker.cancel()
        first.send(1)
        #expect(tracker.events == [.subscription("Catch")])
        #expect(first.upstreamEvents == [.requested(.unlimited), .cancelled])
        first.releaseSubscriber()
        #expect(weakToken == nil)
    }

    @Test func tryCatchFailsWithWhatTheHandlerThrowsOrRecovers() {
        let log = EventLog()
        let upstream = ManualPublisher<Int, TestError>()
        let failing = upstream.tryCatch { error -> Just<Int> in
            guard error.code == 1 else { throw TestError(code: error.code + 100) }
            return Just(42)
        }
        .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        upstream.send(completion: .failure(TestError(code: 2)))
        let recovering = Fail<Int, TestError>(error: TestError(code: 1)).tryCatch { _ in Just(42) }
            .sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("\($0)") })
        #expect(log.entries == ["failure(TestError(102))", "42", "finished"])
        _ = (failing, recovering)
    }
}
