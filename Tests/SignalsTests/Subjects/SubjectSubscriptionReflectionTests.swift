import Signals
import Testing

private final class Thermometer: ObservableObject {
    @Published var celsius = 20
}

/// Counts the changes an `objectWillChange` subscriber receives; requests nothing by itself.
private final class ChangeCounter: Subscriber {
    typealias Input = Void
    typealias Failure = Never

    private(set) var subscription: (any Subscription)?
    private(set) var changes = 0

    func receive(subscription: any Subscription) {
        self.subscription = subscription
    }

    func receive(_ input: Void) -> Subscribers.Demand {
        changes += 1
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}
}

/// The subscriptions of the subjects, of `@Published` and of `objectWillChange` show Combine's names and
/// `Mirror` children: the subject, the subscriber and the outstanding demand, until the subscription ends.
@Suite struct SubjectSubscriptionReflectionTests {
    private typealias Tracker = TrackingSubscriber<Int, TestError>

    /// The children of a subscription, each as its label and its value.
    private func children(of subscription: any Subscription) -> [(label: String?, value: Any)] {
        Mirror(reflecting: subscription).children.map { ($0.label, $0.value) }
    }

    private func isNil(_ value: Any) -> Bool {
        String(describing: value) == "nil"
    }

    @Test func passthroughSubscriptionShowsItsSubjectSubscriberAndDemandUntilItCompletes() throws {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(3))
        subject.subscribe(tracker)
        subject.send(1)
        let subscription = try #require(tracker.subscription)
        var shown = children(of: subscription)
        #expect(shown.map(\.label) == ["parent", "downstream", "demand", "subject"])
        #expect((shown[0].value as? PassthroughSubject<Int, TestError>) === subject)
        #expect((shown[1].value as? Tracker) === tracker)
        #expect(shown[2].value as? Subscribers.Demand == .max(2))
        #expect((shown[3].value as? PassthroughSubject<Int, TestError>) === subject)

        subject.send(completion: .finished)
        shown = children(of: subscription)
        #expect(shown.map(\.label) == ["parent", "downstream", "demand", "subject"])
        #expect(isNil(shown[0].value) && isNil(shown[1].value) && isNil(shown[3].value))
        #expect(shown[2].value as? Subscribers.Demand == .max(2))
        #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .completion(.finished)])
    }

    @Test func currentValueSubscriptionCountsTheReplayedValueAndLetsGoWhenCancelled() throws {
        let subject = CurrentValueSubject<Int, TestError>(0)
        let tracker = Tracker(initialDemand: .max(3))
        subject.subscribe(tracker)
        subject.send(1)
        let subscription = try #require(tracker.subscription)
        var shown = children(of: subscription)
        #expect((shown[0].value as? CurrentValueSubject<Int, TestError>) === subject)
        #expect(shown[2].value as? Subscribers.Demand == .max(1))

        tracker.cancel()
        shown = children(of: subscription)
        #expect(isNil(shown[0].value) && isNil(shown[1].value) && isNil(shown[3].value))
        #expect(shown[2].value as? Subscribers.Demand == .max(1))
        #expect(tracker.events == [.subscription("CurrentValueSubject"), .value(0), .value(1)])
    }

    @Test func publishedSubscriptionIsThePublishedSubjects() throws {
        let thermometer = Thermometer()
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
        thermometer.$celsius.subscribe(tracker)
        thermometer.celsius = 21
        tracker.request(.max(1))
        thermometer.celsius = 22
        let subscription = try #require(tracker.subscription)
        let shown = children(of: subscription)
        #expect(shown.map(\.label) == ["parent", "downstream", "demand", "subject"])
        #expect(String(describing: shown[0].value).contains("PublishedSubject<Swift.Int>"))
        #expect(shown[2].value as? Subscribers.Demand == .max(0))
        let display = (subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription
        #expect(display as? String == "PublishedSubject")
        // The value missed for lack of demand is replaced by the latest on the next request.
        #expect(tracker.events == [.subscription("PublishedSubject"), .value(20), .value(21)])
        tracker.cancel()
    }

    @Test func objectWillChangeSubscriptionIsNamedAfterItsPublisherAndShowsItsSubscriber() throws {
        let publisher = ObservableObjectPublisher()
        let counter = ChangeCounter()
        publisher.subscribe(counter)
        let subscription = try #require(counter.subscription)
        let shown = children(of: subscription)
        #expect(shown.map(\.label) == ["downstream"])
        #expect((shown.first?.value as? ChangeCounter) === counter)
        #expect(String(describing: subscription) == "ObservableObjectPublisher")
        let display = (subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription
        #expect(display as? String == "ObservableObjectPublisher")
        subscription.cancel()
    }

    @Test func objectWillChangeLetsEveryChangeThroughOnceAnythingWasRequested() throws {
        let thermometer = Thermometer()
        let counter = ChangeCounter()
        thermometer.objectWillChange.subscribe(counter)
        thermometer.celsius = 21
        #expect(counter.changes == 0)
        let subscription = try #require(counter.subscription)
        subscription.request(.max(1))
        thermometer.celsius = 22
        thermometer.celsius = 23
        thermometer.objectWillChange.send()
        #expect(counter.changes == 3)
        subscription.cancel()
        thermometer.celsius = 24
        #expect(counter.changes == 3)
    }

    @Test func emptySubscriptionShowsItsNameAndNoChildren() {
        let empty = Subscriptions.empty
        #expect(String(describing: empty) == "Empty")
        #expect((empty as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String == "Empty")
        #expect(Mirror(reflecting: empty).children.isEmpty)
        #expect(!(empty is any CustomDebugStringConvertible))
    }
}
