import Dispatch
import Foundation
import Signals
import Testing

/// The one re-entrancy rule of ``SerialDelivery``, the primitive the operators deliver through: an
/// event produced during a delivery (re-entrantly or from another thread) goes out after it, in order,
/// from the delivering thread; nothing after the completion or `cancel()`; the downstream's demand goes
/// to the owner.
@Suite struct SerialDeliveryTests {
    @Test func anEventSentFromInsideADeliveryFollowsItInOrder() {
        let recorder = Recorder()
        let delivery = SerialDelivery(recorder)
        recorder.onValue = { value in
            if value == 1 {
                delivery.deliver(.value(2))
                delivery.deliver(.value(3))
                #expect(recorder.events == ["1"], "delivered re-entrantly instead of queued")
            }
        }
        delivery.deliver(.value(1))
        delivery.deliver(.completion(.finished))
        #expect(recorder.events == ["1", "2", "3", "finished"])
        #expect(recorder.maxDepth == 1)
        recorder.onValue = { _ in }  // the closure held the recorder and the delivery
    }

    @Test func anEventFromAnotherThreadIsLeftToTheDeliveringThread() {
        let recorder = Recorder()
        let delivery = SerialDelivery(recorder)
        let inside = DispatchSemaphore(value: 0)
        let sent = DispatchSemaphore(value: 0)
        let deliveringThread = ThreadName()
        recorder.onValue = { value in
            deliveringThread.record(value)
            if value == 1 {
                inside.signal()
                sent.wait()  // the other thread's `deliver` has returned
            }
        }
        let done = DispatchSemaphore(value: 0)
        let first = Thread {
            deliveringThread.set("first")
            delivery.deliver(.value(1))
            done.signal()
        }
        first.start()
        inside.wait()
        deliveringThread.set("second")
        delivery.deliver(.value(2))  // returns at once: the first thread is delivering
        #expect(recorder.events == ["1"])
        sent.signal()
        done.wait()  // the first thread's `deliver` returned: it delivered the second value too
        #expect(recorder.events == ["1", "2"])
        #expect(deliveringThread.threadOf(2) == "first")
        recorder.onValue = { _ in }
    }

    @Test func nothingIsDeliveredAfterTheCompletionOrAfterCancel() {
        let recorder = Recorder()
        let delivery = SerialDelivery(recorder)
        delivery.deliver(.completion(.finished))
        delivery.deliver(.value(1))
        delivery.deliver(.completion(.finished))
        #expect(recorder.events == ["finished"])

        let cancelled = Recorder()
        let second = SerialDelivery(cancelled)
        cancelled.onValue = { value in
            if value == 1 {
                second.deliver(.value(2))  // queued behind the running delivery
                second.cancel()  // drops it
            }
        }
        second.deliver(.value(1))
        second.deliver(.value(3))
        #expect(cancelled.events == ["1"])
        cancelled.onValue = { _ in }
    }

    @Test func theDownstreamsDemandGoesToTheOwnerAndATaggedAnswerWithItsTag() {
        let recorder = Recorder()
        recorder.answer = .max(2)
        let owner = Owner()
        let delivery = SerialDelivery(recorder)
        delivery.demandReceiver = owner
        delivery.deliver(.value(1))
        delivery.deliver(.tagged(2, tag: 7))
        delivery.deliver(.completion(.finished))
        #expect(owner.reports == ["requested max(2)", "answered max(2) tag 7", "completed"])
    }

    @Test func theCallersOwnTaggedValueIsAnsweredToItAndTheQueuedOnesToTheOwner() throws {
        let recorder = Recorder()
        recorder.answer = .max(1)
        let owner = Owner()
        let delivery = SerialDelivery(recorder)
        delivery.demandReceiver = owner
        recorder.onValue = { value in
            if value == 1 {
                delivery.deliver(.tagged(2, tag: 5))
            }
        }
        let claim = try #require(delivery.enqueueClaiming(.tagged(1, tag: 4)))
        var ownAnswers: [Subscribers.Demand] = []
        let answer = delivery.deliverClaimed(claim) { ownAnswers.append($0) }
        #expect(answer == .max(1))
        #expect(ownAnswers == [.max(1)])
        #expect(owner.reports == ["answered max(1) tag 5"])
        #expect(recorder.events == ["1", "2"])
        recorder.onValue = { _ in }  // the closure held the delivery, which holds the recorder
    }

    @Test func aCompletionCanWaitForTheSubscription() {
        let recorder = Recorder()
        let delivery = SerialDelivery(recorder, completionWaitsForSubscription: true)
        delivery.deliver(.completion(.failure(TestError(code: 1))))
        #expect(recorder.events.isEmpty)
        delivery.subscriptionDelivered()
        #expect(recorder.events == ["failure"])
    }
}

/// Records what it receives, and how deeply its `receive` calls nest.
private final class Recorder: Subscriber, @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held, except the closures and
    // `answer`, which each test sets before delivering.
    typealias Input = Int
    typealias Failure = TestError

    let combineIdentifier = CombineIdentifier()
    private let lock = NSLock()
    private var _events: [String] = []
    private var depth = 0
    private var _maxDepth = 0
    var onValue: (Int) -> Void = { _ in }
    var answer = Subscribers.Demand.none

    var events: [String] { lock.withLock { _events } }
    var maxDepth: Int { lock.withLock { _maxDepth } }

    func receive(subscription: any Subscription) {}

    func receive(_ input: Int) -> Subscribers.Demand {
        lock.withLock {
            _events.append("\(input)")
            depth += 1
            _maxDepth = max(_maxDepth, depth)
        }
        onValue(input)
        lock.withLock { depth -= 1 }
        return answer
    }

    func receive(completion: Subscribers.Completion<TestError>) {
        lock.withLock {
            switch completion {
            case .finished: _events.append("finished")
            case .failure: _events.append("failure")
            }
        }
    }
}

/// The owner of a delivery: records what it is told.
private final class Owner: DownstreamDemandReceiver, @unchecked Sendable {
    // Safety: `_reports` is read and written with `lock` held.
    private let lock = NSLock()
    private var _reports: [String] = []
    var reports: [String] { lock.withLock { _reports } }

    func downstreamRequested(_ demand: Subscribers.Demand) {
        lock.withLock { _reports.append("requested \(demand)") }
    }

    func downstreamAnswered(_ demand: Subscribers.Demand, tag: Int) {
        lock.withLock { _reports.append("answered \(demand) tag \(tag)") }
    }

    func downstreamCompleted() {
        lock.withLock { _reports.append("completed") }
    }
}

/// Which named thread delivered each value.
private final class ThreadName: @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held.
    private let lock = NSLock()
    private var current: [ObjectIdentifier: String] = [:]
    private var deliveredOn: [Int: String] = [:]

    func set(_ name: String) {
        lock.withLock { current[ObjectIdentifier(Thread.current)] = name }
    }

    func record(_ value: Int) {
        lock.withLock { deliveredOn[value] = current[ObjectIdentifier(Thread.current)] }
    }

    func threadOf(_ value: Int) -> String? {
        lock.withLock { deliveredOn[value] }
    }
}
