// Must NOT compile: a subject of non-`Sendable` values is shared with another task, which could then
// receive, on its own thread, a value this task keeps mutating. Signals' subjects (like `Future` and
// `Publishers.Share`) are `Sendable` only when their values are; Combine's are not `Sendable` at all.
// With `Sendable` values it compiles: see SubjectOfSendableValuesCrossesTasks.swift.
// `.ci/sendable-check` expects every `expected-diagnostic` line below among the compiler's diagnostics.
// expected-diagnostic: error: sending value of non-Sendable type '() async -> ()' risks causing data races
import Signals

final class Counter {
    var count = 0
}

func sendCountersFromAnotherTask() async {
    let counters = PassthroughSubject<Counter, Never>()
    let cancellable = counters.sink { $0.count += 1 }
    let task = Task.detached {
        counters.send(Counter())
    }
    counters.send(Counter())
    await task.value
    cancellable.cancel()
}
