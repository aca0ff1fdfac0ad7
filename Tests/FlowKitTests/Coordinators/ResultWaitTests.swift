import Signals
import Testing

@testable import FlowKit

/// `onResult(of:_:)`'s waits: held inline by the child's outcome channel when it is the first, by a listener
/// otherwise, and with a listener made at subscription for a publisher that is not a child's result.
@MainActor
@Suite struct ResultWaitTests {
    @Test func waitsAndSubscribersOfOneResultAreToldInTheOrderTheyBegan() throws {
        let app = try Harness()
        var told: [String] = []
        let child = TestCoordinator("A", screens: ["a1"])
        let result = try app.root.push(child, on: app.stack)
        app.root.onResult(of: result) { told.append("first wait: \($0 ?? "nil")") }
        let sink = result.sink { told.append("sink: \($0)") }
        app.root.onResult(of: result) { told.append("second wait: \($0 ?? "nil")") }
        child.emit("saved")
        #expect(told == ["first wait: saved", "sink: saved", "second wait: saved"])
        #expect(app.root.resultSubscriptions.isEmpty)
        sink.cancel()
    }

    @Test func aWaitThatBeginsAfterASubscriberIsToldAfterIt() throws {
        let app = try Harness()
        var told: [String] = []
        let child = TestCoordinator("A", screens: ["a1"])
        let result = try app.root.push(child, on: app.stack)
        let sink = result.sink(
            receiveCompletion: { _ in told.append("sink: finished") }, receiveValue: { told.append("sink: \($0)") })
        app.root.onResult(of: result) { told.append("wait: \($0 ?? "nil")") }
        try app.stack.goBack()
        #expect(told == ["sink: finished", "wait: nil"])
        #expect(app.root.resultSubscriptions.isEmpty)
        sink.cancel()
    }

    @Test func aWaitOnASettledResultRunsAtOnce() throws {
        let app = try Harness()
        var told: [String?] = []
        let child = TestCoordinator("A", screens: ["a1"])
        let result = try app.root.push(child, on: app.stack)
        child.emit("saved")
        app.root.onResult(of: result) { told.append($0) }
        #expect(told == ["saved"])
        #expect(app.root.resultSubscriptions.isEmpty)
    }

    @Test func aReleasedParentsInlineWaitIsNotCalledAndAnotherWaitCanTakeItsPlace() throws {
        let app = try Harness()
        var told: [String] = []
        let child = TestCoordinator("C", screens: ["c1"])
        let result = try app.root.push(child, on: app.stack)
        let parent = try app.push("P", screens: ["p1"])  // above the child: its release leaves the child
        parent.onResult(of: result) { told.append("released parent: \($0 ?? "nil")") }
        #expect(parent.resultSubscriptions.count == 1)
        parent.emit("done")  // the parent is released, its wait cancelled
        #expect(parent.resultSubscriptions.isEmpty && child.isRunning)
        app.root.onResult(of: result) { told.append("root: \($0 ?? "nil")") }
        child.emit("saved")
        #expect(told == ["root: saved"])
    }

    @Test func anotherPublishersFirstValueReachesTheHandlerOnceWhenItFinishes() throws {
        let app = try Harness()
        var told: [Int?] = []
        let subject = PassthroughSubject<Int, Never>()
        app.root.onResult(of: subject.eraseToAnyPublisher()) { told.append($0) }
        #expect(app.root.resultSubscriptions.count == 1)
        subject.send(1)
        subject.send(2)
        #expect(told.isEmpty)
        subject.send(completion: .finished)
        #expect(told == [1])
        #expect(app.root.resultSubscriptions.isEmpty)
        let empty = PassthroughSubject<Int, Never>()
        app.root.onResult(of: empty.eraseToAnyPublisher()) { told.append($0) }
        empty.send(completion: .finished)
        #expect(told == [1, nil])
    }

    @Test func anotherPublisherThatSubscribesAfterTheWaiterWasReleasedIsCancelledUnheard() throws {
        let app = try Harness()
        let scheduler = VirtualTimeScheduler()
        var told: [Int?] = []
        var subscriptions = 0
        var cancellations = 0
        let parent = try app.push("P", screens: ["p1"])
        let late = Just(7)
            .handleEvents(receiveSubscription: { _ in subscriptions += 1 }, receiveCancel: { cancellations += 1 })
            .subscribe(on: scheduler)
            .eraseToAnyPublisher()
        parent.onResult(of: late) { told.append($0) }
        #expect(parent.resultSubscriptions.isEmpty)  // nothing subscribed yet
        parent.emit("done")
        scheduler.run()
        #expect(told.isEmpty)
        #expect(parent.resultSubscriptions.isEmpty)
        #expect(subscriptions == 1 && cancellations == 1)
        // A running coordinator's wait on the same kind of publisher hears it.
        app.root.onResult(of: Just(8).subscribe(on: scheduler).eraseToAnyPublisher()) { told.append($0) }
        scheduler.run()
        #expect(told == [8])
        #expect(app.root.resultSubscriptions.isEmpty)
    }
}
