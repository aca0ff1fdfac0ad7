import Signals
import Testing

/// A `PassthroughSubject`'s subscriber list as a send sees it: a send reads the list without a lock or
/// a retain, so a subscription or cancellation from inside a delivery must change a copy, never the
/// list that send is reading, and the list it replaced must be freed (its subscribers released) once
/// no send reads it any more.
@Suite struct PassthroughSubjectListTests {
    /// Captured by a closure under test: its release shows the closure was released.
    final class Canary: Sendable {}

    @Test func cancellingAnotherSubscriberInsideADeliveryLeavesTheRunningSendsListAlone() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        var cancellables: [AnyCancellable] = []
        for index in 0..<4 {
            cancellables.append(
                subject.sink { value in
                    events.append("\(index):\(value)")
                    if index == 1, value == 1 {
                        // The first subscriber has had this value; it gets no later one.
                        cancellables[0].cancel()
                    }
                })
        }
        subject.send(1)
        subject.send(2)
        #expect(events == ["0:1", "1:1", "2:1", "3:1", "1:2", "2:2", "3:2"])
        for cancellable in cancellables { cancellable.cancel() }
    }

    @Test func cancellingItselfInsideADeliveryStillLetsTheSendReachEveryLaterSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        var cancellables: [AnyCancellable] = []
        for index in 0..<4 {
            cancellables.append(
                subject.sink { value in
                    events.append("\(index):\(value)")
                    if index < 2 {
                        cancellables[index].cancel()
                    }
                })
        }
        subject.send(1)
        subject.send(2)
        #expect(events == ["0:1", "1:1", "2:1", "3:1", "2:2", "3:2"])
        for cancellable in cancellables { cancellable.cancel() }
    }

    @Test func aSubscriberAddedInsideADeliveryGetsTheNextValueNotTheRunningOne() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        var late: AnyCancellable?
        let first = subject.sink { value in
            events.append("first:\(value)")
            if late == nil {
                late = subject.sink { events.append("late:\($0)") }
            }
        }
        let second = subject.sink { events.append("second:\($0)") }
        subject.send(1)
        subject.send(2)
        #expect(events == ["first:1", "second:1", "first:2", "second:2", "late:2"])
        first.cancel()
        second.cancel()
        late?.cancel()
    }

    /// Holds a subscription while its subscriber wants it, and watches it with a weak reference.
    final class SubscriptionHolder {
        var held: (any Subscription)?
        weak var watched: AnyObject?
    }

    @Test func aSubscriptionCancelledDuringASendIsFreedWhenThatSendReturns() {
        let subject = PassthroughSubject<Int, Never>()
        let holder = SubscriptionHolder()
        subject.subscribe(
            AnySubscriber<Int, Never>(
                receiveSubscription: { subscription in
                    holder.held = subscription
                    holder.watched = subscription as AnyObject
                    subscription.request(.unlimited)
                },
                receiveValue: { _ in
                    holder.held?.cancel()
                    holder.held = nil
                    return .none
                },
                receiveCompletion: { _ in }))
        var aliveDuringTheSend: Bool?
        let observer = subject.sink { _ in aliveDuringTheSend = holder.watched != nil }
        #expect(holder.watched != nil)
        subject.send(1)
        // The list the send read still held the cancelled subscription; it is freed once the send returns.
        #expect(aliveDuringTheSend == true)
        #expect(holder.watched == nil)
        observer.cancel()
    }

    @Test func aCompletionSentInsideADeliveryReleasesEverySubscriberOnceTheSendReturns() {
        let subject = PassthroughSubject<Int, Never>()
        weak var weakCanary: Canary?
        var events: [String] = []
        var cancellables: [AnyCancellable] = []
        do {
            let canary = Canary()
            weakCanary = canary
            for index in 0..<3 {
                cancellables.append(
                    subject.sink(
                        receiveCompletion: { _ in events.append("\(index):finished") },
                        receiveValue: { value in
                            withExtendedLifetime(canary) {}
                            events.append("\(index):\(value)")
                            if index == 0 {
                                subject.send(completion: .finished)
                            }
                        }))
            }
        }
        subject.send(1)
        subject.send(2)
        // The send still offers its value to the later subscribers, which have finished: they drop it.
        #expect(events == ["0:1", "0:finished", "1:finished", "2:finished"])
        #expect(weakCanary == nil)
        _ = cancellables
    }
}
