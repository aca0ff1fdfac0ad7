import Signals
import Testing

@testable import FlowKit

/// The one event queue of the window and the router: in order, never re-entrant, held while releasing.
@Suite struct EventQueueTests {
    @Test func eventsQueuedWhileDeliveringAreDeliveredAfterTheCurrentOneInOrder() {
        let queue = EventQueue<Int>()
        var log: [String] = []
        func deliver(_ event: Int) {
            log.append("begin \(event)")
            if event == 1 {
                queue.append(2)
                queue.append(3)
                queue.drain(deliver)  // re-entrant: returns at once, the outer loop delivers 2 and 3
            }
            log.append("end \(event)")
        }
        queue.append(1)
        queue.drain(deliver)
        #expect(log == ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
        #expect(queue.popFirst() == nil && !queue.isDraining)
    }

    @Test func settleRunsBeforeEachDeliveryAndOnceWhenEmpty() {
        let queue = EventQueue<String>()
        var log: [String] = []
        queue.append("a")
        queue.append("b")
        queue.drain(settling: { log.append("settle") }, { log.append($0) })
        #expect(log == ["settle", "a", "settle", "b", "settle"])
    }

    @Test func drainsCalledWhileHeldExclusivelyWaitForTheNextDrain() {
        let queue = EventQueue<Int>()
        var delivered: [Int] = []
        queue.runExclusively {
            queue.append(1)
            queue.drain { delivered.append($0) }
            #expect(delivered.isEmpty && queue.isDraining)
        }
        #expect(!queue.isDraining)
        queue.drain { delivered.append($0) }
        #expect(delivered == [1])
    }

    @Test func aLongQueueKeepsItsOrderAcrossCompactions() {
        let queue = EventQueue<Int>()
        var delivered: [Int] = []
        for value in 0..<100 { queue.append(value) }
        queue.drain { value in
            delivered.append(value)
            if value < 100 { queue.append(value + 100) }
        }
        #expect(delivered == Array(0..<200))
    }
}
