import Signals
import Testing

@Suite struct FailTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func failsAtOnceWithoutDemand() {
        let tracker = Tracker(initialDemand: nil)
        Fail<Int, TestError>(error: TestError(code: 3)).subscribe(tracker)
        #expect(tracker.events == [.subscription("Empty"), .completion(.failure(TestError(code: 3)))])
    }

    @Test func outputTypeInitializerFailsTheSameWay() {
        let tracker = Tracker()
        let fail = Fail(outputType: Int.self, failure: TestError(code: 4))
        fail.subscribe(tracker)
        fail.subscribe(tracker)
        #expect(fail.error == TestError(code: 4))
        #expect(
            tracker.events == [
                .subscription("Empty"), .completion(.failure(TestError(code: 4))),
                .subscription("Empty"), .completion(.failure(TestError(code: 4))),
            ]
        )
    }

    @Test func equalityComparesErrors() {
        #expect(Fail<Int, TestError>(error: TestError(code: 1)) == Fail(error: TestError(code: 1)))
        #expect(Fail<Int, TestError>(error: TestError(code: 1)) != Fail(error: TestError(code: 2)))
    }
}
