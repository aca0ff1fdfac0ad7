import Foundation
import Signals
import Testing

/// A subscriber that keeps its subscription after the end (as Combine's own test subscribers and many
/// hand-written ones do) until ``forget()``; it asks for everything.
private final class KeepingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    // Safety: only touched from the test's thread.
    private(set) var subscription: (any Subscription)?
    private(set) var completions = 0

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand { .none }

    func receive(completion: Subscribers.Completion<Failure>) {
        completions += 1
    }

    /// Lets the subscription go.
    func forget() {
        subscription = nil
    }
}

/// When an operator's subscription lets its downstream go: as in Combine, a subscription that is the
/// downstream's subscription keeps it until the subscription itself is freed, and a stateless operator
/// (which hands the upstream's subscription through) lets it go with the upstream.
@Suite struct OperatorLifecycleTests {
    typealias Subject = PassthroughSubject<Int, TestError>

    // Safety: immutable; the closure builds a publisher and captures nothing.
    struct Case: CustomStringConvertible, @unchecked Sendable {
        let description: String
        let subscribe: (Subject, KeepingSubscriberBox) -> Void
    }

    /// Type-erases ``KeepingSubscriber`` for the table.
    final class KeepingSubscriberBox: @unchecked Sendable {
        // Safety: only touched from the test's thread.
        var forget: () -> Void = {}
        var cancel: () -> Void = {}
        var completions: () -> Int = { 0 }
        weak var subscriber: AnyObject?

        func attach<P: Publisher>(_ publisher: P) -> AnyObject {
            let subscriber = KeepingSubscriber<P.Output, P.Failure>()
            publisher.subscribe(subscriber)
            forget = { [weak subscriber] in subscriber?.forget() }
            cancel = { [weak subscriber] in subscriber?.subscription?.cancel() }
            completions = { [weak subscriber] in subscriber?.completions ?? -1 }
            self.subscriber = subscriber
            return subscriber
        }
    }

    static let keeping: [Case] = [
        Case(description: "reduce") { _ = $1.attach($0.reduce(0, +)) },
        Case(description: "count") { _ = $1.attach($0.count()) },
        Case(description: "tryFirst(where:)") { _ = $1.attach($0.tryFirst { $0 > 100 }) },
        Case(description: "first(where:)") { _ = $1.attach($0.first { $0 > 100 }) },
        Case(description: "drop(while:)") { _ = $1.attach($0.drop { $0 > 0 }) },
        Case(description: "tryFilter") { _ = $1.attach($0.tryFilter { $0 > 0 }) },
        Case(description: "removeDuplicates") { _ = $1.attach($0.removeDuplicates()) },
        Case(description: "tryMap") { _ = $1.attach($0.tryMap { $0 }) },
        Case(description: "dropFirst") { _ = $1.attach($0.dropFirst(5)) },
        Case(description: "prefix") { _ = $1.attach($0.prefix(5)) },
        Case(description: "handleEvents") { _ = $1.attach($0.handleEvents()) },
        Case(description: "replaceError") { _ = $1.attach($0.replaceError(with: 0)) },
        Case(description: "replaceEmpty") { _ = $1.attach($0.replaceEmpty(with: 0)) },
        Case(description: "collect(2)") { _ = $1.attach($0.collect(2)) },
    ]

    /// After a failure the subscription still holds its subscriber, which holds it: both stay until
    /// the subscriber lets the subscription go, then both are freed.
    @Test(arguments: keeping)
    func aSubscriptionKeepsItsDownstreamUntilItIsFreed(_ operation: Case) {
        let box = KeepingSubscriberBox()
        do {
            let subject = Subject()
            operation.subscribe(subject, box)
            subject.send(1)
            subject.send(completion: .failure(TestError()))
        }
        #expect(box.completions() == 1)
        #expect(box.subscriber != nil)
        box.forget()
        #expect(box.subscriber == nil)
    }

    /// The same after a cancel: the subscription keeps its subscriber until it is freed.
    @Test(arguments: keeping)
    func aCancelledSubscriptionKeepsItsDownstreamUntilItIsFreed(_ operation: Case) {
        let box = KeepingSubscriberBox()
        do {
            let subject = Subject()
            operation.subscribe(subject, box)
            subject.send(1)
            box.cancel()
        }
        #expect(box.completions() == 0)
        #expect(box.subscriber != nil)
        box.forget()
        #expect(box.subscriber == nil)
    }

    static let passingThrough: [Case] = [
        Case(description: "map") { _ = $1.attach($0.map { $0 }) },
        Case(description: "filter") { _ = $1.attach($0.filter { $0 > 0 }) },
        Case(description: "scan") { _ = $1.attach($0.scan(0, +)) },
        Case(description: "ignoreOutput") { _ = $1.attach($0.ignoreOutput()) },
        Case(description: "map(\\.self)") { _ = $1.attach($0.map(\.self)) },
    ]

    /// A stateless operator's subscriber holds the upstream's subscription, which lets go of the
    /// operator (and so of the subscriber) when the stream fails.
    @Test(arguments: passingThrough)
    func aStatelessOperatorLetsItsDownstreamGoWithTheUpstream(_ operation: Case) {
        let box = KeepingSubscriberBox()
        do {
            let subject = Subject()
            operation.subscribe(subject, box)
            subject.send(completion: .failure(TestError()))
        }
        #expect(box.subscriber == nil)
    }
}
