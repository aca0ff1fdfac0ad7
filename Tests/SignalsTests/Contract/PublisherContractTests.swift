import Dispatch
import Signals
import Testing

/// Combine's contract for every publisher that can receive events from several threads (issue 8):
/// deliveries into one subscriber never overlap, nothing arrives after the completion, nothing is
/// lost or duplicated, and each sender's values keep its order. Each test returns the whole list of
/// problems found, so a failure shows every broken rule at once.
@Suite(.serialized) struct PublisherContractTests {
    static let senders = 4
    static let sendsPerSender = 300
    static let raceRounds = 20
    static let raceSendsPerSender = 150

    /// Two contract subscribers and a `sink` into an unlocked ``Box``, four threads sending 300
    /// numbered values each, then the completion: every subscriber gets every value exactly once,
    /// in each sender's order, one at a time, then one completion; the box's totals are exact.
    @Test(arguments: ContractKind.allCases)
    func concurrentSendsAreSerialCompleteAndOrdered(kind: ContractKind) {
        let fixture = kind.make(senders: Self.senders)
        let subscribers = (0..<2).map { ContractSubscriber<Int, Never>(name: "\(kind) subscriber \($0)") }
        for subscriber in subscribers { fixture.publisher.subscribe(subscriber) }
        let box = Box()
        let sinkFinished = DispatchSemaphore(value: 0)
        let sink = fixture.publisher.sink(
            receiveCompletion: { _ in sinkFinished.signal() },
            receiveValue: { value in
                box.sum += value
                box.count += 1
            }
        )
        fixture.ready()
        let send = fixture.send
        onThreads(Self.senders) { sender in
            for index in 0..<Self.sendsPerSender {
                send(sender, Numbered.value(sender: sender, index: index))
            }
        }
        fixture.finish()

        let sent = (0..<Self.senders).flatMap { sender in
            (0..<Self.sendsPerSender).map { Numbered.value(sender: sender, index: $0) }
        }
        let expected = sent.compactMap(fixture.output)
        var problems: [String] = []
        for subscriber in subscribers {
            if !subscriber.waitForCompletion() { problems.append("\(subscriber.name): no completion") }
            problems += subscriber.violations
            let values = subscriber.values
            if Array(values.prefix(fixture.initial.count)) != fixture.initial {
                problems.append("\(subscriber.name): did not start with \(fixture.initial)")
            }
            let received = Array(values.dropFirst(fixture.initial.count))
            if received.sorted() != expected.sorted() {
                problems.append("\(subscriber.name): received \(received.count) values, expected \(expected.count)")
            }
            problems += Numbered.orderProblems(received.map(fixture.input), name: subscriber.name)
            if subscriber.completionCount != 1 {
                problems.append("\(subscriber.name): \(subscriber.completionCount) completions")
            }
        }
        if sinkFinished.wait(timeout: .now() + .seconds(20)) != .success {
            problems.append("\(kind) sink: no completion")
        }
        let expectedBoxCount = expected.count + fixture.initial.count
        let expectedBoxSum = expected.reduce(0, +) + fixture.initial.reduce(0, +)
        if box.count != expectedBoxCount || box.sum != expectedBoxSum {
            problems.append(
                "\(kind) sink: unlocked box counted \(box.count) values summing to \(box.sum), "
                    + "expected \(expectedBoxCount) summing to \(expectedBoxSum)"
            )
        }
        #expect(problems == [])
        sink.cancel()
        for subscriber in subscribers { subscriber.cancel() }
        fixture.tearDown()
    }

    /// Three threads sending while a fourth finishes the publisher, twenty rounds: no value after
    /// the completion, one completion, each sender's order kept, and every value whose `send`
    /// returned before `send(completion:)` was called is delivered.
    @Test(arguments: ContractKind.allCases)
    func sendsRacingTheCompletionStopAtTheCompletion(kind: ContractKind) {
        let senders = 3
        for round in 0..<Self.raceRounds {
            let fixture = kind.make(senders: senders)
            let subscribers = (0..<2).map {
                ContractSubscriber<Int, Never>(name: "\(kind) round \(round) subscriber \($0)")
            }
            for subscriber in subscribers { fixture.publisher.subscribe(subscriber) }
            fixture.ready()
            let progress = SendProgress(senders: senders)
            let snapshot = LockedValue<[Int]>([])
            let (send, finish) = (fixture.send, fixture.finish)
            onThreads(senders + 1) { thread in
                if thread == senders {
                    // Let the senders get going for a while that varies by round, then finish.
                    for _ in 0..<(round * 40) { _ = progress.snapshot() }
                    snapshot.withLock { $0 = progress.snapshot() }
                    finish()
                    return
                }
                for index in 0..<Self.raceSendsPerSender {
                    send(thread, Numbered.value(sender: thread, index: index))
                    progress.returned(sender: thread, index: index)
                }
            }
            let mustArrive = snapshot.value.enumerated().flatMap { sender, count in
                (0..<count).map { Numbered.value(sender: sender, index: $0) }
            }
            var problems: [String] = []
            for subscriber in subscribers {
                if !subscriber.waitForCompletion() { problems.append("\(subscriber.name): no completion") }
                problems += subscriber.violations
                let received = Array(subscriber.values.dropFirst(fixture.initial.count)).map(fixture.input)
                problems += Numbered.orderProblems(received, name: subscriber.name)
                let missing = Set(mustArrive.filter { fixture.output($0) != nil }).subtracting(received)
                if !missing.isEmpty {
                    problems.append(
                        "\(subscriber.name): \(missing.count) values sent before the completion are missing")
                }
                if subscriber.completionCount != 1 {
                    problems.append("\(subscriber.name): \(subscriber.completionCount) completions")
                }
            }
            #expect(problems == [])
            for subscriber in subscribers { subscriber.cancel() }
            fixture.tearDown()
            if !problems.isEmpty { break }
        }
    }
}
