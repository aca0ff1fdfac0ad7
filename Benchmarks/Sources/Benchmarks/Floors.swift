import BenchmarkSupport

/// The floor: the same work as S1 and S2 done with a bare array of closures (no demand, no locks, no
/// subscriptions). No library can beat it; it shows how far from free each library is.
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
}
