import Signals
import Testing

@Suite struct EmptyTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func completesImmediatelyByDefault() {
        let tracker = Tracker(initialDemand: nil)
        Empty<Int, TestError>().subscribe(tracker)
        #expect(tracker.events == [.subscription("Empty"), .completion(.finished)])
    }

    @Test func neverCompletesWhenAskedNotTo() {
        let tracker = Tracker()
        Empty(completeImmediately: false, outputType: Int.self, failureType: TestError.self).subscribe(tracker)
        #expect(tracker.events == [.subscription("Empty")])
    }

    @Test func equalityComparesCompletionBehaviour() {
        #expect(Empty<Int, Never>() == Empty(completeImmediately: true))
        #expect(Empty<Int, Never>() != Empty(completeImmediately: false))
        #expect(Empty<Int, Never>(completeImmediately: false).completeImmediately == false)
    }
}
