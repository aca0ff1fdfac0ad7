// Must NOT compile: an erased `map` whose closure mutates a non-`Sendable` counter is sent to another
// task while this task keeps using the counter, a data race. The task's closure is not `Sendable` only
// because the `AnyPublisher` it captures is not (with `Just(1)` alone it compiles: see the twin). The map
// is on `Deferred`, not on `Just`: `Just.map` runs its closure at once (Combine's specialised overload),
// so the erased publisher would hold no closure and region-based isolation would let it go.
// `.ci/sendable-check` expects every `expected-diagnostic` line below among the compiler's diagnostics.
// expected-diagnostic: error: sending value of non-Sendable type '() async -> ()' risks causing data races
// expected-diagnostic: note: access can happen concurrently
import Signals

final class Counter {
    var count = 0
}

func countInAnotherTask() async {
    let counter = Counter()
    let numbers = Deferred { Just(1) }.map { value in
        counter.count += value
        return value
    }.eraseToAnyPublisher()
    let task = Task.detached {
        _ = numbers.sink { _ in }
    }
    counter.count += 1
    await task.value
}
