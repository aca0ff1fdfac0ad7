import Signals
import Testing

/// A publisher that keeps the subscriber it is given, as it was given (not type-erased), hands it a
/// ``SpySubscription`` and sends it values on demand.
private final class KeepingPublisher<Output, Failure: Error>: Publisher {
    private(set) var subscriber: Any?
    private var deliver: ((Output) -> Subscribers.Demand)?
    let subscription = SpySubscription()

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = subscriber
        deliver = { subscriber.receive($0) }
        subscriber.receive(subscription: subscription)
    }

    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand {
        deliver?(value) ?? .none
    }
}

/// The subscribers `flatMap` and `switchToLatest` attach to their upstream and to each inner publisher
/// show themselves as Combine's do: by the operator's name, and the inner one's `Mirror` names the
/// subscription it belongs to as `parentSubscription`.
@Suite struct InnerSubscriberReflectionTests {
    private typealias Tracker = TrackingSubscriber<Int, Never>

    /// The description, playground description, `Mirror` children (label and description) and debug
    /// conformance of `subscriber`, as one comparable value.
    private func shape(of subscriber: Any) -> [String] {
        let children = Mirror(reflecting: subscriber).children.map { "\($0.label ?? "-")=\($0.value)" }
        return [
            (subscriber as? any CustomStringConvertible)?.description ?? "no description",
            ((subscriber as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String)
                ?? "no playground description",
            subscriber is any CustomReflectable ? "reflectable" : "not reflectable",
            subscriber is any CustomDebugStringConvertible ? "debug" : "no debug",
        ] + children
    }

    private func identifier(of subscriber: Any?) -> CombineIdentifier? {
        (subscriber as? any CustomCombineIdentifierConvertible)?.combineIdentifier
    }

    @Test func flatMapsSubscribersShowTheOperatorAndTheInnerOneItsParentSubscription() throws {
        let outer = KeepingPublisher<Int, Never>()
        let inner = KeepingPublisher<Int, Never>()
        let tracker = Tracker()
        outer.flatMap { _ in inner }.subscribe(tracker)
        outer.send(0)

        let downstreamSubscription = try #require(tracker.subscription)
        let upstreamSubscriber = try #require(outer.subscriber)
        let innerSubscriber = try #require(inner.subscriber)
        let parent = downstreamSubscription.combineIdentifier
        #expect(identifier(of: upstreamSubscriber) == parent)
        #expect(shape(of: upstreamSubscriber) == ["FlatMap", "FlatMap", "reflectable", "no debug"])
        #expect(shape(of: downstreamSubscription) == ["FlatMap", "FlatMap", "reflectable", "no debug"])
        #expect(
            shape(of: innerSubscriber) == [
                "FlatMap", "FlatMap", "reflectable", "no debug", "parentSubscription=\(parent)",
            ]
        )
        #expect(identifier(of: innerSubscriber) != parent)
        tracker.cancel()
        #expect(outer.subscription.events == [.requested(.unlimited), .cancelled])
    }

    @Test func switchToLatestsInnerSubscriberShowsTheOperatorAndItsParentSubscription() throws {
        let outer = KeepingPublisher<KeepingPublisher<Int, Never>, Never>()
        let inner = KeepingPublisher<Int, Never>()
        let tracker = Tracker()
        outer.switchToLatest().subscribe(tracker)

        let downstreamSubscription = try #require(tracker.subscription)
        let upstreamSubscriber = try #require(outer.subscriber)
        let parent = downstreamSubscription.combineIdentifier
        #expect(identifier(of: upstreamSubscriber) == parent)
        #expect(shape(of: upstreamSubscriber) == ["SwitchToLatest", "SwitchToLatest", "reflectable", "no debug"])

        outer.send(inner)
        let innerSubscriber = try #require(inner.subscriber)
        #expect(!(innerSubscriber is any Subscription))
        #expect(identifier(of: innerSubscriber) != parent)
        #expect(
            shape(of: innerSubscriber) == [
                "SwitchToLatest", "SwitchToLatest", "reflectable", "no debug", "parentSubscription=\(parent)",
            ]
        )
        tracker.cancel()
        #expect(inner.subscription.events == [.requested(.unlimited), .cancelled])
    }
}
