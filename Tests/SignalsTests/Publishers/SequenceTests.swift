import Signals
import Testing

@Suite struct SequenceTests {
    typealias Tracker = TrackingSubscriber<Int, Never>

    @Test func publishesEveryElementThenFinishes() {
        let tracker = Tracker()
        [1, 2, 3].publisher.subscribe(tracker)
        #expect(
            tracker.events == [
                .subscription("[1, 2, 3]"), .value(1), .value(2), .value(3), .completion(.finished),
            ]
        )
    }

    @Test func theSubscriptionIsDescribedByTheSequenceUntilItEnds() {
        let tracker = Tracker(initialDemand: nil)
        (1...5).publisher.subscribe(tracker)
        // Kept here: the tracker lets its subscription go when it completes.
        let subscription = tracker.subscription
        #expect(subscription.map(String.init(describing:)) == "1...5")
        tracker.request(.unlimited)
        #expect(subscription.map(String.init(describing:)) == "Sequence")
    }

    @Test func anEmptySequenceFinishesAtOnceWithTheEmptySubscription() {
        let counter = CountingSequence(count: 0)
        let tracker = Tracker(initialDemand: nil)
        counter.publisher.subscribe(tracker)
        #expect(tracker.events == [.subscription("Empty"), .completion(.finished)])
        #expect(counter.pulls == 1)
    }

    @Test func pullsOnlyWhatIsDemandedPlusOneLookAhead() {
        let counter = CountingSequence(count: 10)
        let tracker = Tracker(initialDemand: nil)
        counter.publisher.subscribe(tracker)
        #expect(counter.pulls == 1)
        #expect(tracker.events == [.subscription("Counter")])
        tracker.request(.max(3))
        #expect(tracker.values == [0, 1, 2])
        #expect(counter.pulls == 4)
        tracker.request(.max(5))
        #expect(tracker.values == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(counter.pulls == 9)
        tracker.request(.max(2))
        #expect(
            tracker.events.suffix(3) == [.value(8), .value(9), .completion(.finished)]
        )
        #expect(counter.pulls == 11)
    }

    @Test func finishesRightAfterTheLastElementWithoutFurtherDemand() {
        let tracker = Tracker(initialDemand: .max(2))
        [1, 2].publisher.subscribe(tracker)
        #expect(tracker.events == [.subscription("[1, 2]"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func demandReturnedFromReceiveIsAdded() {
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { $0 > 3 || $0 == 0 ? .none : .max(2) })
        (0..<10).publisher.subscribe(tracker)
        #expect(tracker.values == [0])
        tracker.request(.max(1))
        #expect(tracker.values == [0, 1, 2, 3, 4, 5, 6, 7])
        tracker.cancel()
    }

    @Test func requestingNoneIsIgnored() {
        let tracker = Tracker(initialDemand: nil)
        [1, 2].publisher.subscribe(tracker)
        tracker.request(.none)
        #expect(tracker.events == [.subscription("[1, 2]")])
        tracker.cancel()
    }

    @Test func requestsFromInsideTheSubscriberDoNotRecurse() {
        var depth = 0
        var maxDepth = 0
        var subscription: (any Subscription)?
        let tracker = Tracker(
            initialDemand: nil,
            onSubscription: { subscription = $0 },
            onValue: { _ in
                depth += 1
                maxDepth = max(maxDepth, depth)
                subscription?.request(.max(1))
                depth -= 1
            }
        )
        (1...5).publisher.subscribe(tracker)
        subscription?.request(.max(1))
        #expect(tracker.values == [1, 2, 3, 4, 5])
        #expect(tracker.events.last == .completion(.finished))
        #expect(maxDepth == 1)
    }

    @Test func cancellingInsideReceiveStopsPulling() {
        let counter = CountingSequence(count: 10)
        var subscription: (any Subscription)?
        let tracker = Tracker(
            initialDemand: nil,
            onSubscription: { subscription = $0 },
            onValue: { _ in subscription?.cancel() }
        )
        counter.publisher.subscribe(tracker)
        subscription?.request(.unlimited)
        subscription?.request(.max(1))
        #expect(tracker.events == [.subscription("Counter"), .value(0)])
        #expect(counter.pulls == 1)
        #expect(subscription.map(String.init(describing:)) == "Sequence")
    }

    @Test func cancellingReleasesTheSubscriber() {
        weak var weakTracker: Tracker?
        var subscription: (any Subscription)?
        do {
            let tracker = Tracker(initialDemand: nil)
            weakTracker = tracker
            [1, 2].publisher.subscribe(tracker)
            subscription = tracker.subscription
        }
        #expect(weakTracker != nil)
        subscription?.cancel()
        #expect(weakTracker == nil)
    }

    @Test func eachSubscriberIteratesAfresh() {
        let publisher = ["a", "b"].publisher
        let first = TrackingSubscriber<String, Never>()
        let second = TrackingSubscriber<String, Never>()
        publisher.subscribe(first)
        publisher.subscribe(second)
        #expect(first.values == ["a", "b"])
        #expect(second.values == ["a", "b"])
    }

    @Test func publisherKeepsTheSequenceAndComparesByIt() {
        #expect([1, 2].publisher.sequence == [1, 2])
        #expect([1, 2].publisher == Publishers.Sequence<[Int], Never>(sequence: [1, 2]))
        #expect([1, 2].publisher != [2, 1].publisher)
    }
}

/// A sequence of `0..<count` that counts how often its iterators were asked for an element.
private final class CountingSequence: Sequence, CustomStringConvertible, @unchecked Sendable {
    // Safety: `pulls` is a `LockedValue`; `count` is immutable.
    let count: Int
    private let pullCount = LockedValue(0)

    init(count: Int) {
        self.count = count
    }

    var pulls: Int { pullCount.value }
    var description: String { "Counter" }

    func makeIterator() -> AnyIterator<Int> {
        var next = 0
        return AnyIterator { [self] in
            pullCount.withLock { $0 += 1 }
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
