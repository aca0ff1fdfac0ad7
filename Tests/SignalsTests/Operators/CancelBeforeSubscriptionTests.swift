import Signals
import Testing

/// An upstream that keeps its subscriber as it is and sends no subscription until told to, so a test can
/// cancel an operator (whose subscriber is also its downstream's subscription) before its upstream
/// subscription arrives.
private final class LateSubscriptionPublisher: Publisher {
    typealias Output = Int
    typealias Failure = TestError

    private var subscriber: Any?
    private var deliverSubscription: ((any Subscription) -> Void)?

    /// The operator's own subscription (its subscriber), once one has subscribed.
    var operatorSubscription: (any Subscription)? { subscriber as? any Subscription }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        self.subscriber = subscriber
        deliverSubscription = { subscriber.receive(subscription: $0) }
    }

    /// Sends the subscription that arrives late.
    func send(subscription: any Subscription) {
        deliverSubscription?(subscription)
    }
}

@Suite struct CancelBeforeSubscriptionTests {

    /// The operators whose cancel before the upstream subscription is final, as in Combine.
    enum Final: CaseIterable, Sendable {
        case tryFilter, tryCompactMap, prefixWhile, tryPrefixWhile, removeDuplicates, tryRemoveDuplicates
    }

    @Test(arguments: Final.allCases)
    func aSubscriptionArrivingAfterTheCancelIsCancelled(_ operator: Final) throws {
        let upstream = LateSubscriptionPublisher()
        let log = EventLog()
        switch `operator` {
        case .tryFilter: upstream.tryFilter { _ in true }.subscribe(Self.logging(into: log))
        case .tryCompactMap: upstream.tryCompactMap { $0 }.subscribe(Self.logging(into: log))
        case .prefixWhile: upstream.prefix { _ in true }.subscribe(Self.logging(into: log))
        case .tryPrefixWhile: upstream.tryPrefix { _ in true }.subscribe(Self.logging(into: log))
        case .removeDuplicates: upstream.removeDuplicates().subscribe(Self.logging(into: log))
        case .tryRemoveDuplicates: upstream.tryRemoveDuplicates { $0 == $1 }.subscribe(Self.logging(into: log))
        }
        try #require(upstream.operatorSubscription).cancel()
        let late = ProbeSubscription()
        upstream.send(subscription: late)
        #expect(late.history == [.cancelled])
        #expect(log.entries == [])
    }

    @Test func dropWhileStillTakesASubscriptionArrivingAfterTheCancel() throws {
        // Combine's `drop(while:)` ignores a cancel that comes before its upstream subscription.
        let upstream = LateSubscriptionPublisher()
        let log = EventLog()
        upstream.drop { _ in false }.subscribe(Self.logging(into: log))
        try #require(upstream.operatorSubscription).cancel()
        let late = ProbeSubscription()
        upstream.send(subscription: late)
        #expect(log.entries == ["subscription(DropWhile)"])
        #expect(late.history == [.requested(.unlimited)])
        try #require(upstream.operatorSubscription).cancel()
        #expect(late.history == [.requested(.unlimited), .cancelled])
    }

    /// A subscriber of any failure type that logs what it receives and asks for everything.
    private static func logging<Failure: Error>(into log: EventLog) -> AnySubscriber<Int, Failure> {
        AnySubscriber(
            receiveSubscription: {
                log.append("subscription(\($0))")
                $0.request(.unlimited)
            },
            receiveValue: {
                log.append("value(\($0))")
                return .none
            },
            receiveCompletion: { log.append("completion(\($0))") }
        )
    }
}
