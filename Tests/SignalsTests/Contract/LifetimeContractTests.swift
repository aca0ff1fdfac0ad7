import Dispatch
import Signals
import Testing

/// Rule 5 and part of rule 4 (issue 8): once cancelled or completed, and once in-flight deliveries
/// returned, a subscriber and the closures it holds are released; while a delivery runs, they are
/// alive. The subscribers here are held by Signals alone, so a delivery into a freed one shows as a
/// violation (its weak reference to itself reads `nil`), or as a crash.
@Suite(.serialized) struct LifetimeContractTests {
    static let senders = 3
    static let sendsPerSender = 500
    static let rounds = 20

    /// The publishers a subscriber is attached to in these tests: a subject, and a chain after it.
    enum Route: String, CaseIterable, Sendable, CustomStringConvertible {
        case subject
        case chain

        var description: String { rawValue }

        func publisher(_ subject: PassthroughSubject<Int, Never>) -> AnyPublisher<Int, Never> {
            switch self {
            case .subject: subject.eraseToAnyPublisher()
            case .chain: subject.map { $0 + 1 }.filter { $0 >= 0 }.eraseToAnyPublisher()
            }
        }
    }

    /// Senders keep sending while another thread cancels a subscriber only Signals holds: after
    /// everything returned, it is gone, and no delivery ran in it while it was being released.
    @Test(arguments: Route.allCases)
    func aCancelledSubscriberIsReleasedAndNeverDeliveredToWhileFreed(route: Route) {
        for round in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let report = EventLog()
            let weak = Self.attachedSubscriber(to: route.publisher(subject), report: report, round: round)
            Self.race(subject, round: round, pausingOn: weak) { weak.object?.cancel() }
            let problems = Self.lifetimeProblems(report, alive: weak.object != nil, round: round)
            #expect(problems == [])
            if !problems.isEmpty { break }
        }
    }

    /// The same with the completion racing the senders instead of a cancel.
    @Test(arguments: Route.allCases)
    func aCompletedSubscriberIsReleasedAndNeverDeliveredToWhileFreed(route: Route) {
        for round in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let report = EventLog()
            let weak = Self.attachedSubscriber(to: route.publisher(subject), report: report, round: round)
            Self.race(subject, round: round, pausingOn: weak) { subject.send(completion: .finished) }
            let problems = Self.lifetimeProblems(report, alive: weak.object != nil, round: round)
            #expect(problems == [])
            if !problems.isEmpty { break }
        }
    }

    /// A `sink` whose closure holds an object: while the closure runs the object is alive, and once
    /// the sink is cancelled (its `AnyCancellable` still held) and deliveries returned, the closure
    /// and the object are released.
    @Test func aCancelledSinkReleasesItsClosure() {
        for round in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let report = EventLog()
            let (sink, weakToken) = Self.sinkHoldingAToken(on: subject, report: report)
            let shared = SharedCancellable(sink)
            Self.race(subject, round: round, pausingOn: weakToken) { shared.cancel() }
            let problems = Self.lifetimeProblems(report, alive: weakToken.object != nil, round: round)
            #expect(problems == [])
            if !problems.isEmpty { break }
        }
    }

    /// The same when the subject completes: the sink (still held) lets go of its closures.
    @Test func aCompletedSinkReleasesItsClosure() {
        for round in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let report = EventLog()
            let (sink, weakToken) = Self.sinkHoldingAToken(on: subject, report: report)
            Self.race(subject, round: round, pausingOn: weakToken) { subject.send(completion: .finished) }
            let problems = Self.lifetimeProblems(report, alive: weakToken.object != nil, round: round)
            #expect(problems == [])
            sink.cancel()
            if !problems.isEmpty { break }
        }
    }

    /// Senders send into `subject` on their own threads while one more thread, after a pause that
    /// grows with `round` (reading `weak`, so the object is touched meanwhile), runs `end`.
    private static func race<Object: AnyObject>(
        _ subject: PassthroughSubject<Int, Never>, round: Int, pausingOn weak: WeakReference<Object>,
        end: @escaping @Sendable () -> Void
    ) {
        onThreads(senders + 1) { thread in
            if thread == senders {
                for _ in 0..<(round * 10) { _ = weak.object }
                end()
            } else {
                for index in 0..<sendsPerSender { subject.send(index) }
            }
        }
    }

    /// What went wrong with lifetimes in one round: the object still alive at the end, and every
    /// delivery into something being released. (Overlapping deliveries are the concurrency suite's
    /// business, not counted here.)
    private static func lifetimeProblems(_ report: EventLog, alive: Bool, round: Int) -> [String] {
        let released = Set(report.entries.filter { $0.contains("released") })
        return (alive ? ["round \(round): still alive after everything returned"] : []) + released.sorted()
    }

    /// Subscribes a contract subscriber that only `publisher` holds; returns a weak reference to it.
    private static func attachedSubscriber(
        to publisher: AnyPublisher<Int, Never>, report: EventLog, round: Int
    ) -> WeakReference<ContractSubscriber<Int, Never>> {
        let subscriber = ContractSubscriber<Int, Never>(name: "round \(round)", report: report)
        publisher.subscribe(subscriber)
        return WeakReference(subscriber)
    }

    /// A sink on `subject` whose value closure holds a token and checks, on every call, that the
    /// token is alive; returns the sink and a weak reference to the token.
    private static func sinkHoldingAToken(
        on subject: PassthroughSubject<Int, Never>, report: EventLog
    ) -> (AnyCancellable, WeakReference<LifetimeToken>) {
        let token = LifetimeToken()
        let weakToken = WeakReference(token)
        let sink = subject.sink(
            receiveCompletion: { _ in _ = ObjectIdentifier(token) },
            receiveValue: { _ in
                _ = ObjectIdentifier(token)
                if weakToken.object == nil { report.append("the sink's closure ran after it was released") }
            }
        )
        return (sink, weakToken)
    }
}
