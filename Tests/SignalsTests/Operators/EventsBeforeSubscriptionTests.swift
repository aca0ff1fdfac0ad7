import Signals
import Testing

/// An upstream that sends events to its subscriber by hand and no subscription until told to, so a test
/// can send a value or a completion before the upstream subscription (an upstream that breaks the
/// contract), as OpenCombine's suite does in Combine's compatibility mode.
private final class UnsubscribedPublisher: Publisher {
    typealias Output = Int
    typealias Failure = TestError

    private var send: ((Int) -> Subscribers.Demand)?
    private var complete: ((Subscribers.Completion<TestError>) -> Void)?
    private var subscribe: ((any Subscription) -> Void)?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        send = { subscriber.receive($0) }
        complete = { subscriber.receive(completion: $0) }
        subscribe = { subscriber.receive(subscription: $0) }
    }

    func send(_ value: Int) -> Subscribers.Demand? { send?(value) }

    func send(completion: Subscribers.Completion<TestError>) { complete?(completion) }

    func send(subscription: any Subscription) { subscribe?(subscription) }
}

/// Events that come before the upstream subscription: where Combine passes them on (and the rules hold:
/// nothing after the end, no crash), Signals does too.
@Suite struct EventsBeforeSubscriptionTests {

    @Test func tryMapPassesOnAValueBeforeTheSubscriptionAsCombine() {
        let upstream = UnsubscribedPublisher()
        let log = EventLog()
        upstream.tryMap { $0 * 10 }.subscribe(Self.logging(into: log, demandOnValue: .max(42)))
        #expect(upstream.send(1) == .max(42))
        #expect(log.entries == ["value(10)"])
        let late = ProbeSubscription()
        upstream.send(subscription: late)
        #expect(log.entries == ["value(10)", "subscription(TryMap)"])
        upstream.send(completion: .finished)
        #expect(log.entries == ["value(10)", "subscription(TryMap)", "completion(finished)"])
    }

    @Test func tryMapThrowingBeforeTheSubscriptionFailsAndCancelsTheLateSubscription() {
        let upstream = UnsubscribedPublisher()
        let log = EventLog()
        upstream.tryMap { _ -> Int in throw TestError(code: 7) }.subscribe(Self.logging(into: log))
        #expect(upstream.send(1) == Subscribers.Demand.none)
        #expect(upstream.send(2) == Subscribers.Demand.none)
        let late = ProbeSubscription()
        upstream.send(subscription: late)
        #expect(late.history == [.cancelled])
        #expect(log.entries == ["completion(failure(TestError(7)))"])
    }

    @Test func tryMapIgnoresACompletionBeforeTheSubscriptionAsCombine() {
        let upstream = UnsubscribedPublisher()
        let log = EventLog()
        upstream.tryMap { $0 }.subscribe(Self.logging(into: log))
        upstream.send(completion: .finished)
        #expect(log.entries == [])
        let late = ProbeSubscription()
        upstream.send(subscription: late)
        #expect(log.entries == ["subscription(TryMap)"])
        #expect(late.history == [.requested(.unlimited)])
    }

    @Test func tryScanPassesOnValuesBeforeTheSubscriptionAsCombine() {
        let upstream = UnsubscribedPublisher()
        let log = EventLog()
        upstream.tryScan(0, +).subscribe(Self.logging(into: log, demandOnValue: .max(42)))
        #expect(upstream.send(1) == .max(42))
        #expect(upstream.send(2) == .max(42))
        #expect(log.entries == ["value(1)", "value(3)"])
        let late = ProbeSubscription()
        upstream.send(subscription: late)
        #expect(upstream.send(3) == .max(42))
        upstream.send(completion: .finished)
        #expect(log.entries == ["value(1)", "value(3)", "subscription(TryScan)", "value(6)", "completion(finished)"])
    }

    @Test func tryScanThrowingBeforeTheSubscriptionFailsAndCancelsTheLateSubscription() {
        let upstream = UnsubscribedPublisher()
        let log = EventLog()
        upstream.tryScan(0) { _, _ in throw TestError(code: 7) }.subscribe(Self.logging(into: log))
        #expect(upstream.send(1) == Subscribers.Demand.none)
        #expect(upstream.send(2) == Subscribers.Demand.none)
        let late = ProbeSubscription()
        upstream.send(subscription: late)
        #expect(late.history == [.cancelled])
        #expect(log.entries == ["completion(failure(TestError(7)))"])
    }

    @Test func tryFilterStillDropsAValueBeforeTheSubscription() {
        // Combine traps here; Signals drops the value (the `stepsBeforeSubscription` flag is tryScan's).
        let upstream = UnsubscribedPublisher()
        let log = EventLog()
        upstream.tryFilter { _ in true }.subscribe(Self.logging(into: log))
        #expect(upstream.send(1) == Subscribers.Demand.none)
        #expect(log.entries == [])
    }

    @Test(arguments: [Subscribers.Completion<TestError>.finished, .failure(TestError())])
    func collectByCountPassesOnACompletionBeforeTheSubscriptionAsCombine(
        _ completion: Subscribers.Completion<TestError>
    ) {
        let upstream = UnsubscribedPublisher()
        let log = EventLog()
        upstream.collect(3).subscribe(Self.logging(into: log))
        upstream.send(completion: completion)
        upstream.send(completion: .finished)
        let late = ProbeSubscription()
        upstream.send(subscription: late)
        #expect(late.history == [.cancelled])
        #expect(log.entries == ["completion(\(completion))"])
    }

    /// A subscriber that logs what it receives, asks for everything and answers `demandOnValue`.
    private static func logging<Input, Failure: Error>(
        into log: EventLog,
        demandOnValue: Subscribers.Demand = .none
    ) -> AnySubscriber<Input, Failure> {
        AnySubscriber(
            receiveSubscription: {
                log.append("subscription(\($0))")
                $0.request(.unlimited)
            },
            receiveValue: {
                log.append("value(\($0))")
                return demandOnValue
            },
            receiveCompletion: { log.append("completion(\($0))") }
        )
    }
}
