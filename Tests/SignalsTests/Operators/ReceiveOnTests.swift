import Dispatch
import Foundation
import Signals
import Testing

@Suite struct ReceiveOnTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = SchedulingTestPublisher<Int, TestError>

    @Test func subscriptionArrivesAtOnceWhileValuesAndCompletionWaitForTheScheduler() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.receive(on: scheduler).subscribe(tracker)
        #expect(tracker.events == [.subscription("ReceiveOn")])
        #expect(upstream.send(1) == .none)
        upstream.send(2)
        #expect(tracker.events == [.subscription("ReceiveOn")])
        scheduler.advance()
        #expect(tracker.events == [.subscription("ReceiveOn"), .value(1), .value(2)])
        upstream.send(completion: .failure(TestError(code: 7)))
        #expect(tracker.events.count == 3)
        scheduler.advance()
        #expect(
            tracker.events == [
                .subscription("ReceiveOn"), .value(1), .value(2), .completion(.failure(TestError(code: 7))),
            ]
        )
    }

    @Test func demandPassesStraightUpstreamAndDeliveredDemandFollowsEachDelivery() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { $0 == 1 ? .max(3) : .none })
        upstream.receive(on: scheduler).subscribe(tracker)
        tracker.request(.max(5))
        #expect(upstream.calls == [.request(.max(2)), .request(.max(5))])
        upstream.send(1)
        upstream.send(2)
        #expect(upstream.calls == [.request(.max(2)), .request(.max(5))])
        scheduler.advance()
        #expect(upstream.calls == [.request(.max(2)), .request(.max(5)), .request(.max(3))])
        tracker.cancel()
    }

    @Test func demandForAValueDeliveredAfterTheUpstreamCompletedIsStillRequested() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(4) })
        upstream.receive(on: scheduler).subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(upstream.calls == [.request(.max(1))])
        scheduler.advance()
        #expect(upstream.calls == [.request(.max(1)), .request(.max(4))])
        #expect(tracker.events == [.subscription("ReceiveOn"), .value(1), .completion(.finished)])
    }

    @Test func eachEventTakesItsOwnPlaceInTheSchedulersQueue() {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<String, Never>()
        let log = LockedLog<String>()
        let cancellable = subject.receive(on: scheduler).sink { log.append($0) }
        subject.send("a")
        scheduler.schedule { log.append("other action") }
        subject.send("b")
        scheduler.advance()
        #expect(log.elements == ["a", "other action", "b"])
        _ = cancellable
    }

    @Test func cancellingDropsEventsInFlightCancelsUpstreamAndReleasesTheSubscriber() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            upstream.receive(on: scheduler).subscribe(tracker)
            upstream.send(1)
            upstream.send(completion: .finished)
            tracker.cancel()
            tracker.request(.max(1))
            #expect(upstream.calls == [.request(.unlimited)])
            scheduler.advance()
            #expect(tracker.events == [.subscription("ReceiveOn")])
        }
        #expect(weakTracker == nil)
    }

    @Test func cancellingBeforeUpstreamCompletesForwardsTheCancel() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.receive(on: scheduler).subscribe(tracker)
        tracker.cancel()
        tracker.cancel()
        upstream.send(1)
        scheduler.advance()
        #expect(upstream.calls == [.request(.unlimited), .cancel])
        #expect(tracker.events == [.subscription("ReceiveOn")])
    }

    @Test func eventsAfterTheUpstreamCompletionAreIgnored() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.receive(on: scheduler).subscribe(tracker)
        upstream.send(completion: .finished)
        #expect(upstream.send(1) == .none)
        upstream.send(completion: .failure(TestError()))
        scheduler.advance()
        #expect(tracker.events == [.subscription("ReceiveOn"), .completion(.finished)])
    }

    @Test func reentrantSendThroughTheImmediateSchedulerIsDeliveredAfterTheCurrentValue() {
        let subject = PassthroughSubject<Int, Never>()
        let log = LockedLog<String>()
        let cancellable = subject.receive(on: ImmediateScheduler.shared).sink { value in
            log.append("begin \(value)")
            if value < 3 { subject.send(value + 1) }
            log.append("end \(value)")
        }
        subject.send(1)
        #expect(log.elements == ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
        _ = cancellable
    }

    @Test func valuesHopOntoTheDispatchQueue() async {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "receiver")
        queue.setSpecific(key: key, value: "receiver")
        let subject = PassthroughSubject<Int, Never>()
        let log = LockedLog<String>()
        let holder = LockedLog<SharedCancellable>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let cancellable = subject.receive(on: queue).sink(
                receiveCompletion: { _ in continuation.resume() },
                receiveValue: { log.append("\($0)@\(DispatchQueue.getSpecific(key: key) ?? "elsewhere")") }
            )
            holder.append(SharedCancellable(cancellable))
            subject.send(1)
            subject.send(2)
            subject.send(completion: .finished)
        }
        #expect(log.elements == ["1@receiver", "2@receiver"])
    }

    @Test func deliveriesNeverOverlapEvenOnAConcurrentQueue() async {
        let queue = DispatchQueue(label: "concurrent", attributes: .concurrent)
        let subject = PassthroughSubject<Int, Never>()
        let inFlight = LockedLog<Int>()
        let overlaps = LockedLog<Int>()
        let received = LockedLog<Int>()
        let holder = LockedLog<SharedCancellable>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let cancellable = subject.receive(on: queue).sink(
                receiveCompletion: { _ in continuation.resume() },
                receiveValue: { value in
                    inFlight.append(value)
                    for _ in 0..<20 { sched_yield() }  // widens the window in which an overlap would show
                    if inFlight.elements.count != 1 { overlaps.append(value) }
                    received.append(value)
                    inFlight.removeAll()
                }
            )
            holder.append(SharedCancellable(cancellable))
            DispatchQueue.concurrentPerform(iterations: 500) { subject.send($0) }
            subject.send(completion: .finished)
        }
        #expect(overlaps.elements == [])
        #expect(received.elements.sorted() == Array(0..<500))
    }
}
