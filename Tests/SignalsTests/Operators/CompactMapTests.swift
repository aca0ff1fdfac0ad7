import Signals
import Testing

@Suite struct CompactMapTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    @Test func republishesNonNilResultsAndPassesTheSubscriptionThrough() {
        let subject = PassthroughSubject<String, TestError>()
        let tracker = Tracker()
        subject.compactMap { Int($0) }.subscribe(tracker)
        for string in ["1", "a", "2", "", "3"] { subject.send(string) }
        subject.send(completion: .finished)
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(1), .value(2), .value(3), .completion(.finished),
            ]
        )
    }

    @Test func forwardsFailure() {
        let subject = PassthroughSubject<String, TestError>()
        let tracker = Tracker()
        subject.compactMap { Int($0) }.subscribe(tracker)
        subject.send("5")
        subject.send(completion: .failure(TestError(code: 2)))
        #expect(
            tracker.events == [
                .subscription("PassthroughSubject"), .value(5), .completion(.failure(TestError(code: 2))),
            ]
        )
    }

    @Test func answersEachNilWithMaxOneAndPassesOtherDemandThrough() {
        let upstream = ManualPublisher<String, TestError>()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { _ in .max(4) })
        upstream.compactMap { Int($0) }.subscribe(tracker)
        #expect(upstream.send("x") == .max(1))
        #expect(upstream.send("8") == .max(4))
        #expect(upstream.upstreamEvents == [.requested(.max(2))])
        #expect(tracker.events == [.subscription("ManualSubscription"), .value(8)])
        tracker.cancel()
    }

    @Test func nilResultsDoNotUseUpDownstreamDemand() {
        let subject = PassthroughSubject<String, TestError>()
        let tracker = Tracker(initialDemand: .max(2))
        subject.compactMap { Int($0) }.subscribe(tracker)
        for string in ["a", "1", "b", "2", "3"] { subject.send(string) }
        tracker.request(.max(1))
        subject.send("4")
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .value(2), .value(4)])
        tracker.cancel()
    }

    @Test func cancellingMidStreamCancelsUpstreamAndReleasesClosureAndSubscriber() {
        let subject = PassthroughSubject<String, TestError>()
        weak var weakToken: LifetimeToken?
        weak var weakTracker: Tracker?
        do {
            let token = LifetimeToken()
            weakToken = token
            let tracker = Tracker()
            weakTracker = tracker
            subject.compactMap { string -> Int? in
                _ = token
                return Int(string)
            }
            .subscribe(tracker)
            subject.send("1")
            tracker.cancel()
            subject.send("2")
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1)])
        }
        #expect(weakToken == nil)
        #expect(weakTracker == nil)

        let upstream = ManualPublisher<String, TestError>()
        let other = Tracker()
        upstream.compactMap { Int($0) }.subscribe(other)
        other.cancel()
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func compactMapAndMapAfterCompactMapFuseIntoOneCompactMap() {
        let subject = PassthroughSubject<String, TestError>()
        let halves: Publishers.CompactMap<PassthroughSubject<String, TestError>, Int> =
            subject
            .compactMap { Int($0) }
            .compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        let tenfold: Publishers.CompactMap<PassthroughSubject<String, TestError>, Int> = halves.map { $0 * 10 }
        #expect(tenfold.upstream === subject)
        let tracker = Tracker()
        tenfold.subscribe(tracker)
        for string in ["4", "3", "x", "10"] { subject.send(string) }
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(20), .value(50)])
        tracker.cancel()
    }

    @Test func compactMapAfterTryCompactMapFusesIntoOneTryCompactMap() {
        struct Odd: Error, Equatable {}
        let subject = PassthroughSubject<String, Never>()
        let fused: Publishers.TryCompactMap<PassthroughSubject<String, Never>, Int> =
            subject
            .tryCompactMap { string -> Int? in
                guard let number = Int(string) else { return nil }
                if number == 7 { throw Odd() }
                return number
            }
            .compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        #expect(fused.upstream === subject)
        var events: [String] = []
        let cancellable = fused.sink(
            receiveCompletion: {
                if case .failure(let error) = $0, error is Odd {
                    events.append("failed with Odd")
                } else {
                    events.append("\($0)")
                }
            },
            receiveValue: { events.append("\($0)") })
        for string in ["4", "3", "x", "10", "7", "8"] { subject.send(string) }
        #expect(events == ["2", "5", "failed with Odd"])
        cancellable.cancel()
    }
}
