import Foundation
import SignalsFoundation
import Testing

@Suite struct RunLoopSchedulerTests {
    @Test func runsActionsInOrderOnTheRunLoopsThread() {
        let runLoop = RunLoop.current
        let log = Log()
        runLoop.schedule { log.append("first") }
        runLoop.schedule(after: runLoop.now.advanced(by: .milliseconds(10))) { log.append("later") }
        runLoop.schedule { log.append("second") }
        #expect(log.entries.isEmpty)
        spinRunLoop { log.entries.count == 3 }
        #expect(log.entries == ["first", "second", "later"])
    }

    @Test func repeatingActionRunsUntilCancelled() {
        let runLoop = RunLoop.current
        let ticks = Log()
        let cancellable = runLoop.schedule(after: runLoop.now, interval: .milliseconds(5)) { ticks.append("tick") }
        spinRunLoop { ticks.entries.count >= 3 }
        cancellable.cancel()
        let afterCancel = ticks.entries.count
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.02))
        #expect(afterCancel >= 3)
        #expect(ticks.entries.count == afterCancel)
    }

    @Test func strideCountsSeconds() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(1_500).timeInterval == 1.5)
        #expect((2 as Stride) * 3 == 6)
        let start = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 0))
        #expect(start.advanced(by: .seconds(2)).date == Date(timeIntervalSince1970: 2))
        #expect(start.distance(to: start.advanced(by: 0.25)) == 0.25)
    }

    @Test func receiveOnDeliversOnTheRunLoop() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.receive(on: RunLoop.current).sink { values.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(values.isEmpty)
        spinRunLoop { values.count == 2 }
        #expect(values == [1, 2])
        cancellable.cancel()
    }
}

@Suite struct OperationQueueSchedulerTests {
    @Test func addsActionsAsOperations() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let log = Log()
        queue.schedule { log.append("now") }
        queue.waitUntilAllOperationsAreFinished()
        #expect(log.entries == ["now"])
    }

    @Test func delayedActionIsAddedWhenDue() {
        let queue = OperationQueue()
        let log = Log()
        queue.schedule(after: queue.now.advanced(by: .milliseconds(5))) { log.append("later") }
        spinRunLoop { log.entries == ["later"] }
        #expect(log.entries == ["later"])
    }
}

/// A thread-safe list of strings for actions that run on other threads.
final class Log: @unchecked Sendable {
    // Safety: `storage` is only touched with `lock` held.
    private let lock = NSLock()
    private var storage: [String] = []

    var entries: [String] { lock.withLock { storage } }

    func append(_ entry: String) {
        lock.withLock { storage.append(entry) }
    }
}
