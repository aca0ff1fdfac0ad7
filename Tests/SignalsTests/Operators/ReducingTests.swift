import Foundation
import Signals
import Testing

/// The reducing operators (`reduce`, `count`, `min`/`max`, `contains`, `allSatisfy`, `last`,
/// `tryFirst(where:)` and their `try` forms), all built on one reducing subscription; and `ignoreOutput`,
/// which, as in Combine, is not one.
@Suite struct ReducingTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = ManualPublisher<Int, TestError>

    // Safety: immutable; `TrackingEvent` holds only `Int`, `String` and `TestError` values.
    struct Case: CustomStringConvertible, @unchecked Sendable {
        let description: String
        let input: [Int]
        let expected: [TrackingEvent<Int, TestError>]
        let make: @Sendable (Upstream) -> AnyPublisher<Int, TestError>
    }

    private static func erased<P: Publisher>(_ publisher: P) -> AnyPublisher<Int, TestError>
    where P.Output == Int, P.Failure == TestError {
        publisher.eraseToAnyPublisher()
    }

    private static func tried<P: Publisher>(_ publisher: P) -> AnyPublisher<Int, TestError>
    where P.Output == Int, P.Failure == any Error {
        publisher.mapError { $0 as? TestError ?? TestError(code: -1) }.eraseToAnyPublisher()
    }

    private static func bool(_ value: Bool) -> Int { value ? 1 : 0 }

    static let cases: [Case] = [
        Case(description: "reduce", input: [1, 2, 3], expected: [.subscription("Reduce"), .value(6)]) {
            erased($0.reduce(0, +))
        },
        Case(description: "tryReduce", input: [1, 2, 3], expected: [.subscription("TryReduce"), .value(6)]) {
            tried($0.tryReduce(0, +))
        },
        Case(description: "count", input: [5, 5, 5], expected: [.subscription("Count"), .value(3)]) {
            erased($0.count())
        },
        Case(description: "min", input: [3, 1, 2], expected: [.subscription("Comparison"), .value(1)]) {
            erased($0.min())
        },
        Case(description: "max", input: [3, 1, 2], expected: [.subscription("Comparison"), .value(3)]) {
            erased($0.max())
        },
        Case(description: "min(by:)", input: [3, -7, 5], expected: [.subscription("Comparison"), .value(3)]) {
            erased($0.min { abs($0) < abs($1) })
        },
        Case(description: "tryMax(by:)", input: [3, -7, 5], expected: [.subscription("TryComparison"), .value(-7)]) {
            tried($0.tryMax { abs($0) < abs($1) })
        },
        Case(description: "tryMin(by:)", input: [3, -7, 5], expected: [.subscription("TryComparison"), .value(3)]) {
            tried($0.tryMin { abs($0) < abs($1) })
        },
        Case(description: "contains", input: [1, 3], expected: [.subscription("Contains"), .value(0)]) {
            erased($0.contains(2).map(bool))
        },
        Case(description: "contains(where:)", input: [1, 3], expected: [.subscription("ContainsWhere"), .value(0)]) {
            erased($0.contains { $0 > 5 }.map(bool))
        },
        Case(
            description: "tryContains(where:)", input: [1, 3],
            expected: [.subscription("TryContainsWhere"), .value(0)]
        ) { tried($0.tryContains { $0 > 5 }.map(bool)) },
        Case(description: "allSatisfy", input: [2, 4], expected: [.subscription("AllSatisfy"), .value(1)]) {
            erased($0.allSatisfy { $0.isMultiple(of: 2) }.map(bool))
        },
        Case(description: "tryAllSatisfy", input: [], expected: [.subscription("TryAllSatisfy"), .value(1)]) {
            tried($0.tryAllSatisfy { _ in false }.map(bool))
        },
        Case(description: "last", input: [1, 2, 3], expected: [.subscription("Last"), .value(3)]) {
            erased($0.last())
        },
        Case(description: "last(where:)", input: [1, 2, 3], expected: [.subscription("LastWhere"), .value(2)]) {
            erased($0.last { $0 < 3 })
        },
        Case(description: "tryLast(where:)", input: [1, 2, 3], expected: [.subscription("TryLastWhere"), .value(1)]) {
            tried($0.tryLast { $0 < 2 })
        },
        Case(description: "min of nothing", input: [], expected: [.subscription("Comparison")]) {
            erased($0.min())
        },
        Case(description: "last of nothing", input: [], expected: [.subscription("Last")]) {
            erased($0.last())
        },
        Case(description: "count of nothing", input: [], expected: [.subscription("Count"), .value(0)]) {
            erased($0.count())
        },
    ]

    /// Every reducer asks for `.unlimited` whatever the downstream asks, answers each value `.none`, and
    /// delivers its result only once the upstream has finished.
    @Test(arguments: cases)
    func reducesTheWholeStreamThenFinishes(_ testCase: Case) {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1))
        testCase.make(upstream).subscribe(tracker)
        for value in testCase.input {
            #expect(upstream.send(value) == .none)
        }
        #expect(tracker.events == [testCase.expected[0]])
        upstream.send(completion: .finished)
        #expect(tracker.events == testCase.expected + [.completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
    }

    @Test func resultAndFinishingWithoutResultWaitForTheFirstRequest() {
        let tracker = Tracker(initialDemand: nil)
        [1, 2].publisher.setFailureType(to: TestError.self).eraseToAnyPublisher().reduce(10, +).subscribe(tracker)
        #expect(tracker.events == [.subscription("Reduce")])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Reduce"), .value(13), .completion(.finished)])

        let empty = Tracker(initialDemand: nil)
        Empty<Int, TestError>().last().subscribe(empty)
        #expect(empty.events == [.subscription("Last")])
        empty.request(.max(1))
        #expect(empty.events == [.subscription("Last"), .completion(.finished)])
    }

    /// Combine's reducers ignore a `cancel()` that comes before the upstream's subscription: the
    /// subscription, when it arrives, is kept and asked for everything.
    @Test func cancelBeforeTheUpstreamSubscriptionIsIgnored() throws {
        let upstream = LateSubscribingPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        upstream.count().subscribe(tracker)
        let inner = try #require(upstream.subscriber as? any Subscription)
        inner.cancel()
        let subscription = upstream.sendSubscription()
        #expect(subscription.events == [.requested(.unlimited)])
        inner.cancel()
        #expect(subscription.events == [.requested(.unlimited), .cancelled])
        tracker.cancel()  // lets the subscription go: it keeps the tracker until it is freed
    }

    /// `ignoreOutput`, as Combine's, hands the upstream's subscription straight to the downstream (whose
    /// own requests and cancel go upstream unchanged), asks it for `.unlimited`, and passes `.finished`
    /// through at once, without demand.
    @Test func ignoreOutputPassesTheSubscriptionThroughAndAsksForEverything() {
        let upstream = Upstream()
        let tracker = TrackingSubscriber<Never, TestError>(initialDemand: .max(1))
        upstream.ignoreOutput().subscribe(tracker)
        #expect(upstream.send(1) == .none)
        #expect(tracker.events == [.subscription("ManualSubscription")])
        #expect(upstream.upstreamEvents == [.requested(.max(1)), .requested(.unlimited)])
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("ManualSubscription"), .completion(.finished)])

        let failing = Upstream()
        let cancelled = TrackingSubscriber<Never, TestError>(initialDemand: nil)
        failing.ignoreOutput().subscribe(cancelled)
        cancelled.cancel()
        #expect(failing.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    /// `first()` and `first(where:)` too, as in Combine.
    @Test func firstIgnoresCancelBeforeTheUpstreamSubscription() throws {
        for makeFirst in [
            { (p: LateSubscribingPublisher<Int, TestError>) in AnyPublisher(p.first()) },
            { AnyPublisher($0.first { $0 > 1 }) },
        ] {
            let upstream = LateSubscribingPublisher<Int, TestError>()
            let tracker = Tracker(initialDemand: nil)
            makeFirst(upstream).subscribe(tracker)
            let inner = try #require(upstream.subscriber as? any Subscription)
            inner.cancel()
            let subscription = upstream.sendSubscription()
            #expect(subscription.events == [.requested(.unlimited)])
            inner.cancel()
            #expect(subscription.events == [.requested(.unlimited), .cancelled])
            tracker.cancel()  // lets the subscription go: it keeps the tracker until it is freed
        }
    }

    /// The subscription's `Mirror` has Combine's children for a reducer.
    @Test func mirrorShowsDownstreamResultInitialAndStatus() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: nil)
        subject.reduce(10, +).subscribe(tracker)
        subject.send(5)
        let children = Mirror(reflecting: tracker.subscription!).children.map { $0.label }
        #expect(children == ["downstream", "result", "initial", "status"])
        let values = Mirror(reflecting: tracker.subscription!).children.map { String(describing: $0.value) }
        #expect(values[1...] == ["Optional(15)", "Optional(10)", "subscribed"])
        tracker.cancel()
    }

    @Test func decidedResultCancelsTheUpstreamEarly() {
        let upstream = Upstream()
        let contains = TrackingSubscriber<Bool, TestError>()
        upstream.contains(2).subscribe(contains)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        #expect(contains.events == [.subscription("Contains"), .value(true), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])

        let other = Upstream()
        let allSatisfy = TrackingSubscriber<Bool, TestError>()
        other.allSatisfy { $0 < 2 }.subscribe(allSatisfy)
        other.send(5)
        #expect(allSatisfy.events == [.subscription("AllSatisfy"), .value(false), .completion(.finished)])
        #expect(other.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func tryFirstWhereDeliversTheFirstMatchOrTheThrownError() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.tryFirst { $0 > 1 }.subscribe(AnyErrorAdapter(tracker: tracker))
        upstream.send(1)
        upstream.send(2)
        #expect(tracker.events == [.subscription("TryFirstWhere"), .value(2), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])

        let throwing = Upstream()
        let failed = Tracker()
        throwing.tryFirst { _ in throw TestError(code: 4) }.subscribe(AnyErrorAdapter(tracker: failed))
        throwing.send(1)
        #expect(failed.events == [.subscription("TryFirstWhere"), .completion(.failure(TestError(code: 4)))])
        #expect(throwing.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func thrownErrorCancelsTheUpstreamAndFails() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.tryReduce(0) { sum, value in
            guard value < 3 else { throw TestError(code: 9) }
            return sum + value
        }.subscribe(AnyErrorAdapter(tracker: tracker))
        upstream.send(1)
        upstream.send(3)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("TryReduce"), .completion(.failure(TestError(code: 9)))])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func upstreamFailureIsForwardedAtOnceWithoutTheResult() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: nil)
        upstream.count().subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .failure(TestError(code: 2)))
        #expect(tracker.events == [.subscription("Count"), .completion(.failure(TestError(code: 2)))])
    }

    @Test func cancelMidStreamCancelsTheUpstreamAndReleasesEverything() {
        let upstream = Upstream()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            upstream.reduce(0) {
                _ = token; return $0 + $1
            }.subscribe(tracker)
            upstream.send(1)
            tracker.cancel()
            tracker.cancel()
            upstream.send(2)
            upstream.send(completion: .finished)
            tracker.request(.max(1))
            #expect(tracker.events == [.subscription("Reduce")])
        }
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        upstream.releaseSubscriber()
        #expect(weakToken == nil)
        #expect(weakTracker == nil)
    }

    @Test func closureIsReleasedWhenTheUpstreamFinishesEvenBeforeTheResultIsRequested() {
        let upstream = Upstream()
        weak var weakToken: LifetimeToken?
        let tracker = Tracker(initialDemand: nil)
        do {
            let token = LifetimeToken()
            weakToken = token
            upstream.reduce(0) {
                _ = token; return $0 + $1
            }.subscribe(tracker)
        }
        upstream.send(4)
        upstream.send(completion: .finished)
        #expect(weakToken == nil)
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Reduce"), .value(4), .completion(.finished)])
    }

    @Test func cancellingFromInsideTheSubscriptionStopsTheRequest() {
        let upstream = Upstream()
        let tracker = Tracker(onSubscription: { $0.cancel() })
        upstream.count().subscribe(tracker)
        #expect(upstream.upstreamEvents == [.cancelled])
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Count")])
        tracker.cancel()  // lets the subscription go: it keeps the tracker until it is freed
    }

    @Test func secondSubscriptionIsCancelled() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.last().subscribe(tracker)
        let spare = SpareSubscription()
        upstream.sendSecondSubscription(spare)
        #expect(spare.cancelCount == 1)
        tracker.cancel()
    }
}

/// A publisher that keeps its subscriber and hands it a recording subscription only when the test says.
private final class LateSubscribingPublisher<Output, Failure: Error>: Publisher {
    private(set) var subscriber: (any Subscriber)?
    private var deliver: ((any Subscription) -> Void)?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = subscriber
        deliver = { subscriber.receive(subscription: $0) }
    }

    func sendSubscription() -> RecordingSubscription {
        let subscription = RecordingSubscription()
        deliver?(subscription)
        return subscription
    }
}

/// Records what its subscriber asks of it.
private final class RecordingSubscription: Subscription {
    private(set) var events: [UpstreamEvent] = []

    func request(_ demand: Subscribers.Demand) { events.append(.requested(demand)) }

    func cancel() { events.append(.cancelled) }
}
