import Foundation
import Signals
import Testing

/// `zip` under threads, racing what can really race into it: its two upstreams, each sending on a
/// thread of its own (``ProbePublisher`` does not serialise its senders, unlike a subject), the
/// downstream's `request`, and the downstream's `cancel`. Each test asserts what every interleaving
/// allows, checked from inside the deliveries by a ``RaceProbe`` (which yields while inside, so that an
/// overlapping delivery shows).
@Suite struct ZipConcurrencyTests {
    typealias Side = ProbePublisher<Int, Never>

    static let rounds = 30
    static let sends = 300

    /// The value `zip` makes of the pair `(i, i)`.
    static func pair(_ index: Int) -> Int { index * 100_000 + index }

    @Test func sidesSendingOnTwoThreadsMakeEveryPairOnceInOrderOneAtATime() {
        for round in 0..<Self.rounds {
            let a = Side()
            let b = Side()
            let probe = RaceProbe<Int>()
            a.zip(b) { $0 * 100_000 + $1 }.subscribe(probe)
            raceOnThreads(2) { thread in
                let side = thread == 0 ? a : b
                for value in 0..<Self.sends { side.send(value) }
                side.send(completion: .finished)
            }
            // Whatever the interleaving: every pair once, in order, then the completion, never two
            // deliveries at once.
            #expect(probe.overlaps == 0, "round \(round)")
            #expect(probe.values == (0..<Self.sends).map(Self.pair), "round \(round)")
            #expect(probe.completions == 1, "round \(round)")
        }
    }

    /// Two sides on two threads make pairs one at a time (a pair needs the other side's value too), so
    /// what races is the completion: the side that finishes with nothing left to pair ends the zip
    /// while the other side may still be delivering the last pair. Here `a` sends first and finishes as
    /// soon as `b`'s thread has begun delivering the last pair (it waits by yielding, not sleeping):
    /// the completion must come after that pair, never during it or before it.
    @Test func completionArrivingWhileTheLastPairIsDeliveredComesAfterIt() {
        for round in 0..<Self.rounds * 10 {
            let a = Side()
            let b = Side()
            let probe = OrderProbe()
            a.zip(b) { $0 * 100_000 + $1 }.subscribe(probe)
            let count = round % 3 + 1
            let aSent = LockedValue(false)
            raceOnThreads(2) { thread in
                if thread == 0 {
                    for value in 0..<count { a.send(value) }
                    aSent.withLock { $0 = true }
                    while probe.log.count < count { sched_yield() }
                    a.send(completion: .finished)
                } else {
                    while !aSent.value { sched_yield() }
                    for value in 0..<count { b.send(value) }
                    b.send(completion: .finished)
                }
            }
            #expect(probe.overlaps == 0, "round \(round)")
            #expect(probe.log == (0..<count).map { "\(Self.pair($0))" } + ["finished"], "round \(round)")
        }
    }

    @Test func requestsRacingBothSidesDeliverExactlyTheDemandInOrder() {
        for round in 0..<Self.rounds {
            let a = Side()
            let b = Side()
            let probe = RaceProbe<Int>(initialDemand: nil)
            a.zip(b) { $0 * 100_000 + $1 }.subscribe(probe)
            let requests = Self.sends / 2
            let answered = [LockedValue(Subscribers.Demand.none), LockedValue(Subscribers.Demand.none)]
            raceOnThreads(3) { thread in
                switch thread {
                case 0, 1:
                    // Each side sends more values than will be asked for; zip buffers them.
                    let side = thread == 0 ? a : b
                    for value in 0..<Self.sends {
                        let answer = side.send(value)
                        answered[thread].withLock { $0 += answer }
                    }
                default:
                    for _ in 0..<requests { probe.request(.max(1)) }
                }
            }
            // Whatever the interleaving: exactly the pairs asked for, the oldest ones, in order; and
            // each request reached each side once, as a request or (made while that side's pair was
            // being delivered) in the answer to its `receive`, as in Combine.
            #expect(probe.overlaps == 0, "round \(round)")
            #expect(probe.values == (0..<requests).map(Self.pair), "round \(round)")
            for (side, answer) in zip([a, b], answered) {
                let history = side.subscription?.history ?? []
                #expect(history.allSatisfy { $0 == .requested(.max(1)) }, "round \(round)")
                #expect(.max(history.count) + answer.value == .max(requests), "round \(round)")
            }
            probe.cancel()
        }
    }

