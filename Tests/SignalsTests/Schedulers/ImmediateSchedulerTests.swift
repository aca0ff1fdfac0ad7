import Signals
import Testing

@Suite struct ImmediateSchedulerTests {
    typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride

    @Test func runsEveryKindOfActionAtOnceOnTheCallingThread() {
        let scheduler = ImmediateScheduler.shared
        let log = LockedLog<String>()
        scheduler.schedule { log.append("now") }
        scheduler.schedule(after: scheduler.now.advanced(by: 100)) { log.append("later") }
        let repeating = scheduler.schedule(after: scheduler.now, interval: 5) { log.append("repeating") }
        repeating.cancel()
        #expect(log.elements == ["now", "later", "repeating"])
    }

    @Test func timeNeverMoves() {
        let now = ImmediateScheduler.shared.now
        #expect(now == now.advanced(by: 100))
        #expect(now.distance(to: now.advanced(by: -1)) == 0)
        #expect(ImmediateScheduler.shared.minimumTolerance == 0)
    }

    @Test func strideIsAUnitlessCountWhoseTimeConversionsAreZero() {
        #expect(Stride(14) == 14)
        #expect(Stride(14) == 14.6)
        #expect(Stride(-4) == -4.1)
        #expect(Stride(-4) * Stride(5) == Stride(-20))
        #expect(Stride(10) - Stride(3) == 7)
        #expect(Stride(-10) < Stride(2))
        #expect(Stride(exactly: UInt64.max) == nil)
        #expect(
            [Stride.seconds(1), .seconds(1.5), .milliseconds(2), .microseconds(3), .nanoseconds(4)] == [0, 0, 0, 0, 0])
    }

    @Test func strideArithmeticSaturatesInsteadOfTrapping() {
        #expect(Stride(.max) + 1 == Stride(.max))
        #expect(Stride(.min) - 1 == Stride(.min))
        #expect(Stride(.max) * Stride(-2) == Stride(.min))
        #expect(Stride(floatLiteral: .infinity) == Stride(.max))
    }

    @Test func aRepeatingActionReturnsTheEmptySubscriptionAsInCombine() {
        let ran = LockedLog<Int>()
        let cancellable = ImmediateScheduler.shared.schedule(after: ImmediateScheduler.shared.now, interval: 10) {
            ran.append(1)
        }
        #expect(ran.elements == [1])
        #expect(String(describing: cancellable) == "Empty")
        cancellable.cancel()
    }
}
