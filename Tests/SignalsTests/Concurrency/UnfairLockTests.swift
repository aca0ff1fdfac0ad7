import Dispatch
import Testing

@testable import Signals

@Suite(.timeLimit(.minutes(1)))
struct UnfairLockTests {
    /// A count that only the lock guards (a plain `var`: ThreadSanitizer reports any access the lock does
    /// not order).
    final class Counter: @unchecked Sendable {
        // Safety: `count` is only read or written with `lock` held.
        let lock = UnfairLock()
        var count = 0
    }

    @Test func contendingThreadsEachHoldTheLockAloneAndLoseNoIncrement() {
        let counter = Counter()
        let threads = 4
        let increments = 20_000
        // Enough contention for waiters to give up spinning and park (Linux), or to block in the kernel.
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<increments {
                counter.lock.withLock { counter.count += 1 }
            }
        }
        #expect(counter.lock.withLock { counter.count } == threads * increments)
    }
}
