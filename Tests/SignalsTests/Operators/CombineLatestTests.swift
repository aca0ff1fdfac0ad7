import Foundation
import Signals
import Testing

@Suite struct CombineLatestTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Subject = PassthroughSubject<Int, TestError>
    typealias Probe = ProbePublisher<Int, TestError>

    /// Subscribes to the tuple-publishing `combineLatest(_:)` and records its events as strings.
    private final class PairRecorder: @unchecked Sendable {
        var events: [String] = []

        func subscribe<P: Publisher>(to publisher: P) where P.Output == (Int, String), P.Failure == Never {
            publisher.subscribe(
                AnySubscriber(
                    receiveSubscription: { subscription in
                        self.events.append("subscription(\(subscription))")
                        subscription.request(.unlimited)
                    },
                    receiveValue: { pair in
                        self.events.append("(\(pair.0), \(pair.1))")
                        return .none
                    },
                    receiveCompletion: { self.events.append("\($0)") }
                )
            )
        }
    }

    @Test func publishesTuplesOnceBothSidesHaveAValue() {
        let numbers = PassthroughSubject<Int, Never>()
        let letters = PassthroughSubject<String, Never>()
        let recorder = PairRecorder()
        recorder.subscribe(to: numbers.combineLatest(letters))
        numbers.send(1)
        numbers.send(2)
        letters.send("a")
        numbers.send(3)
        letters.send("b")
        numbers.send(completion: .finished)
        letters.send(completion: .finished)
        #expect(recorder.events == ["subscription(CombineLatest)", "(2, a)", "(3, a)", "(3, b)", "finished"])
    }

    @Test func transformCombinesTheLatestValues() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker()
        a.combineLatest(b) { $0 * 10 + $1 }.subscribe(tracker)
        a.send(1)
        a.send(2)
        b.send(2)
        a.send(9)
        b.send(3)
        #expect(tracker.events == [.subscription("CombineLatest"), .value(22), .value(92), .value(93)])
        tracker.cancel()
    }

    @Test func transformIsAMapOverTheTuplePublisher() {
        let a = Subject()
        let b = Subject()
        let combined: Publishers.Map<Publishers.CombineLatest<Subject, Subject>, Int> = a.combineLatest(b) { $0 - $1 }
        #expect(combined.upstream.a === a)
        #expect(combined.upstream.b === b)
    }

    @Test func justAndJustCombineThenFinish() {
        let tracker = TrackingSubscriber<Int, Never>()
        Just(1).combineLatest(Just(2)) { $0 + $1 }.subscribe(tracker)
        #expect(tracker.events == [.subscription("CombineLatest"), .value(3), .completion(.finished)])
    }

    @Test func completionBeforeDownstreamSubscriptionWaitsForIt() {
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: nil)
        Empty<Int, Never>().combineLatest(Empty<Int, Never>()) { $0 + $1 }.subscribe(tracker)
        #expect(tracker.events == [.subscription("CombineLatest"), .completion(.finished)])
    }

    @Test(arguments: [Subscribers.Demand.unlimited, .max(1)])
    func downstreamRequestsGoToBothSides(initialDemand: Subscribers.Demand) {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: nil)
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        #expect(a.subscription?.history == [])

        tracker.request(initialDemand)
        #expect([a, b].map { $0.subscription?.history } == [[.requested(initialDemand)], [.requested(initialDemand)]])
        #expect([a, b].map { $0.send(1) } == [.none, .none])
        #expect(tracker.events == [.subscription("CombineLatest"), .value(2)])

        tracker.request(.max(2))
        let expected: [ProbeEvent] = [.requested(initialDemand), .requested(.max(2))]
        #expect([a, b].map { $0.subscription?.history } == [expected, expected])
        tracker.cancel()
    }

    @Test func downstreamAnswerGoesToTheSideThatEmitted() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        #expect(a.send(1) == .none)
        #expect(b.send(10) == .max(1))
        #expect(a.send(2) == .max(1))
        #expect(tracker.events == [.subscription("CombineLatest"), .value(11), .value(12)])
        tracker.cancel()
    }

    @Test func valuesWithoutDemandOnlyUpdateTheLatest() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: .max(1))
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        #expect(a.send(100) == .none)
        #expect(b.send(1) == .none)
        #expect(a.send(200) == .none)
        #expect(a.send(300) == .none)
        #expect(b.send(2) == .none)
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("CombineLatest"), .value(101)])
        #expect(b.send(3) == .none)
        #expect(tracker.events == [.subscription("CombineLatest"), .value(101), .value(303)])
        tracker.cancel()
    }

    @Test(arguments: [Subscribers.Demand.unlimited, .max(10)])
    func requestDuringDeliveryIsForwardedToBothSides(initialDemand: Subscribers.Demand) {
        let a = Probe()
        let b = Probe()
        var subscription: (any Subscription)?
        let tracker = Tracker(
            initialDemand: initialDemand,
            onSubscription: { subscription = $0 },
            onValue: { _ in subscription?.request(.max(666)) }
        )
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        #expect(a.send(1) == .none)
        #expect(b.send(1) == .none)
        let expected: [ProbeEvent] = [.requested(initialDemand), .requested(.max(666))]
        #expect([a, b].map { $0.subscription?.history } == [expected, expected])
        tracker.cancel()
    }

    @Test func valueSentDuringDeliveryIsDeliveredAfterIt() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker(onValue: { if $0 == 11 { a.send(2) } })
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        a.send(1)
        b.send(10)
        #expect(tracker.events == [.subscription("CombineLatest"), .value(11), .value(12)])
        b.send(20)
        #expect(tracker.events == [.subscription("CombineLatest"), .value(11), .value(12), .value(22)])
        tracker.cancel()
    }

    @Test func valuesSentDuringOneDeliveryAreEachDeliveredInOrderNeverFolded() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker(onValue: { value in
            guard value == 110 else { return }
            a.send(2)
            b.send(20)
            a.send(3)
        })
        a.combineLatest(b) { $0 * 100 + $1 }.subscribe(tracker)
        a.send(0)
        a.send(1)
        #expect(tracker.values == [])
        b.send(10)
        #expect(tracker.values == [110, 210, 220, 320])
        tracker.cancel()
    }

    @Test func completionSentDuringDeliveryWaitsForTheCombinationsQueuedBeforeIt() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker(onValue: { value in
            guard value == 11 else { return }
            a.send(2)
            a.send(completion: .failure(TestError(code: 1)))
        })
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        a.send(1)
        b.send(10)
        #expect(
            tracker.events == [
                .subscription("CombineLatest"), .value(11), .value(12), .completion(.failure(TestError(code: 1))),
            ])
    }

    /// A value sent on another thread while a delivery runs waits for it (the subject delivers to
    /// one thread at a time, as Combine does), then is combined with the latest values.
    @Test func valueRacingInFromAnotherThreadWaitsForTheCurrentDeliveryThenCombines() {
        let a = Subject()
        let b = Subject()
        let otherThreadStarted = DispatchSemaphore(value: 0)
        let otherThreadSent = DispatchSemaphore(value: 0)
        let tracker = Tracker(onValue: { value in
            guard value == 11 else { return }
            Thread {
                otherThreadStarted.signal()
                b.send(20)
                otherThreadSent.signal()
            }.start()
            otherThreadStarted.wait()
        })
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        a.send(1)
        b.send(10)
        otherThreadSent.wait()
        #expect(tracker.events == [.subscription("CombineLatest"), .value(11), .value(21)])
        tracker.cancel()
    }

    @Test func boundedFeedbackLoopDeliversEveryStepInOrder() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker(onValue: { if $0 < 5 { a.send($0) } })
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        a.send(1)
        b.send(1)
        #expect(tracker.values == [2, 3, 4, 5])
        tracker.cancel()
    }

    @Test func finishesOnlyAfterBothSidesFinished() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker()
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        a.send(completion: .finished)
        a.send(200)
        b.send(1)
        #expect(tracker.events == [.subscription("CombineLatest")])
        b.send(completion: .finished)
        #expect(tracker.events == [.subscription("CombineLatest"), .completion(.finished)])
    }

    @Test func keepsCombiningWithTheLatestValueOfAFinishedSide() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker()
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        a.send(100)
        a.send(completion: .finished)
        b.send(1)
        b.send(2)
        b.send(completion: .finished)
        b.send(completion: .failure(TestError()))
        #expect(
            tracker.events == [.subscription("CombineLatest"), .value(101), .value(102), .completion(.finished)]
        )
    }

    @Test func failureCancelsTheOtherSideAndEndsTheStream() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker()
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        #expect(a.send(1) == .none)
        a.send(completion: .failure(TestError(code: 4)))
        #expect(b.send(1) == .none)
        b.send(completion: .finished)
        a.send(completion: .failure(TestError(code: 5)))
        #expect(a.subscription?.history == [.requested(.unlimited)])
        #expect(b.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(tracker.events == [.subscription("CombineLatest"), .completion(.failure(TestError(code: 4)))])
    }

    @Test func cancelCancelsBothSidesOnceAndReleasesThem() {
        let spy = SubscriptionSpy()
        let combineSpy = SubscriptionSpy()
        let a = Subject()
        let b = Subject()
        var received: [Int] = []
        let cancellable = a.spying(on: spy).combineLatest(b.spying(on: spy)) { $0 + $1 }
            .spying(on: combineSpy)
            .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        a.send(1)
        b.send(1)
        #expect(spy.liveCount == 2)
        cancellable.cancel()
        a.send(2)
        #expect(received == [2])
        #expect(spy.liveCount == 0)
        #expect(combineSpy.seenCount == 1)
        #expect(combineSpy.liveCount == 0)

        let probeA = Probe()
        let probeB = Probe()
        let tracker = Tracker()
        probeA.combineLatest(probeB) { $0 + $1 }.subscribe(tracker)
        tracker.cancel()
        tracker.cancel()
        tracker.request(.max(1))
        #expect(probeA.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(probeB.subscription?.history == [.requested(.unlimited), .cancelled])
    }

    @Test func lateSubscriptionIsAskedForEverythingRequestedSoFar() {
        let a = Probe()
        let b = Probe(subscription: nil)
        let tracker = Tracker(initialDemand: .max(2))
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        tracker.request(.max(3))
        let late = ProbeSubscription()
        b.send(subscription: late)
        let extra = ProbeSubscription()
        b.send(subscription: extra)
        #expect(late.history == [.requested(.max(5))])
        #expect(extra.history == [.cancelled])
        tracker.cancel()
    }

    @Test func concurrentSidesAreDeliveredOneAtATimeAndTheLastCombinationArrives() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = OverlapDetectingSubscriber<Int>()
        a.combineLatest(b) { $0 * 100_000 + $1 }.subscribe(subscriber)
        let perThread = 10_000
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            let side = thread == 0 ? a : b
            for value in 1...perThread {
                side.send(value)
            }
        }
        #expect(subscriber.overlaps == 0)
        #expect(subscriber.values.last == perThread * 100_000 + perThread)
        let values = subscriber.values
        #expect(values.map { $0 / 100_000 }.elementsEqual(values.map { $0 / 100_000 }.sorted()))
        #expect(values.map { $0 % 100_000 }.elementsEqual(values.map { $0 % 100_000 }.sorted()))
        subscriber.cancel()
    }
}
