import Foundation
import Signals
import Testing

/// `combineLatest` with three and four publishers (`CombineLatest3`, `CombineLatest4`).
@Suite struct CombineLatestManyTests {
    typealias Tracker = TrackingSubscriber<String, TestError>
    typealias Subject = PassthroughSubject<Int, TestError>
    typealias Probe = ProbePublisher<Int, TestError>

    @Test func emitsOnceEveryPublisherHasAValueThenOnEachValue() {
        let a = Subject()
        let b = Subject()
        let c = Subject()
        let tracker = Tracker()
        a.combineLatest(b, c) { "\($0)\($1)\($2)" }.subscribe(tracker)
        a.send(1)
        b.send(2)
        a.send(3)
        c.send(4)
        b.send(5)
        #expect(tracker.events == [.subscription("CombineLatest"), .value("324"), .value("354")])
        tracker.cancel()
    }

    @Test func tuplePublishersKeepTheirPublishers() {
        let a = Subject()
        let three: Publishers.CombineLatest3<Subject, Subject, Subject> = a.combineLatest(a, a)
        let four: Publishers.CombineLatest4<Subject, Subject, Subject, Subject> = a.combineLatest(a, a, a)
        let mapped: Publishers.Map<Publishers.CombineLatest4<Subject, Subject, Subject, Subject>, Int> =
            a.combineLatest(a, a, a) { $0 + $1 + $2 + $3 }
        #expect(three.c === a && four.d === a && mapped.upstream.a === a)
    }

    @Test func fourPublishersCombineThenFinishWhenAllFinished() {
        let tracker = TrackingSubscriber<String, Never>()
        Just(1).combineLatest(Just("a"), [2, 3].publisher, Just(true)) { "\($0)\($1)\($2)\($3)" }
            .subscribe(tracker)
        #expect(
            tracker.events == [
                .subscription("CombineLatest"), .value("1a3true"), .completion(.finished),
            ])
    }

    /// One state machine for all sides: a value that arrives without demand still becomes its side's
    /// latest value (nested pairs of `combineLatest` would lose it).
    @Test func valueWithoutDemandStillBecomesTheLatest() {
        let a = Probe()
        let b = Probe()
        let c = Probe()
        let tracker = Tracker(initialDemand: .max(2))
        a.combineLatest(b, c) { "\($0)\($1)\($2)" }.subscribe(tracker)
        a.send(1)
        b.send(1)
        a.send(2)
        c.send(1)
        a.send(3)
        b.send(2)
        #expect(tracker.events == [.subscription("CombineLatest"), .value("211"), .value("311")])
        tracker.request(.max(1))
        c.send(2)
        #expect(tracker.events.last == .value("322"))
        tracker.cancel()
    }

    @Test func requestsGoToEveryPublisherAndTheAnswerToTheEmitter() {
        let probes = [Probe(), Probe(), Probe(), Probe()]
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(3) })
        probes[0].combineLatest(probes[1], probes[2], probes[3]) { "\($0)\($1)\($2)\($3)" }.subscribe(tracker)
        #expect(probes[0].send(1) == .none)
        #expect(probes[1].send(2) == .none)
        #expect(probes[2].send(3) == .none)
        #expect(probes[3].send(4) == .max(3))
        #expect(probes.map { $0.subscription?.history } == Array(repeating: [.requested(.max(1))], count: 4))
        #expect(tracker.events == [.subscription("CombineLatest"), .value("1234")])
        tracker.cancel()
    }

    @Test func finishesOnlyWhenAllFinishedAndFailsAtOnceCancellingTheOthers() {
        let a = Probe()
        let b = Probe()
        let c = Probe()
        let tracker = Tracker()
        a.combineLatest(b, c) { "\($0)\($1)\($2)" }.subscribe(tracker)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(tracker.events == [.subscription("CombineLatest")])
        c.send(completion: .finished)
        #expect(tracker.events == [.subscription("CombineLatest"), .completion(.finished)])

        let d = Probe()
        let e = Probe()
        let f = Probe()
        let failing = Tracker()
        d.combineLatest(e, f) { "\($0)\($1)\($2)" }.subscribe(failing)
        e.send(completion: .failure(TestError(code: 7)))
        #expect(failing.events == [.subscription("CombineLatest"), .completion(.failure(TestError(code: 7)))])
        #expect(d.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(e.subscription?.history == [.requested(.unlimited)])
        #expect(f.subscription?.history == [.requested(.unlimited), .cancelled])
    }

    @Test func cancelCancelsEveryPublisherAndReleasesEverything() {
        let spy = SubscriptionSpy()
        let a = Subject()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            a.spying(on: spy).combineLatest(a.spying(on: spy), a.spying(on: spy)) { "\($0 + $1 + $2)" }
                .subscribe(tracker)
            a.send(1)
            #expect(spy.liveCount == 3)
            tracker.cancel()
            a.send(2)
            #expect(tracker.events == [.subscription("CombineLatest"), .value("3")])
        }
        #expect(spy.liveCount == 0)
        #expect(weakTracker == nil)
    }

    @Test func concurrentSidesAreDeliveredOneAtATime() {
        let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
        let subscriber = OverlapDetectingSubscriber<Int>()
        subjects[0].combineLatest(subjects[1], subjects[2]) { $0 + $1 + $2 }.subscribe(subscriber)
        let perThread = 5_000
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            for value in 1...perThread {
                subjects[thread].send(value)
            }
        }
        #expect(subscriber.overlaps == 0)
        #expect(subscriber.values.last == 3 * perThread)
        subscriber.cancel()
    }
}
