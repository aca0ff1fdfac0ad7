// Must compile, with no diagnostic: the passing twin of SubjectOfNonSendableValuesCrossesTasks.swift, built
// the same way. A subject (and a future) of `Sendable` values is `Sendable`: any task may send to it.
import Signals

func sendCountsFromAnotherTask() async {
    let counts = PassthroughSubject<Int, Never>()
    let latest = CurrentValueSubject<Int, Never>(0)
    let answer = Future<Int, Never> { promise in promise(.success(1)) }
    let cancellable = counts.sink { latest.send($0) }
    let task = Task.detached {
        counts.send(1)
        _ = latest.value
        _ = answer.sink { _ in }
    }
    counts.send(2)
    await task.value
    cancellable.cancel()
}
