import Dispatch
import Signals
import Testing

@Suite struct VirtualTimeSchedulerTests {
    typealias Time = VirtualTimeScheduler.SchedulerTimeType

    /// The instant `seconds` after zero.
    private func at(_ seconds: Double) -> Time {
        Time(nanoseconds: 0).advanced(by: .seconds(seconds))
    }

    @Test func nothingRunsUntilTimeIsAdvanced() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<String>()
        scheduler.schedule { log.append("now") }
        scheduler.schedule(after: at(1)) { log.append("later") }
        #expect(log.elements == [])
        #expect(scheduler.pendingActionCount == 2)
        scheduler.advance()
        #expect(log.elements == ["now"])
        #expect(scheduler.now == at(0))
    }

    @Test func nextActionDateIsTheEarliestPendingInstantOrNil() {
        let scheduler = VirtualTimeScheduler()
        #expect(scheduler.nextActionDate == nil)
        scheduler.schedule(after: at(2)) {}
        scheduler.schedule(after: at(1)) {}
        let repeating = scheduler.schedule(after: at(1.5), interval: .seconds(10)) {}
        #expect(scheduler.nextActionDate == at(1))
        scheduler.advance(to: at(1))
        #expect(scheduler.nextActionDate == at(1.5))
        scheduler.advance(to: at(2))
        #expect(scheduler.nextActionDate == at(11.5))  // the repeating action's next run
        repeating.cancel()
        #expect(scheduler.nextActionDate == nil)
    }

    @Test func actionsDueAtTheSameInstantRunInSchedulingOrder() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<String>()
        scheduler.schedule(after: at(2)) { log.append("c@\(scheduler.now)") }
        scheduler.schedule(after: at(1)) { log.append("a@\(scheduler.now)") }
        scheduler.schedule(after: at(2)) { log.append("d@\(scheduler.now)") }
        scheduler.schedule(after: at(1)) { log.append("b@\(scheduler.now)") }
        scheduler.advance(by: .seconds(5))
        #expect(
            log.elements == ["a@1000000000ns", "b@1000000000ns", "c@2000000000ns", "d@2000000000ns"]
        )
        #expect(scheduler.now == at(5))
    }

    @Test func advanceRunsOnlyWhatIsDueWithinTheWindowAndIncludesItsEnd() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<Int>()
        for second in 1...3 {
            scheduler.schedule(after: at(Double(second))) { log.append(second) }
        }
        scheduler.advance(by: .milliseconds(1_500))
        #expect(log.elements == [1])
        #expect(scheduler.now == at(1.5))
        scheduler.advance(by: .milliseconds(500))
        #expect(log.elements == [1, 2])
        scheduler.advance(to: at(3))
        #expect(log.elements == [1, 2, 3])
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func actionsScheduledWhileAdvancingRunWhenTheyFallWithinTheWindow() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<String>()
        scheduler.schedule(after: at(1)) {
            log.append("first@\(scheduler.now)")
            scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append("inside@\(scheduler.now)") }
            scheduler.schedule(after: scheduler.now.advanced(by: .seconds(5))) { log.append("outside") }
        }
        scheduler.advance(by: .seconds(3))
        #expect(log.elements == ["first@1000000000ns", "inside@2000000000ns"])
        #expect(scheduler.now == at(3))
        #expect(scheduler.pendingActionCount == 1)
    }

    @Test func actionScheduledInThePastIsDueNowAfterWhatIsAlreadyDue() {
        let scheduler = VirtualTimeScheduler(now: at(10))
        let log = LockedLog<String>()
        scheduler.schedule { log.append("now") }
        scheduler.schedule(after: at(3)) { log.append("past") }
        scheduler.advance()
        #expect(log.elements == ["now", "past"])
        #expect(scheduler.now == at(10))
    }

    @Test func advancingToThePastNeverRewindsTheClock() {
        let scheduler = VirtualTimeScheduler(now: at(10))
        scheduler.advance(to: at(4))
        #expect(scheduler.now == at(10))
        scheduler.advance(by: .seconds(-3))
        #expect(scheduler.now == at(10))
    }

    @Test func repeatingActionRunsEveryIntervalUntilCancelled() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<String>()
        let cancellable = scheduler.schedule(after: at(1), interval: .seconds(1)) { log.append("\(scheduler.now)") }
        scheduler.advance(by: .milliseconds(3_500))
        #expect(log.elements == ["1000000000ns", "2000000000ns", "3000000000ns"])
        cancellable.cancel()
        #expect(scheduler.pendingActionCount == 0)
        scheduler.advance(by: .seconds(10))
        #expect(log.elements.count == 3)
    }

    @Test func releasingTheCancellableStopsARepeatingAction() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<Int>()
        do {
            _ = scheduler.schedule(after: at(1), interval: .seconds(1)) { log.append(1) }
        }
        scheduler.advance(by: .seconds(5))
        #expect(log.elements == [])
        #expect(scheduler.pendingActionCount == 0)
    }

    @Test func repeatingActionMayCancelItselfWhileRunning() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<Int>()
        let holder = LockedLog<SharedCancellable>()
        let cancellable = scheduler.schedule(after: at(0), interval: .seconds(1)) {
            log.append(log.elements.count + 1)
            if log.elements.count == 2 { holder.elements.first?.cancel() }
        }
        holder.append(SharedCancellable(cancellable as! AnyCancellable))
        scheduler.advance(by: .seconds(10))
        #expect(log.elements == [1, 2])
    }

    @Test(arguments: [0, -1_000])
    func repeatingActionWithANonPositiveIntervalRunsOnce(milliseconds: Int) {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<Int>()
        let cancellable = scheduler.schedule(after: at(1), interval: .milliseconds(milliseconds)) { log.append(1) }
        scheduler.advance(by: .seconds(10))
        #expect(log.elements == [1])
        _ = cancellable
    }

    @Test func repeatingActionStopsAtTheEndOfTime() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<Int>()
        let end = Time(nanoseconds: .max)
        let cancellable = scheduler.schedule(after: end, interval: .seconds(1)) { log.append(1) }
        scheduler.advance(to: end)
        #expect(log.elements == [1])
        #expect(scheduler.pendingActionCount == 0)
        _ = cancellable
    }

    @Test func runExecutesChainsOfOneShotActionsAndLeavesRepeatingOnesPending() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<String>()
        let ticks = scheduler.schedule(after: at(1), interval: .seconds(1)) { log.append("tick") }
        scheduler.schedule(after: at(2)) {
            log.append("a")
            scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { log.append("b") }
        }
        scheduler.run()
        // FIFO by when each run was scheduled: at 2s, "a" (scheduled at 0s) precedes the tick requeued
        // at 1s; at 3s, "b" (scheduled by "a") precedes the tick requeued after its run at 2s.
        #expect(log.elements == ["tick", "a", "tick", "b", "tick"])
        #expect(scheduler.now == at(3))
        #expect(scheduler.pendingActionCount == 1)
        ticks.cancel()
    }

    @Test func actionMayAdvanceTheSchedulerReentrantly() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<String>()
        scheduler.schedule(after: at(1)) {
            log.append("outer")
            scheduler.advance(by: .seconds(1))
        }
        scheduler.schedule(after: at(2)) { log.append("inner@\(scheduler.now)") }
        scheduler.advance(by: .seconds(1))
        #expect(log.elements == ["outer", "inner@2000000000ns"])
        #expect(scheduler.now == at(2))
    }

    @Test func schedulingFromManyThreadsAtOnceLosesNothing() {
        let scheduler = VirtualTimeScheduler()
        let log = LockedLog<Int>()
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            scheduler.schedule(after: at(Double(index % 5))) { log.append(index) }
        }
        scheduler.advance(by: .seconds(5))
        #expect(log.elements.sorted() == Array(0..<100))
    }

    @MainActor @Test func mainActorCodeSchedulesWithoutHopping() {
        let scheduler = VirtualTimeScheduler()
        var fired: [Time] = []
        scheduler.scheduleOnMainActor(after: scheduler.now.advanced(by: .seconds(1))) { fired.append(scheduler.now) }
        let timer = scheduler.scheduleOnMainActor(after: at(2), interval: .seconds(2)) { fired.append(scheduler.now) }
        scheduler.scheduleOnMainActor { fired.append(scheduler.now) }
        scheduler.advance(by: .seconds(4))
        #expect(fired == [at(0), at(1), at(2), at(4)])
        timer.cancel()
    }

    @Test func timeTypeArithmeticSaturates() {
        #expect(at(1).distance(to: at(3)) == .seconds(2))
        #expect(at(3).distance(to: at(1)) == .seconds(-2))
        #expect(Time(nanoseconds: .max).advanced(by: .nanoseconds(1)) == Time(nanoseconds: .max))
        #expect(Time(nanoseconds: .min).distance(to: Time(nanoseconds: .max)) == .nanoseconds(.max))
        #expect(at(1.5).description == "1500000000ns")
    }

    @Test func strideCountsNanosecondsWithSecondLiterals() {
        typealias Stride = VirtualTimeScheduler.SchedulerTimeType.Stride
        #expect((2 as Stride) == .milliseconds(2_000))
        #expect((0.5 as Stride).magnitude == 500_000_000)
        #expect(Stride.microseconds(3).magnitude == 3_000)
        #expect(Stride.seconds(3) * 2 == .seconds(6))
        #expect(Stride.nanoseconds(.max) + .nanoseconds(1) == .nanoseconds(.max))
        #expect(Stride(exactly: Int8(4)) == .seconds(4))
    }
}
