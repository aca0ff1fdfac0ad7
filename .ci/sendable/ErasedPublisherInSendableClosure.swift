// Must NOT compile: a `@Sendable` closure (one that may run on any thread, any number of times at once)
// captures an erased publisher whose `map` mutates a non-`Sendable` counter. `.ci/sendable-check`
// expects every `expected-diagnostic` line below among the compiler's diagnostics.
// expected-diagnostic: error: capture of 'numbers' with non-Sendable type 'AnyPublisher<Int, Never>' in a '@Sendable' closure
// expected-diagnostic: note: generic struct 'AnyPublisher' does not conform to the 'Sendable' protocol
import Signals

final class Counter {
    var count = 0
}

func subscribeFromAnywhere() -> @Sendable () -> Void {
    let counter = Counter()
    let numbers: AnyPublisher<Int, Never> = Deferred { Just(1) }.map { value in
        counter.count += value
        return value
    }.eraseToAnyPublisher()
    return {
        _ = numbers.sink { _ in }
    }
}
