import Dispatch
import Signals
import Testing

/// A `PassthroughSubject` with one subscriber holds its conduit inline (no list buffer); a second
/// subscriber moves both into a buffer, and a copy made during a send that is left with one holds it
/// inline again. A send reads either form without a retain, so a change during a send goes to a copy and
/// the form it replaced (a buffer, or the one conduit) is released only once no send reads it.
@Suite struct PassthroughSubjectInlineConduitTests {
    typealias Tracker = TrackingSubscriber<Int, Never>

    @Test func aSecondSubscriberDuringASendThenTheFirstCancellingDuringASendKeepsEveryHistoryExact() {
        let subject = PassthroughSubject<Int, Never>()
        let second = Tracker()
        var firstSubscription: (any Subscription)?
        let first = Tracker(
            onSubscription: { firstSubscription = $0 },
            onValue: { value in
                if value == 1 {
                    // One subscriber, held inline: the second is added to a copy while this send runs.
                    subject.subscribe(second)
                } else if value == 2 {
                    // Two in a buffer: this one leaves a copy holding the second inline.
                    firstSubscription?.cancel()
                }
            })
        subject.subscribe(first)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        second.cancel()  // the inline conduit, removed in place
        subject.send(4)
        subject.subscribe(first)  // a second subscription for the same subscriber, inline again
        subject.send(5)
        subject.send(completion: .finished)
        #expect(
            first.events == [
                .subscription("PassthroughSubject"), .value(1), .value(2), .subscription("PassthroughSubject"),
                .value(5), .completion(.finished),
            ])
        #expect(second.events == [.subscription("PassthroughSubject"), .value(2), .value(3)])
        firstSubscription = nil
    }

    /// Holds a subscription while its subscriber wants it, and watches it with a weak reference.
    final class SubscriptionHolder {
        var held: (any Subscription)?
        weak var watched: AnyObject?
    }

    @Test func theOnlySubscriptionCancelledDuringASendLivesUntilThatSendReturns() {
        let subject = PassthroughSubject<Int, Never>()
        let holder = SubscriptionHolder()
        var events: [String] = []
        subject.subscribe(
            AnySubscriber<Int, Never>(
                receiveSubscription: { subscription in
                    holder.held = subscription
                    holder.watched = subscription as AnyObject
                    subscription.request(.unlimited)
                },
                receiveValue: { value in
                    events.append("value \(value)")
                    holder.held?.cancel()
                    holder.held = nil
                    // The subject let go of it, but the running send still reads it: not freed yet.
                    events.append(holder.watched == nil ? "freed during the send" : "alive during the send")
                    return .none
                },
                receiveCompletion: { _ in events.append("completion") }))
        subject.send(1)
        #expect(holder.watched == nil)
        subject.send(2)
        #expect(events == ["value 1", "alive during the send"])
    }

    @Test func aOneShotFirstOnTheOnlySubscriptionGetsOneValueAndItsCompletion() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let cancellable = subject.first().sink(
            receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("value \($0)") })
        subject.send(1)
        subject.send(2)
        let late = subject.first().sink(
            receiveCompletion: { events.append("late \($0)") }, receiveValue: { events.append("late value \($0)") })
        subject.send(3)
        #expect(events == ["value 1", "finished", "late value 3", "late finished"])
        _ = (cancellable, late)
    }

    /// One thread sends 0, 1, 2, … while another subscribes and cancels, so the list goes from none to
    /// one conduit inline to a buffer and back, in place and in copies made during sends.
    @Test(arguments: [false, true])
    func inlineAndBufferedListsChangingUnderSendsFromAnotherThreadLoseNothing(withPermanentSubscriber: Bool) {
        let subject = PassthroughSubject<Int, Never>()
        let permanent = LockedValue<[Int]>([])
        let permanentSink =
            withPermanentSubscriber ? subject.sink { value in permanent.withLock { $0.append(value) } } : nil
        let churnDone = LockedValue(false)
        let sent = LockedValue(0)
        let churned = LockedValue<[[Int]]>([])
        let oneShots = LockedValue<[[String]]>([])
        // Threads of their own: the sender waits for the churner, so both must run at once
        // (`concurrentPerform` may run the two iterations one after the other, and then never returns).
        onThreads(2) { worker in
            if worker == 0 {
                var value = 0
                while !churnDone.value {
                    subject.send(value)
                    value += 1
                }
                sent.withLock { $0 = value }
                return
            }
            for _ in 0..<1_000 {
                let log = LockedValue<[Int]>([])
                let oneShot = LockedValue<[String]>([])
                let sink = subject.sink { value in log.withLock { $0.append(value) } }
                let first = subject.first().sink(
                    receiveCompletion: { completion in oneShot.withLock { $0.append("\(completion)") } },
                    receiveValue: { _ in oneShot.withLock { $0.append("value") } })
                sink.cancel()
                first.cancel()
                churned.withLock { $0.append(log.value) }
                oneShots.withLock { $0.append(oneShot.value) }
            }
            churnDone.withLock { $0 = true }
        }
        if withPermanentSubscriber {
            #expect(permanent.value == Array(0..<sent.value))
        }
        // A subscriber gets every value sent from its subscription to its cancel: a run of consecutive ones.
        #expect(churned.value.count == 1_000)
        #expect(churned.value.allSatisfy(Self.isARunOfConsecutiveValues))
        // A one-shot gets its value and completion, nothing, or, when its cancel lands between the two
        // (the sending thread delivers the value while this one cancels), the value alone: the completion
        // comes after the cancel, so it is not delivered.
        let oneShotHistories: Set<[String]> = [[], ["value", "finished"], ["value"]]
        #expect(oneShots.value.filter { !oneShotHistories.contains($0) } == [])
        permanentSink?.cancel()
    }

    static func isARunOfConsecutiveValues(_ values: [Int]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 + 1 == $1 }
    }
}
