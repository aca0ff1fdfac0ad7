import Foundation
import SignalsFoundation
import Testing

@Suite struct TimerPublisherTests {
    @Test func autoconnectStartsTheTimerAndCancellingStopsIt() {
        var dates: [Date] = []
        let start = Date()
        let cancellable = Timer.publish(every: 0.005, on: .current, in: .default)
            .autoconnect()
            .sink { dates.append($0) }
        spinRunLoop { dates.count >= 3 }
        cancellable.cancel()
        let count = dates.count
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.02))
        #expect(count >= 3)
        #expect(dates.count == count)
        #expect(dates.allSatisfy { $0 >= start })
        #expect(dates == dates.sorted())
    }

    @Test func nothingTicksBeforeConnect() {
        let publisher = Timer.publish(every: 0.001, on: .current, in: .default)
        var ticks = 0
        let cancellable = publisher.sink { _ in ticks += 1 }
        _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
        #expect(ticks == 0)
        let connection = publisher.connect()
        spinRunLoop { ticks > 0 }
        #expect(ticks > 0)
        connection.cancel()
        cancellable.cancel()
    }
}
