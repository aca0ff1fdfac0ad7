import Foundation
import Signals
import Testing

/// A text stream that keeps every write, for `print(_:to:)`.
private struct CollectingStream: TextOutputStream {
    let log: EventLog
    mutating func write(_ string: String) {
        log.append(string)
    }
}

/// The lines written to a ``CollectingStream``.
private func lines(_ log: EventLog) -> [String] {
    log.entries.joined().split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

@Suite struct PrintTests {
    @Test func logsEveryEventInCombinesWords() {
        let log = EventLog()
        let tracker = TrackingSubscriber<Int, Never>(
            initialDemand: .max(2), demandOnValue: { $0 == 1 ? .max(1) : .none })
        [1, 2].publisher.print("numbers", to: CollectingStream(log: log)).subscribe(tracker)
        #expect(
            lines(log) == [
                "numbers: receive subscription: ([1, 2])",
                "numbers: request max: (2)",
                "numbers: receive value: (1)",
                "numbers: request max: (1) (synchronous)",
                "numbers: receive value: (2)",
                "numbers: receive finished",
            ]
        )
        #expect(tracker.events == [.subscription("Print"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func logsFailureAndCancelWithoutAPrefix() {
        let log = EventLog()
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = TrackingSubscriber<Int, TestError>()
        upstream.print(to: CollectingStream(log: log)).subscribe(tracker)
        tracker.cancel()
        Fail<Int, TestError>(error: TestError(code: 3)).print(to: CollectingStream(log: log))
            .subscribe(TrackingSubscriber<Int, TestError>())
        #expect(
            lines(log) == [
                "receive subscription: (ManualSubscription)", "request unlimited", "receive cancel",
                "receive subscription: (Empty)", "request unlimited", "receive error: (TestError(3))",
            ]
        )
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    @Test func passesOnEventsThatArriveBeforeTheSubscriptionLikeCombine() {
        let log = EventLog()
        let upstream = SilentPublisher()
        let tracker = TrackingSubscriber<Int, TestError>()
        upstream.print(to: CollectingStream(log: log)).subscribe(tracker)
        #expect(upstream.send(1) == .none)
        upstream.send(completion: .finished)
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.value(1), .completion(.finished)])
        #expect(
            lines(log) == [
                "receive value: (1)", "receive finished", "receive value: (2)", "receive finished",
            ])
    }

    @Test func twoThreadsSendingBeforeASubscriptionEachReachTheDownstreamAndTheLog() {
        let log = EventLog()
        let upstream = ProbePublisher<Int, Never>(subscription: nil)
        let received = LockedValue([Int]())
        let sink = upstream.print(to: CollectingStream(log: log)).sink { value in
            received.withLock { $0.append(value) }
        }
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for _ in 0..<100 {
                upstream.send(thread)
            }
        }
        #expect(received.value.sorted() == Array(repeating: 0, count: 100) + Array(repeating: 1, count: 100))
        let logged = ["receive value: (0)", "receive value: (1)"].flatMap { Array(repeating: $0, count: 100) }
        #expect(lines(log).sorted() == logged)
        sink.cancel()
    }

    @Test func writesEachLineAsPrintToDoesLikeCombine() {
        let log = EventLog()
        let tracker = TrackingSubscriber<Int, Never>(initialDemand: nil)
        Empty<Int, Never>(completeImmediately: false).print("p", to: CollectingStream(log: log)).subscribe(tracker)
        #expect(log.entries == ["", "p: receive subscription: (Empty)", "\n"])
        tracker.cancel()
        #expect(log.entries.suffix(3) == ["", "p: receive cancel", "\n"])
    }
}

/// A publisher that never hands its subscriber a subscription: the test sends events directly.
private final class SilentPublisher: Publisher, @unchecked Sendable {
    // Safety: only touched on the test's thread.
    typealias Output = Int
    typealias Failure = TestError

    private var subscriber: AnySubscriber<Int, TestError>?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
        self.subscriber = AnySubscriber(subscriber)
    }

    @discardableResult
    func send(_ value: Int) -> Subscribers.Demand {
        subscriber?.receive(value) ?? .none
    }

    func send(completion: Subscribers.Completion<TestError>) {
        subscriber?.receive(completion: completion)
    }
}

@Suite struct BreakpointTests {
    @Test func passesEventsThroughAndAsksEveryClosure() {
        let log = EventLog()
        let tracker = TrackingSubscriber<Int, TestError>()
        Just(1).setFailureType(to: TestError.self)
            .breakpoint(
                receiveSubscription: {
                    log.append("subscription \($0)"); return false
                },
                receiveOutput: {
                    log.append("value \($0)"); return false
                },
                receiveCompletion: {
                    log.append("completion \($0)"); return false
                }
            )
            .subscribe(tracker)
        // `Just.setFailureType(to:)` is a `Result.Publisher`, whose subscription is "Once", as in Combine.
        #expect(log.entries == ["subscription Once", "value 1", "completion finished"])
        #expect(tracker.events == [.subscription("Breakpoint"), .value(1), .completion(.finished)])
    }

    @Test func breakpointOnErrorLetsAFinishedStreamThrough() {
        let tracker = TrackingSubscriber<Int, TestError>()
        [1, 2].publisher.setFailureType(to: TestError.self).breakpointOnError().subscribe(tracker)
        #expect(tracker.events == [.subscription("Breakpoint"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func breakpointOnErrorRaisesSIGTRAPOnFailure() async {
        await #expect(processExitsWith: .signal(SIGTRAP)) {
            _ = Fail<Int, TestError>(error: TestError()).breakpointOnError().sink(
                receiveCompletion: { _ in }, receiveValue: { _ in })
        }
    }
}

@Suite struct AssertNoFailureTests {
    /// As in Combine, `assertNoFailure` hands the upstream's subscription straight through.
    @Test func republishesValuesAndFinishesThroughTheUpstreamsSubscription() {
        let tracker = TrackingSubscriber<Int, Never>()
        [1, 2].publisher.setFailureType(to: TestError.self).assertNoFailure().subscribe(tracker)
        #expect(tracker.events == [.subscription("[1, 2]"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func trapsOnFailure() async {
        await #expect(processExitsWith: .failure) {
            _ = Fail<Int, TestError>(error: TestError()).assertNoFailure("boom").sink { _ in }
        }
    }
}
