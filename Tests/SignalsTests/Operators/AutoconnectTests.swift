import Signals
import Testing

@Suite struct AutoconnectTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Connectable = ProbeConnectable<Int, TestError>

    @Test func connectsOnFirstSubscriberAndDisconnectsAfterTheLastCancels() {
        let upstream = Connectable()
        let autoconnect = upstream.autoconnect()
        #expect(upstream.connections == [])
        let trackers = (1...3).map { index in
            Tracker(initialDemand: .max(100 + index), demandOnValue: { _ in .max(200 + index) })
        }
        for tracker in trackers {
            autoconnect.subscribe(tracker)
            #expect(upstream.connections == [.connected])
        }
        #expect(upstream.send(1) == .max(203))
        // Kept here: a tracker lets its subscription go when it completes.
        let subscriptions = trackers.map(\.subscription)
        upstream.send(completion: .finished)

        subscriptions[1]?.cancel()
        subscriptions[2]?.cancel()
        #expect(upstream.connections == [.connected])
        subscriptions[0]?.cancel()
        #expect(upstream.connections == [.connected, .disconnected])
        subscriptions[0]?.cancel()
        #expect(upstream.connections == [.connected, .disconnected])

        // As Combine: every cancel is passed to the upstream subscription, a repeated one too; the
        // connection is given back once.
        #expect(
            upstream.subscription.history == [
                .requested(.max(101)), .requested(.max(102)), .requested(.max(103)), .cancelled, .cancelled,
                .cancelled, .cancelled,
            ]
        )
        for tracker in trackers {
            #expect(tracker.events == [.subscription("ProbeSubscription"), .value(1), .completion(.finished)])
        }
    }

    @Test func subscribersSeeTheUpstreamSubscriptionsIdentity() throws {
        let upstream = Connectable()
        let tracker = Tracker()
        upstream.autoconnect().subscribe(tracker)
        let subscription = try #require(tracker.subscription)
        #expect(subscription.combineIdentifier == upstream.subscription.combineIdentifier)
        // It shows as the upstream's subscription, with no `Mirror` of its own (as Combine's).
        #expect(!(subscription is any CustomReflectable))
        #expect(
            (subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
                == "ProbeSubscription")
        tracker.cancel()
    }

    @Test func nextSubscriberAfterADisconnectConnectsAgain() {
        let upstream = Connectable()
        let autoconnect = upstream.autoconnect()
        let first = Tracker()
        autoconnect.subscribe(first)
        first.cancel()
        let second = Tracker()
        autoconnect.subscribe(second)
        #expect(upstream.connections == [.connected, .disconnected, .connected])
        #expect(upstream.send(5) == .none)
        #expect(second.values == [5])
        second.cancel()
    }

    /// Combine connects a second time in this case.
    @Test func subscriberArrivingWhileConnectingJoinsThatConnection() {
        let upstream = Connectable()
        let autoconnect = upstream.autoconnect()
        let inner = Tracker()
        let outer = Tracker(onSubscription: { _ in autoconnect.subscribe(inner) })
        autoconnect.subscribe(outer)
        #expect(upstream.connections == [.connected])
        outer.cancel()
        #expect(upstream.connections == [.connected])
        inner.cancel()
        #expect(upstream.connections == [.connected, .disconnected])
    }

    @Test func cancellingBeforeTheConnectionIsMadeCancelsItAtOnce() {
        let upstream = Connectable()
        let tracker = Tracker(onSubscription: { $0.cancel() })
        upstream.autoconnect().subscribe(tracker)
        #expect(upstream.connections == [.connected, .disconnected])
        #expect(upstream.subscription.history == [.cancelled])
    }

    @Test func makeConnectableAutoconnectSharesOneUpstreamSubscription() {
        let upstream = ProbePublisher<Int, Never>()
        let shared = upstream.makeConnectable().autoconnect()
        let first = TrackingSubscriber<Int, Never>()
        let second = TrackingSubscriber<Int, Never>()
        shared.subscribe(first)
        shared.subscribe(second)
        #expect(upstream.subscribeCount == 1)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(first.events == [.subscription("Multicast"), .value(1), .completion(.finished)])
        #expect(second.events == first.events)
    }
}
