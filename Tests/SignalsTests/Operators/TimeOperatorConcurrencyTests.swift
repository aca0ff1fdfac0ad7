import Dispatch
import Signals
import Testing

/// The operators that deliver both from upstream events and from scheduler actions (or downstream
/// requests) must never call their subscriber concurrently. Repeated so the thread sanitizer (run in CI
/// over the Signals tests) sees many interleavings.
@Suite struct TimeOperatorConcurrencyTests {
    static let rounds = 50

    /// The buffer delivers from the upstream's thread (a value arriving while there is demand) and from
    /// the downstream's (a request finding buffered values). Here one thread sends into a contract-abiding
    /// `ManualPublisher` while two others request, so a request can find a buffered value while another
    /// thread is delivering: nothing but the buffer's own serialisation keeps those deliveries apart.
    /// Every value is kept (the buffer holds them all) and requested once, so all arrive, in order.
    @Test func bufferNeverOverlapsDeliveriesWhenRequestsRaceUpstreamValues() {
        let count = 200
        for round in 0..<Self.rounds {
            let upstream = ManualPublisher<Int, Never>()
            let probe = RaceProbe<Int>(initialDemand: nil)
            upstream.buffer(size: count, prefetch: .byRequest, whenFull: .dropNewest).subscribe(probe)
            raceOnThreads(3) { thread in
                if thread == 0 {
                    for value in 0..<count { upstream.send(value) }
                } else {
                    for _ in 0..<count / 2 { probe.request(.max(1)) }
                }
            }
            upstream.send(completion: .finished)
            #expect(probe.overlaps == 0, "round \(round): two deliveries ran at once")
            #expect(probe.values == Array(0..<count), "round \(round)")
            #expect(probe.completions == 1)
        }
    }

    @Test func debounceNeverOverlapsDeliveriesFromAConcurrentScheduler() {
        let scheduler = DispatchQueue(label: "debounce", attributes: .concurrent)
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = OverlapDetectingSubscriber<Int>()
            let completion = CompletionSignal(subscriber)
            subject.debounce(for: .zero, scheduler: scheduler).subscribe(completion)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<10 { subject.send(thread * 100 + value) }
            }
            subject.send(completion: .finished)
            #expect(completion.done.wait(timeout: .now() + .seconds(10)) == .success)
            #expect(subscriber.overlaps == 0)
            #expect(subscriber.finished)
        }
    }

    @Test func throttleNeverOverlapsDeliveriesFromAConcurrentScheduler() {
        let scheduler = DispatchQueue(label: "throttle", attributes: .concurrent)
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = OverlapDetectingSubscriber<Int>()
            let completion = CompletionSignal(subscriber)
            subject.throttle(for: .zero, scheduler: scheduler, latest: true).subscribe(completion)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<10 { subject.send(thread * 100 + value) }
            }
            subject.send(completion: .finished)
            #expect(completion.done.wait(timeout: .now() + .seconds(10)) == .success)
            #expect(subscriber.overlaps == 0)
            #expect(subscriber.finished)
        }
    }

    /// `timeout` delivers each value from its own action: on a concurrent queue those actions run at
    /// once, and only the operator's queue of events and its serialised delivery keep them one at a
    /// time and in arrival order, with the completion (scheduled last) delivered last.
    @Test func timeoutNeverOverlapsDeliveriesFromAConcurrentScheduler() {
        let scheduler = DispatchQueue(label: "timeout", attributes: .concurrent)
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let subscriber = OverlapDetectingSubscriber<Int>()
            let completion = CompletionSignal(subscriber)
            subject.timeout(.seconds(60), scheduler: scheduler).subscribe(completion)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<10 { subject.send(thread * 100 + value) }
            }
            subject.send(completion: .finished)
            #expect(completion.done.wait(timeout: .now() + .seconds(10)) == .success)
            #expect(subscriber.overlaps == 0)
            #expect(subscriber.finished)
            #expect(subscriber.values.count == 40)
            for thread in 0..<4 {
                let sent = subscriber.values.filter { $0 / 100 == thread }
                #expect(sent == (0..<10).map { thread * 100 + $0 }, "one thread's values keep their order")
            }
        }
    }
}

/// Forwards to an ``OverlapDetectingSubscriber`` and signals when the completion has been received,
/// so a test blocks (rather than spins, which would starve Dispatch's worker threads) until it comes.
private final class CompletionSignal: Subscriber, @unchecked Sendable {
    // Safety: both stored properties are immutable and thread-safe.
    typealias Input = Int
    typealias Failure = Never

    private let subscriber: OverlapDetectingSubscriber<Int>
    let done = DispatchSemaphore(value: 0)

    init(_ subscriber: OverlapDetectingSubscriber<Int>) {
        self.subscriber = subscriber
    }

    func receive(subscription: any Subscription) {
        subscriber.receive(subscription: subscription)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        subscriber.receive(input)
    }

    func receive(completion: Subscribers.Completion<Never>) {
        subscriber.receive(completion: completion)
        done.signal()
    }
}
