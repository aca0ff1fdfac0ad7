import Signals
import Testing

@Suite struct MulticastTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Subject = PassthroughSubject<Int, TestError>
    typealias Probe = ProbePublisher<Int, TestError>

    @Test func deliversOnlyWhileConnected() {
        let upstream = Probe()
        let multicast = upstream.multicast { Subject() }
        let tracker = Tracker()
        multicast.subscribe(tracker)
        #expect(upstream.send(0) == .none)
        #expect(upstream.subscribeCount == 0)

        var connection = multicast.connect()
        #expect(upstream.subscribeCount == 1)
        #expect(upstream.send(-1) == .none)
        #expect(upstream.send(42) == .none)
        connection.cancel()
        #expect(upstream.send(14) == .none)

        connection = multicast.connect()
        #expect(upstream.send(15) == .none)
        upstream.send(completion: .finished)
        upstream.send(completion: .finished)
        connection.cancel()

        #expect(
            tracker.events == [
                .subscription("Multicast"), .value(-1), .value(42), .value(15), .completion(.finished),
            ]
        )
        #expect(upstream.subscription?.history == [.requested(.unlimited), .cancelled, .requested(.unlimited)])
    }

    @Test func eachConnectionIsASeparateUpstreamSubscription() {
        let upstream = Subject()
        let multicast = upstream.multicast(subject: Subject())
        let tracker = Tracker(initialDemand: .max(10))
        multicast.subscribe(tracker)
        upstream.send(-1)
        let first = multicast.connect()
        let second = multicast.connect()
        upstream.send(42)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Multicast"), .value(42), .value(42), .completion(.finished)])
        first.cancel()
        second.cancel()
    }

    @Test func reconnectingKeepsTheSameSubjectForEverySubscriber() {
        let upstream = Subject()
        let multicast = upstream.multicast { Subject() }
        let tracker = Tracker()
        multicast.subscribe(tracker)
        upstream.send(-1)
        var connection = multicast.connect()
        upstream.send(42)
        connection.cancel()
        upstream.send(100)
        multicast.subscribe(tracker)
        connection = multicast.connect()
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(
            tracker.events == [
                .subscription("Multicast"), .value(42), .subscription("Multicast"), .value(2), .value(2),
                .completion(.finished), .completion(.finished),
            ]
        )
        connection.cancel()
    }

    @Test func subscribersGetValuesOnlyWithinTheirDemand() {
        let upstream = Probe()
        let multicast = upstream.multicast(subject: Subject())
        let early = Tracker(initialDemand: .max(3))
        multicast.subscribe(early)
        #expect(upstream.subscribeCount == 0)
        #expect(early.events == [.subscription("Multicast")])

        let connection = multicast.connect()
        #expect(upstream.subscription?.history == [.requested(.unlimited)])
        for value in 1...4 {
            #expect(upstream.send(value) == .none)
        }
        let late = Tracker(initialDemand: .max(2))
        multicast.subscribe(late)
        for value in 5...7 {
            #expect(upstream.send(value) == .none)
        }
        upstream.send(completion: .finished)
        let latest = Tracker(initialDemand: nil)
        multicast.subscribe(latest)

        #expect(upstream.subscription?.history == [.requested(.unlimited)])
        #expect(
            early.events == [
                .subscription("Multicast"), .value(1), .value(2), .value(3), .completion(.finished),
            ]
        )
        #expect(late.events == [.subscription("Multicast"), .value(5), .value(6), .completion(.finished)])
        #expect(latest.events == [.subscription("Multicast"), .completion(.finished)])
        connection.cancel()
    }

    @Test func demandReturnedByTheSubscriberIsPassedToTheSubject() {
        let upstream = Subject()
        let multicast = upstream.multicast { Subject() }
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        multicast.subscribe(tracker)
        let connection = multicast.connect()
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        #expect(tracker.values == [1, 2, 3])
        connection.cancel()
        tracker.cancel()
    }

    @Test func createsTheSubjectOnceWhenFirstNeeded() {
        var created = 0
        let multicast = Subject().multicast { () -> Subject in
            created += 1
            return Subject()
        }
        #expect(created == 0)
        let trackers = [Tracker(), Tracker()]
        for tracker in trackers {
            multicast.subscribe(tracker)
        }
        let connection = multicast.connect()
        #expect(created == 1)
        connection.cancel()
        for tracker in trackers {
            tracker.cancel()
        }
    }

    @Test func cancellingASubscriberStopsAndReleasesIt() {
        let spy = SubscriptionSpy()
        let upstream = Subject()
        let multicast = upstream.multicast { Subject() }
        var received: [Int] = []
        let cancellable = multicast.spying(on: spy)
            .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        let other = Tracker()
        multicast.subscribe(other)
        let connection = multicast.connect()
        upstream.send(1)
        cancellable.cancel()
        upstream.send(2)
        #expect(received == [1])
        #expect(other.values == [1, 2])
        #expect(spy.seenCount == 1)
        #expect(spy.liveCount == 0)
        connection.cancel()
        other.cancel()
    }

    @Test func makeConnectableWaitsForConnect() {
        let connectable = Just(7).makeConnectable()
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        connectable.subscribe(first)
        connectable.subscribe(second)
        #expect(first.events == [.subscription("Multicast")])
        let connection = connectable.connect()
        #expect(first.events == [.subscription("Multicast"), .value(7), .completion(.finished)])
        #expect(second.events == [.subscription("Multicast"), .value(7), .completion(.finished)])
        connection.cancel()
    }
}
