import Dispatch
import Signals
import Testing

/// Races between the upstream delivering and the downstream requesting or cancelling, repeated so
/// the thread sanitizer (run in CI over the Signals tests) sees every interleaving it can.
@Suite struct OperatorConcurrencyTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>

    static let rounds = 200

    /// The first request is recorded without the lock: an upstream finishing with nothing found at the
    /// same time must still finish the downstream exactly once. (A value racing the request:
    /// `FirstOwnershipRaceTests`, which also checks the upstream's side.)
    @Test func firstFinishesExactlyOnceWhenTheCompletionRacesTheRequest() {
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, TestError>()
            let tracker = Tracker(initialDemand: nil)
            subject.first().subscribe(tracker)
            raceOnThreads(2) { index in
                if index == 0 {
                    subject.send(completion: .finished)
                } else {
                    tracker.request(.max(1))
                }
            }
            #expect(tracker.events == [.subscription("First"), .completion(.finished)])
        }
    }

    /// `first()` and a cancel racing its value: each interleaving allows its own histories (see
    /// ``violation(in:)``), not any history in every interleaving.
    @Test func firstAndARacingCancelGiveTheHistoryTheirOrderAllows() {
        for round in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let log = InterleavingLog()
            let subscriber = LoggingSubscriber(log: log)
            subject.first().subscribe(subscriber)
            Self.race(send: subject, cancel: subscriber, log: log)
            Self.expectAllowed(log.entries, round: round)
        }
    }

    @Test func handleEventsRunsTheCancelClosureOnceWhenCancelsRace() {
        for _ in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, TestError>()
            let log = EventLog()
            let tracker = Tracker()
            subject.handleEvents(receiveCancel: { log.append("cancel") }).subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                if index == 0 {
                    subject.send(1)
                } else {
                    tracker.cancel()
                }
            }
            #expect(log.entries == ["cancel"])
        }
    }

    /// `prefix(1)` and a cancel racing its last value: the same rules as `first()`.
    @Test func prefixAndARacingCancelGiveTheHistoryTheirOrderAllows() {
        for round in 0..<Self.rounds {
            let subject = PassthroughSubject<Int, Never>()
            let log = InterleavingLog()
            let subscriber = LoggingSubscriber(log: log)
            subject.prefix(1).subscribe(subscriber)
            Self.race(send: subject, cancel: subscriber, log: log)
            Self.expectAllowed(log.entries, round: round)
        }
    }

    /// `flatMap` delivers from the upstream's thread (a child's value meeting demand) and from the
    /// downstream's (a request finding a child's value waiting). One thread sends into a contract-abiding
    /// `ManualPublisher` while two others request, so only `flatMap`'s own serialisation keeps the
    /// deliveries apart; every value is requested once, so all arrive.
    @Test func flatMapNeverOverlapsDeliveriesWhenRequestsRaceUpstreamValues() {
        let count = 100
        for round in 0..<Self.rounds {
            let upstream = ManualPublisher<Int, Never>()
            let probe = RaceProbe<Int>(initialDemand: nil)
            upstream.flatMap { Just($0) }.subscribe(probe)
            raceOnThreads(3) { thread in
                if thread == 0 {
                    for value in 0..<count { upstream.send(value) }
                } else {
                    for _ in 0..<count / 2 { probe.request(.max(1)) }
                }
            }
            upstream.send(completion: .finished)
            #expect(probe.overlaps == 0, "round \(round): two deliveries ran at once")
            #expect(probe.values.sorted() == Array(0..<count), "round \(round)")
            #expect(probe.completions == 1)
        }
    }

    /// Sends `1` on one thread while another cancels, logging `send`/`sent` around the send (the
    /// subscriber logs `cancel`/`cancelled` around its cancel, and what it receives).
    private static func race(
        send subject: PassthroughSubject<Int, Never>, cancel subscriber: LoggingSubscriber, log: InterleavingLog
    ) {
        raceOnThreads(2) { index in
            if index == 0 {
                log.append("send")
                subject.send(1)
                log.append("sent")
            } else {
                subscriber.cancel()
            }
        }
    }

    /// Records an issue unless `entries` is a history its interleaving allows (see ``violation(in:)``).
    private static func expectAllowed(_ entries: [String], round: Int) {
        if let violation = violation(in: entries) {
            Issue.record("round \(round): \(violation): \(entries)")
        }
    }

    /// What each interleaving of a one-value operator's delivery and a cancel allows, or `nil` when the log
    /// is one of them:
    /// - the cancel returned before the send began: nothing is delivered;
    /// - the send returned before the cancel began: the value, then the completion;
    /// - they overlapped: nothing, the value, or the value then the completion; `cancel()` does not wait
    ///   for the sending thread, so the one delivery that thread admitted before the cancel (the value,
    ///   or the completion after it) may begin just after `cancel()` returned, but nothing after it.
    static func violation(in log: [String]) -> String? {
        let deliveries = log.filter { $0 == "value(1)" || $0 == "finished" }
        guard [[], ["value(1)"], ["value(1)", "finished"]].contains(deliveries) else {
            return "not a history of a one-value operator"
        }
        guard let send = log.firstIndex(of: "send"), let sent = log.firstIndex(of: "sent"),
            let cancel = log.firstIndex(of: "cancel"), let cancelled = log.firstIndex(of: "cancelled")
        else { return "a marker is missing" }
        if cancelled < send, !deliveries.isEmpty {
            return "delivered although the cancel returned before the send began"
        }
        let late = log[(cancelled + 1)...].filter { $0 == "value(1)" || $0 == "finished" }
        if late.count > 1 {
            return "more than the delivery in flight began after cancel() returned: \(late)"
        }
        if sent < cancel, deliveries != ["value(1)", "finished"] {
            return "the send returned before the cancel began, but the value or the completion is missing"
        }
        return nil
    }
}
