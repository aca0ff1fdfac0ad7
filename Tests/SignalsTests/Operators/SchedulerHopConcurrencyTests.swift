import Dispatch
import Signals
import Testing

/// `receive(on:)` and `delay` on a concurrent queue, whose actions run on several threads at once: the
/// scheduled deliveries race each other, the downstream's `request`, and its `cancel`. Each test asserts
/// what every interleaving allows, checked from inside the deliveries by a ``RaceProbe``. A test waits
/// for every action scheduled so far with ``CountingQueueScheduler/waitForActions()`` (no sleeping).
@Suite struct SchedulerHopConcurrencyTests {
    static let rounds = 20
    static let sends = 300

    /// The operator under test, hopping onto `queue`.
    enum Hop: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case receiveOn, delay

        var testDescription: String { rawValue }

        func attach<Upstream: Publisher<Int, Never>>(
            _ probe: RaceProbe<Int>, to upstream: Upstream, queue: CountingQueueScheduler
        ) {
            switch self {
            case .receiveOn: upstream.receive(on: queue).subscribe(probe)
            case .delay: upstream.delay(for: .zero, scheduler: queue).subscribe(probe)
            }
        }
    }

    static func concurrentQueue() -> CountingQueueScheduler {
        CountingQueueScheduler(DispatchQueue(label: "SchedulerHopConcurrencyTests", attributes: .concurrent))
    }

    @Test(arguments: Hop.allCases)
    func actionsRunningAtOnceDeliverOneAtATimeInUpstreamOrder(_ hop: Hop) {
        let queue = Self.concurrentQueue()
        for round in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let probe = RaceProbe<Int>()
            hop.attach(probe, to: subject, queue: queue)
            for value in 0..<Self.sends { subject.send(value) }
            subject.send(completion: .finished)
            queue.waitForActions()
            #expect(probe.overlaps == 0, "round \(round)")
            #expect(probe.values == Array(0..<Self.sends), "round \(round)")
            #expect(probe.completions == 1, "round \(round)")
        }
    }

    @Test(arguments: Hop.allCases)
    func requestsRacingScheduledDeliveriesGetEveryValueOnceInOrder(_ hop: Hop) {
        let queue = Self.concurrentQueue()
        for round in 0..<Self.rounds {
            let upstream = DemandDrivenPublisher<Int, Never>(Array(0..<Self.sends))
            let probe = RaceProbe<Int>(initialDemand: nil)
            hop.attach(probe, to: upstream, queue: queue)
            // This thread requests, one value at a time, while earlier values are being delivered by
            // actions on the queue's threads.
            for _ in 0..<Self.sends { probe.request(.max(1)) }
            queue.waitForActions()
            #expect(probe.overlaps == 0, "round \(round)")
            #expect(probe.values == Array(0..<Self.sends), "round \(round)")
            #expect(probe.completions == 1, "round \(round)")
            // Demand passes straight upstream, as it was asked for.
            #expect(upstream.calls == Array(repeating: .request(.max(1)), count: Self.sends), "round \(round)")
        }
    }

    @Test(arguments: Hop.allCases)
    func cancelRacingScheduledDeliveriesLeavesAnOrderedPrefixAndAdmitsNothingAfterIt(_ hop: Hop) {
        let queue = Self.concurrentQueue()
        for round in 0..<Self.rounds * 3 {
            let subject = PassthroughSubject<Int, Never>()
            let probe = RaceProbe<Int>()
            hop.attach(probe, to: subject, queue: queue)
            raceOnThreads(2) { thread in
                if thread == 0 {
                    for value in 0..<Self.sends { subject.send(value) }
                    subject.send(completion: .finished)
                } else {
                    for _ in 0..<(round * 53 % 600) { _ = probe.count }
                    probe.cancel()
                }
            }
            queue.waitForActions()
            let values = probe.values
            #expect(probe.overlaps == 0, "round \(round)")
            // Only the delivery already handed to the downstream may begin after cancel() returned.
            #expect(probe.lateDeliveries <= 1, "round \(round)")
            #expect(values == Array(0..<values.count), "round \(round): values lost or reordered")
            #expect(probe.completions <= 1, "round \(round)")
            if probe.completions == 1 {
                #expect(values.count == Self.sends, "round \(round): finished before every value")
            }
        }
    }
}

/// A concurrent `DispatchQueue` as a scheduler that counts the actions it has been given and not yet
/// run, so that a test can wait for all of them, including those scheduled for later.
final class CountingQueueScheduler: Scheduler, Sendable {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    private let queue: DispatchQueue
    private let pending = DispatchGroup()

    init(_ queue: DispatchQueue) {
        self.queue = queue
    }

    var now: SchedulerTimeType { queue.now }
    var minimumTolerance: SchedulerTimeType.Stride { queue.minimumTolerance }

    /// Waits until every action scheduled so far has run.
    func waitForActions() {
        pending.wait()
    }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        pending.enter()
        queue.schedule(options: options) { [pending] in
            action()
            pending.leave()
        }
    }

    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        pending.enter()
        queue.schedule(after: date, tolerance: tolerance, options: options) { [pending] in
            action()
            pending.leave()
        }
    }

    /// Not used by the operators under test: repeating actions are not counted.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        queue.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}
