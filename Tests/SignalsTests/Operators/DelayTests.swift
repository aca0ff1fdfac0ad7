import Signals
import Testing

@Suite struct DelayTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = SchedulingTestPublisher<Int, TestError>
    typealias Time = VirtualTimeScheduler.SchedulerTimeType

    /// The events with the subscription shown as `"Delay"`: like Combine's, a delay subscription has no
    /// description of its own, so it prints as its generic type's name.
    static func named<Value: Equatable, Failure: Error & Equatable>(_ events: [TrackingEvent<Value, Failure>])
        -> [TrackingEvent<Value, Failure>]
    {
        events.map { event in
            if case .subscription(let name) = event, name.hasPrefix("Signals.DelaySubscription<") {
                return .subscription("Delay")
            }
            return event
        }
    }

    @Test func itsSubscriptionCustomisesNeitherItsDescriptionNorItsMirror() throws {
        let tracker = Tracker(initialDemand: nil)
        PassthroughSubject<Int, TestError>().delay(for: .seconds(1), scheduler: VirtualTimeScheduler())
            .subscribe(tracker)
        let subscription = try #require(tracker.subscription)
        #expect(!(subscription is any CustomStringConvertible))
        #expect(!(subscription is any CustomReflectable))
        #expect(!(subscription is any CustomPlaygroundDisplayConvertible))
        subscription.cancel()
    }

    private func at(_ seconds: Double) -> Time {
        Time(nanoseconds: 0).advanced(by: .seconds(seconds))
    }

    @Test func eachValueAndTheCompletionArriveOneIntervalAfterTheyWereSent() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let arrivals = LockedLog<String>()
        let tracker = Tracker(onValue: { arrivals.append("\($0)@\(scheduler.now)") })
        upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        #expect(Self.named(tracker.events) == [.subscription("Delay")])

        upstream.send(1)
        scheduler.advance(by: .milliseconds(500))
        upstream.send(2)
        scheduler.advance(by: .milliseconds(499))
        #expect(Self.named(tracker.events) == [.subscription("Delay")])
        scheduler.advance(by: .milliseconds(1))
        #expect(Self.named(tracker.events) == [.subscription("Delay"), .value(1)])
        upstream.send(completion: .finished)
        scheduler.advance(by: .milliseconds(500))
        #expect(Self.named(tracker.events) == [.subscription("Delay"), .value(1), .value(2)])
        scheduler.advance(by: .milliseconds(499))
        #expect(tracker.events.count == 3)
        scheduler.advance(by: .milliseconds(1))
        #expect(Self.named(tracker.events) == [.subscription("Delay"), .value(1), .value(2), .completion(.finished)])
        #expect(arrivals.elements == ["1@1000000000ns", "2@1500000000ns"])
        #expect(scheduler.now == at(2))
    }

    @Test func failureIsDelayedLikeAValue() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.delay(for: .seconds(2), scheduler: scheduler).subscribe(tracker)
        upstream.send(completion: .failure(TestError(code: 3)))
        scheduler.advance(by: .seconds(1))
        #expect(Self.named(tracker.events) == [.subscription("Delay")])
        scheduler.advance(by: .seconds(1))
        #expect(Self.named(tracker.events) == [.subscription("Delay"), .completion(.failure(TestError(code: 3)))])
    }

    @Test func demandPassesStraightUpstreamAndDelayedDemandFollowsEachDelivery() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(2) })
        upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        #expect(upstream.send(1) == .none)
        #expect(upstream.calls == [.request(.max(1))])
        scheduler.advance(by: .seconds(1))
        #expect(upstream.calls == [.request(.max(1)), .request(.max(2))])
        tracker.request(.max(4))
        #expect(upstream.calls == [.request(.max(1)), .request(.max(2)), .request(.max(4))])
        tracker.cancel()
    }

    @Test func demandForAValueDelayedPastTheUpstreamCompletionIsStillRequested() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(6) })
        upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        upstream.send(1)
        upstream.send(completion: .finished)
        scheduler.advance(by: .seconds(1))
        #expect(upstream.calls == [.request(.max(1)), .request(.max(6))])
        #expect(Self.named(tracker.events) == [.subscription("Delay"), .value(1), .completion(.finished)])
    }

    @Test func cancellingDropsValuesInFlightAndCancelsUpstream() {
        let scheduler = VirtualTimeScheduler()
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        upstream.send(1)
        scheduler.advance(by: .seconds(1))
        upstream.send(2)
        tracker.cancel()
        scheduler.advance(by: .seconds(5))
        #expect(Self.named(tracker.events) == [.subscription("Delay"), .value(1)])
        #expect(upstream.calls == [.request(.unlimited), .cancel])
    }

    @Test func toleranceDefaultsToTheSchedulersMinimum() {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<Int, Never>()
        #expect(subject.delay(for: 1, scheduler: scheduler).tolerance == scheduler.minimumTolerance)
        #expect(subject.delay(for: 1, tolerance: .milliseconds(5), scheduler: scheduler).tolerance == .milliseconds(5))
        #expect(subject.delay(for: 1, scheduler: scheduler).interval == .seconds(1))
    }

    @Test func zeroIntervalDeliversOnTheNextAdvance() {
        let scheduler = VirtualTimeScheduler()
        let tracker = TrackingSubscriber<Int, Never>()
        Just(5).delay(for: .zero, scheduler: scheduler).subscribe(tracker)
        #expect(Self.named(tracker.events) == [.subscription("Delay")])
        scheduler.advance()
        #expect(Self.named(tracker.events) == [.subscription("Delay"), .value(5), .completion(.finished)])
    }

    @Test func immediateSchedulerDeliversSynchronously() {
        let tracker = TrackingSubscriber<Int, Never>()
        Just(5).delay(for: 10, scheduler: ImmediateScheduler.shared).subscribe(tracker)
        #expect(Self.named(tracker.events) == [.subscription("Delay"), .value(5), .completion(.finished)])
    }

    @Test func valuesStayInUpstreamOrderWhenSentAtTheSameInstant() {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let tracker = TrackingSubscriber<Int, Never>()
        subject.delay(for: .seconds(1), scheduler: scheduler).subscribe(tracker)
        for value in 1...100 { subject.send(value) }
        scheduler.advance(by: .seconds(1))
        #expect(tracker.values == Array(1...100))
        tracker.cancel()
    }
}
