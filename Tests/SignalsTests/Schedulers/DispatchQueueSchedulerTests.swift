import Dispatch
import Foundation
import Signals
import Testing

/// Tests of `DispatchQueue` as a scheduler. Nothing here waits on the wall clock: actions are due at
/// once, and each test awaits the queue running them through a continuation.
@Suite struct DispatchQueueSchedulerTests {
    typealias Time = DispatchQueue.SchedulerTimeType
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride

    private static let queueName = DispatchSpecificKey<String>()

    private func makeQueue(_ name: String) -> DispatchQueue {
        let queue = DispatchQueue(label: name)
        queue.setSpecific(key: Self.queueName, value: name)
        return queue
    }

    // MARK: - Scheduling

    @Test func runsActionsOnTheQueueInSubmissionOrder() async {
        let queue = makeQueue("serial")
        let log = LockedLog<String>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            for index in 1...3 {
                queue.schedule { log.append("\(index)@\(DispatchQueue.getSpecific(key: Self.queueName) ?? "?")") }
            }
            queue.schedule { continuation.resume() }
        }
        #expect(log.elements == ["1@serial", "2@serial", "3@serial"])
    }

    @Test func runsADueDelayedActionOnTheQueue() async {
        let queue = makeQueue("delayed")
        let ranOn = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            queue.schedule(after: queue.now) {
                continuation.resume(returning: DispatchQueue.getSpecific(key: Self.queueName))
            }
        }
        #expect(ranOn == "delayed")
    }

    @Test func optionsGroupIsEnteredUntilTheActionHasRun() async {
        let queue = makeQueue("grouped")
        let group = DispatchGroup()
        let log = LockedLog<String>()
        queue.schedule(options: .init(qos: .userInitiated, group: group)) { log.append("now") }
        queue.schedule(after: queue.now, tolerance: .zero, options: .init(group: group)) { log.append("after") }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            group.notify(queue: queue) { continuation.resume() }
        }
        #expect(log.elements == ["now", "after"])
    }

    @Test func repeatingActionRunsUntilCancelled() async {
        let queue = makeQueue("timer")
        let log = LockedLog<Int>()
        let holder = LockedLog<SharedCancellable>()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            // Created on the serial queue itself, so no run can start before `holder` has the cancellable.
            queue.schedule {
                let cancellable = queue.schedule(after: queue.now, interval: .nanoseconds(1)) {
                    log.append(log.elements.count + 1)
                    if log.elements.count == 3 {
                        holder.elements.first?.cancel()
                        continuation.resume()
                    }
                }
                holder.append(SharedCancellable(cancellable as! AnyCancellable))
            }
        }
        // Runs and the cancel happen on the serial queue, so once this barrier has run no run is left.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.schedule { continuation.resume() }
        }
        #expect(log.elements == [1, 2, 3])
    }

    @MainActor @Test func mainQueueRunsMainActorActions() async {
        let scheduler = DispatchQueue.main
        var ran = false
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            scheduler.scheduleOnMainActor(after: scheduler.now) {
                ran = true
                continuation.resume()
            }
        }
        #expect(ran)
    }

    @Test func minimumToleranceIsZeroAndNowIsTheDispatchClock() {
        let before = DispatchTime.now().uptimeNanoseconds
        let now = DispatchQueue.main.now.dispatchTime.uptimeNanoseconds
        let after = DispatchTime.now().uptimeNanoseconds
        #expect((before...after).contains(now))
        #expect(DispatchQueue.main.minimumTolerance == .nanoseconds(0))
    }

    // MARK: - Time type

    @Test func timeDistanceAndAdvanceAreInNanoseconds() {
        let time = Time(DispatchTime(uptimeNanoseconds: 10_000))
        let later = Time(DispatchTime(uptimeNanoseconds: 10_431))
        #expect(time.distance(to: later) == .nanoseconds(431))
        #expect(later.distance(to: time) == .nanoseconds(-431))
        #expect(time.advanced(by: .nanoseconds(431)) == later)
        #expect(later.advanced(by: .nanoseconds(-431)) == time)
        #expect(time < later)
    }

    @Test func timeSaturatesAtBothEnds() {
        let time = Time(DispatchTime(uptimeNanoseconds: 10_000))
        #expect(time.advanced(by: .nanoseconds(.max)).advanced(by: .nanoseconds(.max)).dispatchTime == .distantFuture)
        #expect(time.advanced(by: .nanoseconds(-20_000)).dispatchTime.uptimeNanoseconds == 1)
        #expect(time.distance(to: Time(.distantFuture)) == .nanoseconds(.max))
        #expect(Time(.distantFuture).distance(to: time) == .nanoseconds(.min))
    }

    @Test func timeIsHashableAndCodable() throws {
        let time = Time(DispatchTime(uptimeNanoseconds: 42))
        #expect(Set([time, Time(DispatchTime(uptimeNanoseconds: 42))]).count == 1)
        let data = try JSONEncoder().encode([time])
        #expect(String(decoding: data, as: UTF8.self) == "[42]")
        #expect(try JSONDecoder().decode([Time].self, from: data) == [time])
    }

    // MARK: - Stride

    @Test func strideConversionsCountNanoseconds() {
        #expect(Stride.seconds(2).magnitude == 2_000_000_000)
        #expect(Stride.seconds(1.2).magnitude == 1_200_000_000)
        #expect(Stride.seconds(0.3).magnitude == 300_000_000)
        #expect(Stride.milliseconds(2).magnitude == 2_000_000)
        #expect(Stride.microseconds(2).magnitude == 2_000)
        #expect(Stride.nanoseconds(2).magnitude == 2)
    }

    @Test func strideLiteralsCountSeconds() {
        #expect((2 as Stride) == .seconds(2))
        #expect((1.5 as Stride) == .milliseconds(1_500))
        #expect(Stride(exactly: 2 as UInt64) == .seconds(2))
        #expect(Stride(exactly: UInt64.max) == nil)
    }

    @Test func strideArithmetic() {
        #expect(Stride.nanoseconds(7) + .nanoseconds(-12) == .nanoseconds(-5))
        #expect(Stride.nanoseconds(7) - .nanoseconds(12) == .nanoseconds(-5))
        #expect(Stride.seconds(3) * 2 == .seconds(6))
        #expect(Stride.milliseconds(500) * Stride.milliseconds(500) == .milliseconds(250))
        #expect(Stride.nanoseconds(18) * .nanoseconds(1) == .zero)
        #expect(-Stride.seconds(1) == .seconds(-1))
        #expect(Stride.milliseconds(2) < .seconds(2))
    }

    @Test func strideSaturatesInsteadOfTrapping() {
        #expect(Stride.seconds(Int.max).magnitude == .max)
        #expect(Stride.milliseconds(Int.min).magnitude == .min)
        #expect(Stride.seconds(Double.infinity).magnitude == .max)
        #expect(Stride.seconds(Double.nan).magnitude == 0)
        #expect((Stride.nanoseconds(.max) + .nanoseconds(1)).magnitude == .max)
        #expect((Stride.nanoseconds(.min) - .nanoseconds(1)).magnitude == .min)
        #expect((Stride.seconds(-4_000_000_000) * Stride.seconds(4_000_000_000)).magnitude == .min)
    }

    @Test func strideConvertsToAndFromDispatchTimeInterval() {
        #expect(Stride(.seconds(2)) == .seconds(2))
        #expect(Stride(.milliseconds(2)) == .milliseconds(2))
        #expect(Stride(.microseconds(2)) == .microseconds(2))
        #expect(Stride(.nanoseconds(2)) == .nanoseconds(2))
        #expect(Stride(.never).magnitude == .max)
        #expect(Stride(.seconds(.min)).magnitude == .min)
        #expect(Stride.seconds(2).timeInterval == .nanoseconds(2_000_000_000))
    }

    @Test func strideIsCodable() throws {
        let stride = Stride.nanoseconds(419_872)
        let data = try JSONEncoder().encode(stride)
        #expect(try JSONDecoder().decode(Stride.self, from: data) == stride)
    }
}
