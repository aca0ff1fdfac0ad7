import Signals
import Testing

@Suite struct ShareTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Probe = ProbePublisher<Int, TestError>

    @Test func subscribesUpstreamWhenTheFirstSubscriberArrives() {
        let upstream = Probe()
        let share = upstream.share()
        #expect(upstream.subscribeCount == 0)
        let tracker = Tracker(initialDemand: .max(42), demandOnValue: { .max($0) })
        share.subscribe(tracker)
        #expect(upstream.subscription?.history == [.requested(.unlimited)])
        #expect(tracker.events == [.subscription("Multicast")])
        for value in 1...3 {
            #expect(upstream.send(value) == .none)
        }
        upstream.send(completion: .failure(TestError()))
        #expect(upstream.subscription?.history == [.requested(.unlimited)])
        #expect(
            tracker.events == [
                .subscription("Multicast"), .value(1), .value(2), .value(3), .completion(.failure(TestError())),
            ]
        )
    }

    @Test func everySubscriberSharesOneUpstreamSubscription() {
        let upstream = Probe()
        let share = upstream.share()
        let first = Tracker()
        let second = Tracker()
        share.subscribe(first)
        share.subscribe(second)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(upstream.subscribeCount == 1)
        #expect(first.events == [.subscription("Multicast"), .value(1), .completion(.finished)])
        #expect(second.events == first.events)
    }

    @Test func lateSubscribersMissEarlierValues() {
        let upstream = Probe()
        let share = upstream.share()
        let early = Tracker(initialDemand: .max(3))
        share.subscribe(early)
        for value in 1...4 {
            upstream.send(value)
        }
        let late = Tracker(initialDemand: .max(2))
        share.subscribe(late)
        for value in 5...7 {
            upstream.send(value)
        }
        upstream.send(completion: .finished)
        let latest = Tracker(initialDemand: nil)
        share.subscribe(latest)

        #expect(upstream.subscribeCount == 1)
        #expect(upstream.subscription?.history == [.requested(.unlimited)])
        #expect(
            early.events == [
                .subscription("Multicast"), .value(1), .value(2), .value(3), .completion(.finished),
            ]
        )
        #expect(late.events == [.subscription("Multicast"), .value(5), .value(6), .completion(.finished)])
        #expect(latest.events == [.subscription("Multicast"), .completion(.finished)])
    }

    @Test func synchronousUpstreamIsUsedUpByTheFirstSubscriber() {
        let share = ArrayTestPublisher<Int, Never>([1, 2, 3]).share()
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        share.subscribe(first)
        share.subscribe(second)
        #expect(
            first.events == [.subscription("Multicast"), .value(1), .value(2), .value(3), .completion(.finished)]
        )
        #expect(second.events == [.subscription("Multicast"), .completion(.finished)])
    }

    @Test func lastCancelCancelsUpstreamAndTheNextSubscriberSubscribesAgain() {
        let upstream = Probe()
        let share = upstream.share()
        let first = Tracker()
        let second = Tracker()
        share.subscribe(first)
        share.subscribe(second)
        upstream.send(1)
        first.cancel()
        #expect(upstream.subscription?.history == [.requested(.unlimited)])
        second.cancel()
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled])

        let third = Tracker()
        share.subscribe(third)
        upstream.send(2)
        #expect(upstream.subscribeCount == 2)
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled, .requested(.unlimited)])
        #expect(first.values == [1])
        #expect(second.values == [1])
        #expect(third.events == [.subscription("Multicast"), .value(2)])
        third.cancel()
    }

    @Test func cancellingReleasesTheSubscriberAndTheUpstreamSubscription() {
        let upstreamSpy = SubscriptionSpy()
        let shareSpy = SubscriptionSpy()
        let upstream = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = upstream.spying(on: upstreamSpy).share().spying(on: shareSpy).sink { received.append($0) }
        upstream.send(1)
        #expect(upstreamSpy.liveCount == 1)
        cancellable.cancel()
        upstream.send(2)
        #expect(received == [1])
        #expect(upstreamSpy.liveCount == 0)
        #expect(shareSpy.seenCount == 1)
        #expect(shareSpy.liveCount == 0)
    }

    @Test func sharesAreEqualOnlyToThemselves() {
        let upstream = Probe()
        let first = upstream.share()
        let second = upstream.share()
        #expect(first == first)
        #expect(first != second)
        let sendable: any Sendable = PassthroughSubject<Int, Never>().share()
        #expect(sendable is Publishers.Share<PassthroughSubject<Int, Never>>)
    }
}
