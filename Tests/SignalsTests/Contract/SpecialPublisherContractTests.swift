import Dispatch
import Signals
import Testing

/// Combine's contract for the publishers whose output is not simply the values sent, so
/// ``PublisherContractTests`` cannot check them: `combineLatest`, `Future` and the async bridge.
@Suite(.serialized) struct SpecialPublisherContractTests {
    static let senders = 4
    static let sendsPerSender = 1_000

    /// Two threads send into each side of a `combineLatest` (both primed first): outputs arrive one
    /// at a time, each side's values in each sender's order, then one completion; the last output
    /// combines the last value of each side. Signals documents that a value racing in from the other
    /// side during a delivery is folded into the next combination, so the count is only bounded.
    @Test func combineLatestFedFromSeveralThreadsIsSerialAndEndsOnTheLatest() {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        let subscriber = ContractSubscriber<Int, Never>(name: "combineLatest")
        // Each output packs both sides, so a history tells which value of each side it carried.
        let packing = Numbered.stride * 8
        left.combineLatest(right) { $0 * packing + $1 }.subscribe(subscriber)
        let box = Box()
        let sink = left.combineLatest(right).sink { _ in box.count += 1 }
        left.send(0)
        right.send(0)
        onThreads(Self.senders) { sender in
            for index in 1...Self.sendsPerSender {
                let value = Numbered.value(sender: sender / 2, index: index)
                (sender.isMultiple(of: 2) ? left : right).send(value)
            }
        }
        left.send(completion: .finished)
        right.send(completion: .finished)

        let outputs = subscriber.values
        let lefts = outputs.map { $0 / packing }
        let rights = outputs.map { $0 % packing }
        let lastValues = Set((0..<Self.senders / 2).map { Numbered.value(sender: $0, index: Self.sendsPerSender) })
        var problems = subscriber.violations
        let most = 1 + Self.senders * Self.sendsPerSender
        if outputs.isEmpty || outputs.count > most { problems.append("\(outputs.count) outputs, expected 1...\(most)") }
        if box.count > most { problems.append("unlocked box counted \(box.count), more than \(most)") }
        if let last = outputs.last, !lastValues.contains(last / packing) || !lastValues.contains(last % packing) {
            problems.append("the last output \(last / packing), \(last % packing) is not the latest combination")
        }
        problems += Numbered.orderProblems(Self.changes(lefts), name: "left side")
        problems += Numbered.orderProblems(Self.changes(rights), name: "right side")
        if subscriber.completionCount != 1 { problems.append("\(subscriber.completionCount) completions") }
        #expect(problems == [])
        sink.cancel()
    }

    /// Threads fulfil a `Future` while others subscribe to it: every subscriber gets the same one
    /// value, then one completion, one call at a time.
    @Test func futurePromisedFromSeveralThreadsDeliversOneValueOnce() {
        for round in 0..<100 {
            let promise = LockedValue<Future<Int, Never>.Promise?>(nil)
            let future = Future<Int, Never> { fulfil in promise.withLock { $0 = fulfil } }
            let fulfil = promise.value
            let subscribers = (0..<3).map {
                ContractSubscriber<Int, Never>(name: "round \(round) subscriber \($0)", initialDemand: nil)
            }
            onThreads(6) { thread in
                if thread < 3 {
                    fulfil?(.success(thread))
                } else {
                    future.subscribe(subscribers[thread - 3])
                    subscribers[thread - 3].request(.unlimited)
                }
            }
            var problems: [String] = []
            let firsts = Set(subscribers.compactMap(\.values.first))
            if firsts.count != 1 { problems.append("round \(round): subscribers got different values \(firsts)") }
            for subscriber in subscribers {
                problems += subscriber.violations
                if subscriber.values.count != 1 || subscriber.completionCount != 1 {
                    problems.append(
                        "\(subscriber.name): \(subscriber.values) and \(subscriber.completionCount) completions")
                }
            }
            #expect(problems == [])
            if !problems.isEmpty { break }
        }
    }

    /// `values` of a subject fed from four threads: the loop ends after the completion, and what it
    /// got (values sent while nobody waits in `next()` are dropped, as documented) keeps each
    /// sender's order, without duplicates.
    @Test(.timeLimit(.minutes(1)))
    func valuesOfASubjectFedFromSeveralThreadsKeepsEachSendersOrder() async {
        let subject = PassthroughSubject<Int, Never>()
        var iterator = subject.values.makeAsyncIterator()
        let senders = DispatchGroup()
        senders.enter()
        DispatchQueue.global().async {
            onThreads(Self.senders) { sender in
                for index in 0..<Self.sendsPerSender {
                    subject.send(Numbered.value(sender: sender, index: index))
                }
            }
            subject.send(completion: .finished)
            senders.leave()
        }
        var received: [Int] = []
        while let value = await iterator.next() {
            received.append(value)
        }
        await withCheckedContinuation { continuation in
            senders.notify(queue: .global()) { continuation.resume() }
        }
        #expect(Numbered.orderProblems(received, name: "values") == [])
        #expect(received.allSatisfy { Numbered.sender(of: $0) < Self.senders })
    }

    /// The values without consecutive repeats (one side's value repeats while the other changes).
    private static func changes(_ values: [Int]) -> [Int] {
        zip(values, [nil] + values.map(Optional.some)).compactMap { $0 == $1 ? nil : $0 }
    }
}
