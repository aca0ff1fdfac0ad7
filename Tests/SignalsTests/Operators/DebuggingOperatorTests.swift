import Foundation
import Signals
import Testing

/// A text stream that keeps what was written, for `print(_:to:)`.
private struct CollectingStream: TextOutputStream {
    let log: EventLog
    mutating func write(_ string: String) {
        if !string.isEmpty { log.append(string) }
    }
}

@Suite struct PrintTests {
    @Test func logsEveryEventInCombinesWords() {
        let log = EventLog()
        let tracker = TrackingSubscriber<Int, Never>(
            initialDemand: .max(2), demandOnValue: { $0 == 1 ? .max(1) : .none })
        [1, 2].publisher.print("numbers", to: CollectingStream(log: log)).subscribe(tracker)
        #expect(
            log.entries == [
                "numbers: receive subscription: ([1, 2])\n",
                "numbers: request max: (2)\n",
                "numbers: receive value: (1)\n",
                "numbers: request max: (1) (synchronous)\n",
                "numbers: receive value: (2)\n",
                "numbers: receive finished\n",
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
            log.entries == [
                "receive subscription: (ManualSubscription)\n", "request unlimited\n", "receive cancel\n",
                "receive subscription: (Empty)\n", "request unlimited\n", "receive error: (TestError(3))\n",
            ]
        )
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
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
