import Foundation
import Signals
import Testing

@Suite struct ZipTests {
    typealias Tracker = TrackingSubscriber<String, TestError>
    typealias Subject = PassthroughSubject<Int, TestError>
    typealias Probe = ProbePublisher<Int, TestError>

    @Test func pairsTheOldestUnconsumedElementOfEachSide() {
        let numbers = Subject()
        let letters = PassthroughSubject<String, TestError>()
        let tracker = Tracker()
        numbers.zip(letters) { "\($0)\($1)" }.subscribe(tracker)
        numbers.send(1)
        numbers.send(2)
        numbers.send(3)
        letters.send("a")
        letters.send("b")
        #expect(tracker.events == [.subscription("Zip"), .value("1a"), .value("2b")])
        tracker.cancel()
    }

    @Test func tuplePublisherAndTransformAreAZipAndAMapOfIt() {
        let a = Subject()
        let b = Subject()
        let zipped: Publishers.Zip<Subject, Subject> = a.zip(b)
        let mapped: Publishers.Map<Publishers.Zip<Subject, Subject>, Int> = a.zip(b) { $0 + $1 }
        #expect(zipped.a === a && zipped.b === b)
        #expect(mapped.upstream.a === a && mapped.upstream.b === b)
        var pairs: [String] = []
        let cancellable = zipped.sink(receiveCompletion: { _ in }, receiveValue: { pairs.append("\($0)") })
        a.send(1)
        b.send(2)
        #expect(pairs == ["(1, 2)"])
        cancellable.cancel()
    }

    @Test func justAndJustZipThenFinish() {
        let tracker = TrackingSubscriber<String, Never>()
        Just(1).zip(Just("a")) { "\($0)\($1)" }.subscribe(tracker)
        #expect(tracker.events == [.subscription("Zip"), .value("1a"), .completion(.finished)])
    }

    @Test func completionBeforeTheDownstreamSubscriptionWaitsForIt() {
        let tracker = TrackingSubscriber<String, Never>(initialDemand: nil)
        Empty<Int, Never>().zip(Just("a")) { "\($0)\($1)" }.subscribe(tracker)
        #expect(tracker.events == [.subscription("Zip"), .completion(.finished)])
    }

