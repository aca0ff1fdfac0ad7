import BenchmarkSupport

/// The floor: the same work as S1, S2 and S6 done with a bare array of closures (no demand, no locks,
/// no subscriptions). No library can beat it; it shows how far from free each library is.
enum Floors {
    /// A "subject" that is only an array of closures.
    final class ClosureList {
        var handlers: [(Int) -> Void] = []

        @inline(never)
        func send(_ value: Int) {
            for handler in handlers {
                handler(value)
            }
        }
    }

    /// S1's work as three composed closures: map, then filter, then the sum.
    @inline(never)
    static func chain(sends: Int) -> Sample {
        let list = ClosureList()
        let sum = Accumulator()
        defer { sum.deallocate() }
        let sink: (Int) -> Void = { sum.add($0) }
        let filter: (Int) -> Void = { if $0 % 2 == 0 { sink($0) } }
        let map: (Int) -> Void = { filter($0 + 1) }
        list.handlers.append(map)
        let elapsed = Stopwatch.measure {
            for value in 0..<sends {
                list.send(value)
            }
        }
        return Sample(nanoseconds: elapsed, operations: sends, checksum: sum.checksum)
    }

    /// S2's work: `sinks` closures adding into one sum.
    @inline(never)
    static func fanOut(sends: Int, sinks: Int) -> Sample {
        let list = ClosureList()
        let sum = Accumulator()
        defer { sum.deallocate() }
        for _ in 0..<sinks {
            list.handlers.append { sum.add($0) }
        }
        let elapsed = Stopwatch.measure {
            for value in 0..<sends {
                list.send(value)
            }
        }
        return Sample(nanoseconds: elapsed, operations: sends * sinks, checksum: sum.checksum)
    }

    /// S6's work: two threads call `sinks` closures, each adding the value into its own
    /// `AtomicCounter` (a bare closure list has no delivery contract, so its sums must be atomic to
    /// be exact). What is left is the cost of the contended counters. Its checksum is S6's: the sum
    /// over all sinks.
    @inline(never)
    static func concurrency(sendsPerThread: Int, sinks: Int) -> Sample {
        let threads = 2
        let list = ClosureList()
        let sums = (0..<sinks).map { _ in AtomicCounter() }
        for sum in sums {
            list.handlers.append { sum.add($0) }
        }
        // The list is not mutated while the threads run.
        let shared = UncheckedSendable(list)
        let elapsed = Threads.run(count: threads) { _ in
            let list = shared.value
            for value in 0..<sendsPerThread {
                list.send(value)
            }
        }
        let expected = threads * (sendsPerThread * (sendsPerThread - 1) / 2)
        let totals = sums.map(\.value)
        return Sample(
            nanoseconds: elapsed,
            operations: threads * sendsPerThread * sinks,
            checksum: totals.reduce(0) { $0 &+ UInt64(bitPattern: Int64($1)) },
            problem: totals.allSatisfy { $0 == expected } ? nil : "floor lost deliveries: \(totals)"
        )
    }
}
