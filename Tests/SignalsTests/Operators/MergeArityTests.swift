import Foundation
import Signals
import Testing

/// `merge(with:_:…)` with two to seven other publishers (`Merge3` to `Merge8`).
@Suite struct MergeArityTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Subject = PassthroughSubject<Int, TestError>
    typealias Probe = ProbePublisher<Int, TestError>

    @Test func interleavesAndFinishesAfterEveryPublisher() {
        let a = Subject()
        let b = Subject()
        let c = Subject()
        let tracker = Tracker()
        let merged: Publishers.Merge3<Subject, Subject, Subject> = a.merge(with: b, c)
        merged.subscribe(tracker)
        c.send(3)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        c.send(completion: .finished)
        #expect(tracker.events == [.subscription("Merge"), .value(3), .value(1), .value(2)])
        b.send(completion: .finished)
        #expect(tracker.events.last == .completion(.finished))
    }

    @Test func everyArityMergesEveryPublisherInOrder() {
        func run<P: Publisher>(_ publisher: P) -> [Int] where P.Output == Int, P.Failure == Never {
            let tracker = TrackingSubscriber<Int, Never>()
            publisher.subscribe(tracker)
            #expect(tracker.events.first == .subscription("Merge"))
            #expect(tracker.events.last == .completion(.finished))
            return tracker.values
        }
        let j: (Int) -> Just<Int> = Just.init
        #expect(run(j(1).merge(with: j(2), j(3))) == [1, 2, 3])
        #expect(run(j(1).merge(with: j(2), j(3), j(4))) == [1, 2, 3, 4])
        #expect(run(j(1).merge(with: j(2), j(3), j(4), j(5))) == [1, 2, 3, 4, 5])
        #expect(run(j(1).merge(with: j(2), j(3), j(4), j(5), j(6))) == [1, 2, 3, 4, 5, 6])
        #expect(run(j(1).merge(with: j(2), j(3), j(4), j(5), j(6), j(7))) == [1, 2, 3, 4, 5, 6, 7])
        #expect(run(j(1).merge(with: j(2), j(3), j(4), j(5), j(6), j(7), [8, 9].publisher)) == Array(1...9))
    }

    @Test func bufferedValuesWaitForDemandAndAskTheirPublisherForMore() {
        let probes = (0..<8).map { _ in Probe() }
        let tracker = Tracker(initialDemand: .max(1))
        probes[0].merge(with: probes[1], probes[2], probes[3], probes[4], probes[5], probes[6], probes[7])
            .subscribe(tracker)
        #expect(probes[7].send(8) == .max(1))
        #expect(probes[2].send(3) == .none)
        #expect(tracker.events == [.subscription("Merge"), .value(8)])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Merge"), .value(8), .value(3)])
        #expect(probes[2].subscription?.history == [.requested(.max(1)), .requested(.max(1))])
        tracker.cancel()
    }

    @Test func failureCancelsTheOthersAndCancelReleasesThem() {
        let probes = (0..<4).map { _ in Probe() }
        let tracker = Tracker()
        probes[0].merge(with: probes[1], probes[2], probes[3]).subscribe(tracker)
        probes[1].send(completion: .failure(TestError(code: 2)))
        #expect(tracker.events == [.subscription("Merge"), .completion(.failure(TestError(code: 2)))])
        #expect(
            probes.map { $0.subscription?.history.last } == [
                .cancelled, .requested(.unlimited), .cancelled, .cancelled,
            ])

        let spy = SubscriptionSpy()
        let subject = Subject()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            subject.spying(on: spy).merge(with: subject.spying(on: spy), subject.spying(on: spy)).subscribe(tracker)
            subject.send(1)
            tracker.cancel()
            subject.send(2)
            #expect(tracker.values == [1, 1, 1])
        }
        #expect(spy.seenCount == 3)
        #expect(spy.liveCount == 0)
        #expect(weakTracker == nil)
    }

    @Test func mergingAMergeYieldsTheNextFixedArityMergeAsInCombine() {
        typealias One = Publishers.SetFailureType<Just<Int>, TestError>
        let a = Subject()
        let three: Publishers.Merge3<Subject, One, Subject> = a.merge(with: Just(1).setFailureType(to: TestError.self))
            .merge(with: a)
        let eight: Publishers.Merge8<Subject, Subject, Subject, Subject, Subject, Subject, Subject, Subject> =
            Publishers.Merge(a, a).merge(with: a, a, a).merge(with: a, a, a)
        #expect(three.c === a && eight.h === a)
        let tracker = Tracker()
        eight.subscribe(tracker)
        a.send(4)
        #expect(tracker.values == Array(repeating: 4, count: 8))
        tracker.cancel()
    }
}
