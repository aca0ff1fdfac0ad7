import Signals
import Testing

@Suite struct AssignTests {
    final class Label {
        var history: [String] = []
        var text = "" {
            didSet { history.append(text) }
        }
    }

    typealias Assign = Subscribers.Assign<Label, String>

    @Test func describesItselfWithTheRootTypeAsCombineDoes() {
        let label = Label()
        #expect(Assign(object: label, keyPath: \.text).description == "Assign Label.")
        #expect(Subscribers.Assign<Label, [String]>(object: label, keyPath: \.history).description == "Assign Label.")
    }

    @Test func requestsUnlimitedAndAssignsEveryValue() {
        let label = Label()
        let assign = Assign(object: label, keyPath: \.text)
        let subscription = SpySubscription()
        assign.receive(subscription: subscription)
        #expect(assign.receive("a") == .none)
        #expect(assign.receive("b") == .none)
        #expect(subscription.events == [.requested(.unlimited)])
        #expect(label.history == ["a", "b"])
        #expect(assign.keyPath == \Label.text)
    }

    @Test func ignoresValuesBeforeASubscriptionAndAfterCompletion() {
        let label = Label()
        let assign = Assign(object: label, keyPath: \.text)
        _ = assign.receive("early")
        assign.receive(subscription: SpySubscription())
        _ = assign.receive("on time")
        assign.receive(completion: .finished)
        _ = assign.receive("late")
        #expect(label.history == ["on time"])
    }

    @Test func cancelsASecondSubscriptionAndOneArrivingAfterTheEnd() {
        let assign = Assign(object: Label(), keyPath: \.text)
        let first = SpySubscription()
        let second = SpySubscription()
        assign.receive(subscription: first)
        assign.receive(subscription: second)
        assign.cancel()
        assign.cancel()
        let late = SpySubscription()
        assign.receive(subscription: late)
        #expect(first.events == [.requested(.unlimited), .cancelled])
        #expect(second.events == [.cancelled])
        #expect(late.events == [.cancelled])
    }

    @Test(arguments: ["cancel", "finish"])
    func holdsTheObjectStronglyUntilTheStreamEnds(_ ending: String) {
        weak var weakLabel: Label?
        let assign: Assign
        do {
            let label = Label()
            weakLabel = label
            assign = Assign(object: label, keyPath: \.text)
        }
        assign.receive(subscription: SpySubscription())
        #expect(weakLabel != nil)
        #expect(assign.object === weakLabel)
        if ending == "cancel" {
            assign.cancel()
        } else {
            assign.receive(completion: .finished)
        }
        #expect(weakLabel == nil)
        #expect(assign.object == nil)
    }

    @Test func assignOperatorAssignsUntilCancelled() {
        let label = Label()
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.assign(to: \.text, on: label)
        subject.send("a")
        cancellable.cancel()
        subject.send("b")
        do {
            _ = subject.assign(to: \.text, on: label)
        }
        subject.send("c")
        #expect(label.history == ["a"])
    }

    @Test func assignOperatorOnASequenceLeavesTheLastValue() {
        let label = Label()
        let cancellable = ["x", "y", "z"].publisher.assign(to: \.text, on: label)
        #expect(label.text == "z")
        #expect(label.history == ["x", "y", "z"])
        _ = cancellable
    }

    /// An object whose deinit completes the very publisher that assigns to it: releasing it from
    /// `cancel()` must not deadlock or crash (as in Combine's own tests).
    @Test func releasingTheObjectMayCompleteTheStream() {
        final class SelfFinishing {
            let subject = PassthroughSubject<Int, Never>()
            var value = 0
            deinit { subject.send(completion: .finished) }
        }
        let cancellable: AnyCancellable
        weak var weakObject: SelfFinishing?
        do {
            let object = SelfFinishing()
            weakObject = object
            cancellable = object.subject.assign(to: \.value, on: object)
            object.subject.send(3)
            #expect(object.value == 3)
        }
        #expect(weakObject != nil)
        cancellable.cancel()
        #expect(weakObject == nil)
    }
}
