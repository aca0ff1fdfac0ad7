// Must compile, with no diagnostic: the passing twin of ErasedPublisherCrossesTasks.swift and
// ErasedPublisherInSendableClosure.swift, built the same way. The erased `map` is created and subscribed
// to inside the task that uses the counter, and a `Sendable` publisher (`Just`) is shared between tasks
// and captured by a `@Sendable` closure, so nothing is raced.
import Signals

final class Counter {
    var count = 0
}

func countInAnotherTask() async {
    let shared = Just(1)
    let task = Task.detached {
        let counter = Counter()
        let numbers = shared.map { value in
            counter.count += value
            return value
        }.eraseToAnyPublisher()
        _ = numbers.sink { _ in }
        return counter.count
    }
    _ = shared.sink { _ in }
    _ = await task.value
}

func subscribeFromAnywhere() -> @Sendable () -> Void {
    let shared = Just(1)
    return {
        let counter = Counter()
        _ = shared.map { value in
            counter.count += value
            return value
        }.eraseToAnyPublisher().sink { _ in }
    }
}
