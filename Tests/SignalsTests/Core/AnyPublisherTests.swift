import Signals
import Testing

@Suite struct AnyPublisherTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    /// The box an `AnyPublisher` keeps, found by reflection (it is not API).
    private func box(of publisher: AnyPublisher<Int, TestError>) -> AnyObject? {
        Mirror(reflecting: publisher).descendant("box") as AnyObject?
    }

    @Test func forwardsTheSubscriberToTheWrappedPublisher() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        subject.eraseToAnyPublisher().subscribe(tracker)
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(1), .completion(.failure(TestError(code: 7))),
            ]
        )
    }

    @Test func erasingAnAnyPublisherDoesNotNestBoxes() {
        let once = PassthroughSubject<Int, TestError>().eraseToAnyPublisher()
        let twice = AnyPublisher(once)
        let thrice = twice.eraseToAnyPublisher()
        #expect(box(of: once) != nil)
        #expect(box(of: twice) === box(of: once))
        #expect(box(of: thrice) === box(of: once))
    }

    @Test func describesItselfAsAnyPublisher() {
        let erased = Empty<Int, TestError>().eraseToAnyPublisher()
        #expect(erased.description == "AnyPublisher")
        #expect(String(describing: erased) == "AnyPublisher")
    }
}
