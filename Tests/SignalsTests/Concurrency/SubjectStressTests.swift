import Dispatch
import Signals
import Testing

/// Subjects driven from several threads at once. Records go through a lock and the assertions
/// compare what was delivered, not the order between threads; that deliveries into one subscriber
/// are serial (Combine's contract) is checked by the `Contract` suites.
@Suite struct SubjectStressTests {
    static let senders = 4
    static let sendsPerSender = 2_000
    static let total = senders * sendsPerSender

    /// Sends `sendsPerSender` values from each of `senders` threads: sender `t` sends
    /// `t * sendsPerSender + i` for increasing `i`.
    private static func sendConcurrently(_ send: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: senders) { sender in
            for index in 0..<sendsPerSender {
                send(sender * sendsPerSender + index)
            }
        }
    }

    /// Whether the values of each sender appear in the order it sent them.
    private static func keepsEachSendersOrder(_ values: [Int]) -> Bool {
        (0..<senders).allSatisfy { sender in
            let own = values.filter { $0 / sendsPerSender == sender }
            return own == own.sorted()
        }
    }

    @Test func concurrentSendsIntoAPassthroughSubjectLoseNothing() {
        let subject = PassthroughSubject<Int, Never>()
        let logs = (0..<3).map { _ in LockedValue<[Int]>([]) }
        let cancellables = logs.map { log in subject.sink { value in log.withLock { $0.append(value) } } }
        Self.sendConcurrently { subject.send($0) }
        for log in logs {
            #expect(log.value.sorted() == Array(0..<Self.total))
            #expect(Self.keepsEachSendersOrder(log.value))
        }
        _ = cancellables
    }

    @Test func concurrentSendsIntoACurrentValueSubjectLoseNothing() {
        let subject = CurrentValueSubject<Int, Never>(-1)
        let logs = (0..<3).map { _ in LockedValue<[Int]>([]) }
        let cancellables = logs.map { log in subject.sink { value in log.withLock { $0.append(value) } } }
        Self.sendConcurrently { subject.value = $0 }
        for log in logs {
            #expect(log.value.first == -1)
            #expect(log.value.sorted() == [-1] + Array(0..<Self.total))
            #expect(Self.keepsEachSendersOrder(Array(log.value.dropFirst())))
        }
        #expect((0..<Self.senders).map { ($0 + 1) * Self.sendsPerSender - 1 }.contains(subject.value))
        _ = cancellables
    }

    @Test func concurrentSendsHonourAFiniteDemandExactly() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(1_000))
        subject.subscribe(tracker)
        Self.sendConcurrently { subject.send($0) }
        #expect(tracker.values.count == 1_000)
        #expect(Set(tracker.values).count == 1_000)
    }

    @Test func concurrentSendsCountDemandReturnedFromReceiveExactly() {
        let subject = PassthroughSubject<Int, Never>()
        // Every value received asks for one more, up to 500 extra: 100 + 500 values in all.
        let extra = LockedValue(500)
        let tracker = TrackingSubscriber<Int, Never>(
            initialDemand: .max(100),
            demandOnValue: { _ in
                extra.withLock { remaining in
                    guard remaining > 0 else { return .none }
                    remaining -= 1
                    return .max(1)
                }
            }
        )
        subject.subscribe(tracker)
        Self.sendConcurrently { subject.send($0) }
        #expect(tracker.values.count == 600)
        #expect(Set(tracker.values).count == 600)
    }

    @Test func subscribingAndCancellingDuringSendsIsSafe() {
        let subject = PassthroughSubject<Int, Never>()
        let permanent = LockedValue<[Int]>([])
        let cancellable = subject.sink { value in permanent.withLock { $0.append(value) } }
        let churned = LockedValue<[[Int]]>([])
        DispatchQueue.concurrentPerform(iterations: Self.senders + 2) { worker in
            if worker < Self.senders {
                for index in 0..<Self.sendsPerSender {
                    subject.send(worker * Self.sendsPerSender + index)
                }
            } else {
                for round in 0..<500 {
                    let log = LockedValue<[Int]>([])
                    let sink = subject.sink { value in log.withLock { $0.append(value) } }
                    let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(round % 3 + 1))
                    subject.subscribe(tracker)
                    sink.cancel()
                    tracker.cancel()
                    churned.withLock { $0.append(log.value) }
                }
            }
        }
        #expect(permanent.value.sorted() == Array(0..<Self.total))
        #expect(Self.keepsEachSendersOrder(permanent.value))
        #expect(churned.value.count == 1_000)
        #expect(churned.value.allSatisfy { Set($0).count == $0.count && Self.keepsEachSendersOrder($0) })
        _ = cancellable
    }

    @Test func subscribingAndCancellingDuringSetsOfACurrentValueSubjectIsSafe() {
        let subject = CurrentValueSubject<Int, Never>(-1)
        let permanent = LockedValue<[Int]>([])
        let cancellable = subject.sink { value in permanent.withLock { $0.append(value) } }
        let churnedFirstValues = LockedValue<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: Self.senders + 2) { worker in
            if worker < Self.senders {
                for index in 0..<Self.sendsPerSender {
                    subject.value = worker * Self.sendsPerSender + index
                }
            } else {
                for _ in 0..<500 {
                    let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
                    subject.subscribe(tracker)
                    tracker.cancel()
                    churnedFirstValues.withLock { $0.append(contentsOf: tracker.values) }
                }
            }
        }
        #expect(permanent.value.sorted() == [-1] + Array(0..<Self.total))
        // Each churned subscriber asked for one value and got exactly one: the value current then.
        #expect(churnedFirstValues.value.count == 1_000)
        #expect(churnedFirstValues.value.allSatisfy { (-1..<Self.total).contains($0) })
        _ = cancellable
    }

    @Test func concurrentCompletionsDeliverExactlyOne() {
        for _ in 0..<200 {
            let subject = PassthroughSubject<Int, TestError>()
            let tracker = TrackingSubscriber<Int, TestError>()
            subject.subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                subject.send(worker)
                subject.send(completion: worker.isMultiple(of: 2) ? .finished : .failure(TestError(code: worker)))
            }
            let completions = tracker.events.filter {
                if case .completion = $0 { true } else { false }
            }
            // Exactly one completion, and nothing after it: a value racing the completion is either
            // delivered before it or dropped.
            #expect(completions.count == 1)
            let endsWithTheCompletion = if case .completion = tracker.events.last { true } else { false }
            #expect(endsWithTheCompletion)
        }
    }
}