    @Test func cancelRacingBothSidesLeavesAnOrderedPrefixAndAdmitsNothingAfterIt() {
        for round in 0..<Self.rounds * 3 {
            let a = Side()
            let b = Side()
            let probe = RaceProbe<Int>()
            a.zip(b) { $0 * 100_000 + $1 }.subscribe(probe)
            let sendersDone = LockedValue(0)
            let cancelledAfterSenders = LockedValue(false)
            raceOnThreads(3) { thread in
                switch thread {
                case 0, 1:
                    let side = thread == 0 ? a : b
                    for value in 0..<Self.sends { side.send(value) }
                    side.send(completion: .finished)
                    sendersDone.withLock { $0 += 1 }
                default:
                    // Waits (yielding, not sleeping) until a number of pairs, different each round, has
                    // begun to be delivered: the cancel lands before, among and after the deliveries.
                    let target = round * 37 % (Self.sends + 20)
                    while probe.count < target && sendersDone.value < 2 { sched_yield() }
                    cancelledAfterSenders.withLock { $0 = sendersDone.value == 2 }
                    probe.cancel()
                }
            }
            let values = probe.values
            #expect(probe.overlaps == 0, "round \(round)")
            // The one delivery already handed to the downstream may still begin after cancel()
            // returned (cancel does not wait for it), nothing after it.
            #expect(probe.lateDeliveries <= 1, "round \(round)")
            #expect(values == (0..<values.count).map(Self.pair), "round \(round): pairs lost or reordered")
            #expect(probe.completions <= 1, "round \(round)")
            if probe.completions == 1 {
                #expect(values.count == Self.sends, "round \(round): finished before every pair")
            }
            if cancelledAfterSenders.value {
                // Both senders had returned: their pairs and the completion were delivered before.
                #expect(values.count == Self.sends && probe.completions == 1, "round \(round)")
            }
            // Each side was asked once and cancelled at most once (a side that finished the zip is
            // not cancelled), whoever got there first.
            for side in [a, b] {
                let history = side.subscription?.history ?? []
                #expect(history.first == .requested(.unlimited), "round \(round)")
                #expect(history.dropFirst().allSatisfy { $0 == .cancelled } && history.count <= 2, "round \(round)")
            }
        }
    }
}

/// A subscriber that asks for everything and logs what it receives in the order the calls begin,
/// counting calls that begin while another is inside (it yields while inside, so that an overlapping
/// call shows). It keeps no subscription: the tests that use it always complete.
final class OrderProbe: Subscriber, @unchecked Sendable {
    // Safety: every stored `var` is only read or written with `lock` held.
    typealias Input = Int
    typealias Failure = Never

    private let lock = NSLock()
    private var inside = 0
    private var _overlaps = 0
    private var _log: [String] = []

    /// How many calls began while another was inside.
    var overlaps: Int { lock.withLock { _overlaps } }
    /// The values (as text) and `"finished"`, in the order their calls began.
    var log: [String] { lock.withLock { _log } }

    func receive(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        record("\(input)")
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        record("finished")
    }

    private func record(_ entry: String) {
        lock.withLock {
            if inside > 0 { _overlaps += 1 }
            inside += 1
            _log.append(entry)
        }
        for _ in 0..<10 { sched_yield() }
        lock.withLock { inside -= 1 }
    }
}