    @Test func requestsGoToBothSidesAndTheAnswerToAPairReturnsToTheSideThatCompletedIt() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(2) })
        a.zip(b) { "\($0)\($1)" }.subscribe(tracker)
        #expect(a.send(1) == .none)
        #expect(b.send(10) == .max(2))  // the answer goes back to `b` as its demand, as in Combine
        #expect(a.subscription?.history == [.requested(.max(1)), .requested(.max(2))])
        #expect(b.subscription?.history == [.requested(.max(1))])
        #expect(tracker.events == [.subscription("Zip"), .value("110")])
        tracker.cancel()
    }

    @Test func aRequestMadeWhileASidesPairIsDeliveredIsReturnedToThatSide() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: .max(1))
        a.zip(b) { "\($0)\($1)" }
            .handleEvents(receiveOutput: { _ in tracker.request(.max(5)) })
            .subscribe(tracker)
        #expect(a.send(1) == .none)
        #expect(b.send(10) == .max(5))
        #expect(a.subscription?.history == [.requested(.max(1)), .requested(.max(5))])
        #expect(b.subscription?.history == [.requested(.max(1))])
        tracker.cancel()
    }

    @Test func pairsWaitForDemand() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker(initialDemand: .max(1))
        a.zip(b) { "\($0)\($1)" }.subscribe(tracker)
        a.send(1)
        a.send(2)
        b.send(10)
        b.send(20)
        #expect(tracker.events == [.subscription("Zip"), .value("110")])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Zip"), .value("110"), .value("220")])
        tracker.cancel()
    }

    @Test func finishesWhenASideFinishesWithNothingLeftToPairAndCancelsTheOther() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker()
        a.zip(b) { "\($0)\($1)" }.subscribe(tracker)
        a.send(1)
        b.send(10)
        b.send(20)
        a.send(completion: .finished)
        #expect(tracker.events == [.subscription("Zip"), .value("110"), .completion(.finished)])
        #expect(b.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(a.subscription?.history == [.requested(.unlimited)])
    }

    /// Surprising but Combine's: a side that finishes with unpaired values keeps the zip alive until
    /// the other side has paired them all.
    @Test func sideFinishingWithUnpairedValuesWaitsForThemToBePaired() {
        let a = Subject()
        let b = Subject()
        let tracker = Tracker()
        a.zip(b) { "\($0)\($1)" }.subscribe(tracker)
        a.send(1)
        a.send(2)
        a.send(completion: .finished)
        #expect(tracker.events == [.subscription("Zip")])
        b.send(10)
        #expect(tracker.events == [.subscription("Zip"), .value("110")])
        b.send(20)
        #expect(tracker.events == [.subscription("Zip"), .value("110"), .value("220"), .completion(.finished)])
    }

    @Test func failureCancelsBothSidesAndDropsUnpairedValues() {
        let a = Probe()
        let b = Probe()
        let tracker = Tracker()
        a.zip(b) { "\($0)\($1)" }.subscribe(tracker)
        a.send(1)
        b.send(completion: .failure(TestError(code: 3)))
        a.send(2)
        #expect(tracker.events == [.subscription("Zip"), .completion(.failure(TestError(code: 3)))])
        #expect(a.subscription?.history == [.requested(.unlimited), .cancelled])
        // The failed side is cancelled too, as in Combine.
        #expect(b.subscription?.history == [.requested(.unlimited), .cancelled])
    }

    @Test func cancelCancelsBothSidesOnceAndReleasesEverything() {
        let spy = SubscriptionSpy()
        let zipSpy = SubscriptionSpy()
        let a = Subject()
        let b = Subject()
        weak var weakTracker: Tracker?
        do {
            let tracker = Tracker()
            weakTracker = tracker
            a.spying(on: spy).zip(b.spying(on: spy)) { "\($0)\($1)" }.spying(on: zipSpy).subscribe(tracker)
            a.send(1)
            #expect(spy.liveCount == 2)
            tracker.cancel()
            tracker.cancel()
            b.send(2)
            #expect(tracker.events == [.subscription("Zip")])
        }
        #expect(spy.liveCount == 0)
        #expect(zipSpy.liveCount == 0)
        #expect(weakTracker == nil)

        let probeA = Probe()
        let probeB = Probe()
        let tracker = Tracker()
        probeA.zip(probeB) { "\($0)\($1)" }.subscribe(tracker)
        tracker.cancel()
        tracker.request(.max(1))
        #expect(probeA.subscription?.history == [.requested(.unlimited), .cancelled])
        #expect(probeB.subscription?.history == [.requested(.unlimited), .cancelled])
    }

    @Test func valueSentFromInsideTheDownstreamIsPairedAfterTheCurrentDelivery() {
        let a = Subject()
        let b = Subject()
        var sentInside = false
        let tracker = Tracker(onValue: { _ in
            guard !sentInside else { return }
            sentInside = true
            a.send(2)
            b.send(20)
        })
        a.zip(b) { "\($0)\($1)" }.subscribe(tracker)
        a.send(1)
        b.send(10)
        #expect(tracker.events == [.subscription("Zip"), .value("110"), .value("220")])
        tracker.cancel()
    }

    @Test func zip3AndZip4GroupElementsAndFinishWithTheShortestSide() {
        let tracker = TrackingSubscriber<String, Never>()
        [1, 2, 3].publisher.zip(["a", "b"].publisher, [true, false, true].publisher) { "\($0)\($1)\($2)" }
            .subscribe(tracker)
        #expect(
            tracker.events == [
                .subscription("Zip"), .value("1atrue"), .value("2bfalse"), .completion(.finished),
            ])

        let four = TrackingSubscriber<String, Never>()
        Just(1).zip(Just("a"), Just(2.5), Just(true)) { "\($0)\($1)\($2)\($3)" }.subscribe(four)
        #expect(four.events == [.subscription("Zip"), .value("1a2.5true"), .completion(.finished)])
    }

    @Test func zip3TuplePublisherKeepsItsPublishersAndRespectsDemand() {
        let a = Probe()
        let b = Probe()
        let c = Probe()
        let zipped: Publishers.Zip3<Probe, Probe, Probe> = a.zip(b, c)
        #expect(zipped.a === a && zipped.b === b && zipped.c === c)
        let tracker = Tracker(initialDemand: .max(1))
        zipped.map { "\($0)\($1)\($2)" }.subscribe(tracker)
        for probe in [a, b, c] {
            probe.send(1)
            probe.send(2)
        }
        #expect(tracker.events == [.subscription("Zip"), .value("111")])
        #expect([a, b, c].map { $0.subscription?.history } == Array(repeating: [.requested(.max(1))], count: 3))
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("Zip"), .value("111"), .value("222")])
        c.send(completion: .failure(TestError(code: 4)))
        #expect(tracker.events.last == .completion(.failure(TestError(code: 4))))
        #expect(a.subscription?.history.last == .cancelled)
    }

    @Test func zip4TuplePublisherKeepsItsPublishers() {
        let a = Subject()
        let zipped: Publishers.Zip4<Subject, Subject, Subject, Subject> = a.zip(a, a, a)
        #expect(zipped.a === a && zipped.d === a)
        let tracker = Tracker()
        zipped.map { "\($0 + $1 + $2 + $3)" }.subscribe(tracker)
        a.send(1)
        a.send(completion: .finished)
        #expect(tracker.events == [.subscription("Zip"), .value("4"), .completion(.finished)])
    }
}
