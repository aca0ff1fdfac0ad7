import Signals
import Testing

@Suite struct AnySubscriberTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Erased = AnySubscriber<Int, TestError>

    @Test func wrappingASubscriberForwardsEverythingAndKeepsItsIdentity() {
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { .max($0) })
        let erased = Erased(tracker)
        #expect(erased.combineIdentifier == tracker.combineIdentifier)
        #expect(erased.description == "TrackingSubscriber")
        let spy = SpySubscription()
        erased.receive(subscription: spy)
        #expect(erased.receive(3) == .max(3))
        erased.receive(completion: .finished)
        #expect(tracker.events == [.subscription("SpySubscription"), .value(3), .completion(.finished)])
        #expect(spy.events == [.requested(.max(1))])
    }

    @Test func wrappingAnAnySubscriberDoesNotNest() {
        let tracker = Tracker()
        let twice = Erased(Erased(tracker))
        #expect(twice.combineIdentifier == tracker.combineIdentifier)
        #expect(twice.description == "TrackingSubscriber")
        let subject = PassthroughSubject<Int, TestError>()
        subject.subscribe(twice)
        subject.send(5)
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(5)])
        tracker.cancel()
    }

    @Test func closuresReceiveEveryEvent() {
        var log: [String] = []
        let erased = Erased(
            receiveSubscription: { log.append("subscription \($0)") },
            receiveValue: {
                log.append("value \($0)")
                return .max(2)
            },
            receiveCompletion: { log.append("completion \($0)") }
        )
        erased.receive(subscription: SpySubscription())
        #expect(erased.receive(4) == .max(2))
        erased.receive(completion: .finished)
        #expect(log == ["subscription SpySubscription", "value 4", "completion finished"])
        #expect(erased.description == "Anonymous AnySubscriber")
    }

    @Test func missingClosuresAreNoOpsThatDemandNothing() {
        let erased = Erased()
        erased.receive(subscription: SpySubscription())
        #expect(erased.receive(1) == .none)
        erased.receive(completion: .finished)
        #expect(erased.description == "Anonymous AnySubscriber")
    }

    @Test func closureSubscribersEachHaveTheirOwnStableIdentifier() {
        let first = Erased()
        let second = Erased()
        #expect(first.combineIdentifier == first.combineIdentifier)
        #expect(first.combineIdentifier != second.combineIdentifier)
    }

    @Test func wrappingASubjectForwardsValuesAndCompletionIntoIt() {
        let source = PassthroughSubject<Int, TestError>()
        let target = PassthroughSubject<Int, TestError>()
        let tracker = Tracker()
        target.subscribe(tracker)
        let erased = Erased(target)
        #expect(erased.description == "Subject")
        source.subscribe(erased)
        source.send(1)
        source.send(2)
        source.send(completion: .finished)
        #expect(
            tracker.events == [.subscription("PassthroughSubject"), .value(1), .value(2), .completion(.finished)]
        )
    }

    @Test func wrappingASubjectKeepsOnlyTheFirstSubscriptionAndStopsAtCompletion() {
        let target = CurrentValueSubject<Int, TestError>(0)
        let tracker = Tracker()
        target.subscribe(tracker)
        let erased = Erased(target)
        let first = SpySubscription()
        let second = SpySubscription()
        erased.receive(subscription: first)
        erased.receive(subscription: second)
        #expect(erased.receive(1) == .none)
        erased.receive(completion: .finished)
        #expect(erased.receive(2) == .none)
        erased.receive(completion: .failure(TestError()))
        #expect(first.events == [.requested(.unlimited)])
        #expect(second.events == [.cancelled])
        #expect(
            tracker.events == [.subscription("CurrentValueSubject"), .value(0), .value(1), .completion(.finished)]
        )
    }
}
