import Foundation
import Signals
import Testing

@Suite struct MergeTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Subject = PassthroughSubject<Int, TestError>
    typealias Probe = ProbePublisher<Int, TestError>

    @Test func interleavesValuesInArrivalOrder() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker()
        a.merge(with: b).subscribe(tracker)
        a.send(1)
        b.send(10)
        a.send(2)
        b.send(20)
        #expect(tracker.events == [.subscription("Merge"), .value(1), .value(10), .value(2), .value(20)])
        tracker.cancel()
    }

    @Test func mergesPublishersOfDifferentTypes() {
        let taps = PassthroughSubject<Int, Never>()
        let merged: Publishers.Merge<PassthroughSubject<Int, Never>, Just<Int>> = taps.merge(with: Just(0))
        let tracker = TrackingSubscriber<Int, Never>()
        merged.subscribe(tracker)
        taps.send(1)
        taps.send(completion: .finished)
        #expect(tracker.events == [.subscription("Merge"), .value(0), .value(1), .completion(.finished)])
    }

    @Test func sameTypeMergeIsMergeMany() {
        let a = Subject()
        let b = Subject()
        let c = Subject()
        let merged: Publishers.MergeMany<Subject> = a.merge(with: b).merge(with: c)
        #expect(merged.publishers.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        let tracker = Tracker()
        merged.subscribe(tracker)
        c.send(3)
        a.send(1)
        for subject in [a, b, c] {
            subject.send(completion: .finished)
        }
        #expect(tracker.events == [.subscription("Merge"), .value(3), .value(1), .completion(.finished)])
    }

    @Test(arguments: [Subscribers.Demand.unlimited, .max(1), .max(10)])
    func asksEachChildForOneValueAtATime(initialDemand: Subscribers.Demand) {
        let children = [Probe(), Probe()]
        let tracker = Tracker(initialDemand: nil)
        children[0].merge(with: children[1]).subscribe(tracker)
        #expect(children.map { $0.subscription?.history } == [[.requested(.max(1))], [.requested(.max(1))]])

        tracker.request(initialDemand)
        let unlimited = initialDemand == .unlimited
        let afterRequest: [ProbeEvent] =
            unlimited ? [.requested(.max(1)), .requested(.unlimited)] : [.requested(.max(1))]
        #expect(children.map { $0.subscription?.history } == [afterRequest, afterRequest])

        let answers = children.map { $0.send(1) }
        switch initialDemand {
        case .unlimited: #expect(answers == [.none, .none])
        case .max(1): #expect(answers == [.max(1), .none])
        default: #expect(answers == [.max(1), .max(1)])
        }
        let delivered = initialDemand == .max(1) ? [1] : [1, 1]
        #expect(tracker.events == [.subscription("Merge")] + delivered.map { .value($0) })
        tracker.cancel()
    }

    @Test func bufferedValueIsDeliveredOnRequestAndItsChildAskedForMore() {
        let children = [Probe(), Probe()]
        let tracker = Tracker(initialDemand: .max(1))
        children[0].merge(with: children[1]).subscribe(tracker)
        #expect(children[0].send(100) == .max(1))
        #expect(children[1].send(1) == .none)
        #expect(tracker.events == [.subscription("Merge"), .value(100)])

        tracker.request(.max(2))
        #expect(tracker.events == [.subscription("Merge"), .value(100), .value(1)])
        #expect(children[1].subscription?.history == [.requested(.max(1)), .requested(.max(1))])
        #expect(children[0].send(200) == .max(1))
        #expect(children[1].send(2) == .none)
        #expect(tracker.events == [.subscription("Merge"), .value(100), .value(1), .value(200)])
        tracker.cancel()
    }

    @Test(arguments: [Subscribers.Demand.unlimited, .max(1), .max(10)])
    func requestDuringDeliveryOnlyRaisesDemand(initialDemand: Subscribers.Demand) {
        let children = [Probe(), Probe()]
        var subscription: (any Subscription)?
        let tracker = Tracker(
            initialDemand: initialDemand,
            onSubscription: { subscription = $0 },
            onValue: { _ in subscription?.request(.max(666)) }
        )
        children[0].merge(with: children[1]).subscribe(tracker)
        let answer: Subscribers.Demand = initialDemand == .unlimited ? .none : .max(1)
        #expect(children.map { $0.send(1) } == [answer, answer])
        let history: [ProbeEvent] = [.requested(initialDemand == .unlimited ? .unlimited : .max(1))]
        #expect(children.map { $0.subscription?.history } == [history, history])
        #expect(tracker.events == [.subscription("Merge"), .value(1), .value(1)])
        tracker.cancel()
    }

    @Test func valueSentDuringDeliveryFollowsTheCurrentOne() {
        let a = Subject()
        let b = Subject()
        var seenInsideFirstDelivery: [Int] = []
        var tracker: Tracker?
        tracker = Tracker(onValue: { value in
            guard value == 1 else { return }
            b.send(2)
            seenInsideFirstDelivery = tracker?.values ?? []
        })
        a.merge(with: b).subscribe(tracker!)
        a.send(1)
        a.send(3)
        #expect(seenInsideFirstDelivery == [1])
        #expect(tracker?.events == [.subscription("Merge"), .value(1), .value(2), .value(3)])
        tracker?.cancel()
        tracker = nil  // its own closure holds this variable
    }

    @Test func valueFromAnotherThreadDuringDeliveryIsQueuedNotBlocked() {
        let a = Subject()
        let b = Subject()
        let otherThreadSent = DispatchSemaphore(value: 0)
        var seenAfterOtherThreadSent: [Int] = []
        var tracker: Tracker?
        tracker = Tracker(onValue: { value in
            guard value == 1 else { return }
            Thread {
                b.send(2)
                otherThreadSent.signal()
            }.start()
            otherThreadSent.wait()
            seenAfterOtherThreadSent = tracker?.values ?? []
        })
        a.merge(with: b).subscribe(tracker!)
        a.send(1)
        #expect(seenAfterOtherThreadSent == [1])
        #expect(tracker?.events == [.subscription("Merge"), .value(1), .value(2)])
        tracker?.cancel()
        tracker = nil  // its own closure holds this variable
    }

    @Test func finishesOnlyAfterEveryChildFinished() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker()
        a.merge(with: b).subscribe(tracker)
        a.send(1)
        a.send(completion: .finished)
        a.send(2)
        b.send(3)
        #expect(tracker.events == [.subscription("Merge"), .value(1), .value(3)])
        b.send(completion: .finished)
        b.send(completion: .failure(TestError()))
        #expect(tracker.events == [.subscription("Merge"), .value(1), .value(3), .completion(.finished)])
    }

    @Test func waitsForBufferedValuesBeforeFinishing() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: nil)
        a.merge(with: b).subscribe(tracker)
        #expect(a.send(1) == .none)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(tracker.events == [.subscription("Merge")])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Merge"), .value(1), .completion(.finished)])
    }

    /// Combine also cancels the failing child's own subscription; Signals only cancels the others.
    @Test func failureCancelsTheOtherChildAndDropsLaterEvents() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: .max(1))
        a.merge(with: b).subscribe(tracker)
        #expect(a.send(1) == .max(1))
        #expect(b.send(2) == .none)
        a.send(completion: .failure(TestError(code: 7)))
        b.send(3)
        b.send(completion: .finished)
        tracker.request(.max(1))

        #expect(a.subscription?.history == [.requested(.max(1))])
        #expect(b.subscription?.history == [.requested(.max(1)), .cancelled])
        #expect(tracker.events == [.subscription("Merge"), .value(1), .completion(.failure(TestError(code: 7)))])
    }

    @Test func cancelCancelsEveryChildOnceAndReleasesThem() {
        let spy = SubscriptionSpy()
        let mergeSpy = SubscriptionSpy()
        let a = Subject()
        let b = Subject()
        let tracker = Tracker()
        Publishers.MergeMany(a.spying(on: spy), b.spying(on: spy)).spying(on: mergeSpy).subscribe(tracker)
        a.send(1)
        #expect(spy.liveCount == 2)

        tracker.cancel()
        tracker.cancel()
        b.send(2)
        #expect(tracker.events == [.subscription("Merge"), .value(1)])
        #expect(spy.liveCount == 0)
        // The tracker lets the merge subscription go on cancel, so it is released too.
        #expect(mergeSpy.liveCount == 0)
    }

    @Test func cancellingReleasesTheMergeSubscription() {
        let mergeSpy = SubscriptionSpy()
        let a = Subject()
        let b = Subject()
        var received: [Int] = []
        let cancellable = a.merge(with: b).spying(on: mergeSpy)
            .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        a.send(1)
        cancellable.cancel()
        b.send(2)
        #expect(received == [1])
        #expect(mergeSpy.seenCount == 1)
        #expect(mergeSpy.liveCount == 0)
    }

    @Test func cancelAsksEachChildToCancel() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker()
        a.merge(with: b).subscribe(tracker)
        tracker.cancel()
        #expect(a.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(b.subscription?.history == [.requested(.unlimited), .cancelled])
    }

    @Test func requestingZeroDemandIsIgnored() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: nil)
        a.merge(with: b).subscribe(tracker)
        tracker.request(.none)
        #expect(a.send(1) == .none)
        #expect(tracker.events == [.subscription("Merge")])
        tracker.cancel()
    }

    /// Synchronous publishers run to completion one after the other, one value per request.
    @Test func mergeManyRespectsDemandAcrossPublishers() {
        let merged = Publishers.MergeMany(
            ArrayTestPublisher<Int, Never>([1, 2]),
            ArrayTestPublisher<Int, Never>([10, 20]),
            ArrayTestPublisher<Int, Never>([100])
        )
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(1), demandOnValue: { _ in .max(1) })
        merged.subscribe(tracker)
        #expect(
            tracker.events == [
                .subscription("Merge"), .value(1), .value(2), .value(10), .value(20), .value(100),
                .completion(.finished),
            ]
        )
    }

    @Test func emptyMergeManyFinishesAtOnce() {
        let tracker = Tracker()
        Publishers.MergeMany([Subject]()).subscribe(tracker)
        #expect(tracker.events == [.subscription("Merge"), .completion(.finished)])
    }

    @Test func childrenThatFinishOnSubscriptionFinishTheMerge() {
        let tracker = TrackingSubscriber<Int, Never>()
        Empty<Int, Never>().merge(with: Empty()).subscribe(tracker)
        #expect(tracker.events == [.subscription("Merge"), .completion(.finished)])
    }

    @Test func concurrentSendersAreDeliveredOneAtATime() {
        let children = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
        let subscriber = OverlapDetectingSubscriber<Int>()
        children[0].merge(with: children[1]).subscribe(subscriber)
        let perThread = 10_000
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for index in 0..<perThread {
                children[thread].send(thread * perThread + index)
            }
            children[thread].send(completion: .finished)
        }
        let values = subscriber.values
        #expect(subscriber.overlaps == 0)
        #expect(values.count == 2 * perThread)
        #expect(values.filter { $0 < perThread }.elementsEqual(0..<perThread))
        #expect(values.filter { $0 >= perThread }.elementsEqual(perThread..<2 * perThread))
        #expect(subscriber.finished)
    }
}
