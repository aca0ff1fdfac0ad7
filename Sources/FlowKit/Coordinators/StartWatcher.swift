import Signals

/// Listens to the publisher a coordinator's `start()` returned: its first value, or its finishing, ends
/// the coordinator. One object instead of a sink, its closures and an `AnyCancellable`.
///
/// It does not retain the coordinator, nor refer to it weakly (a weak reference would give the coordinator
/// a side table, and every retain and release of it a slower path): the coordinator cancels it when it is
/// released and when it is deinitialised, and cancelling forgets the coordinator.
///
/// A start publisher delivers on the main actor, as the coordinator's own code does; the conformance
/// checks it (a `@preconcurrency` conformance: one check in the witness, no closure).
@MainActor
@usableFromInline
final class StartWatcher<Result>: StartWatch, @preconcurrency Subscriber {
    @usableFromInline typealias Input = Result
    @usableFromInline typealias Failure = Never

    // Safety: written on the main actor (`init`, `receive(subscription:)`), or by `cancel()`, which runs there
    // or in the coordinator's `deinit`, when nothing else refers to the coordinator.
    @exclusivity(unchecked) private nonisolated(unsafe) unowned(unsafe) var coordinator: BaseCoordinator<Result>?
    @exclusivity(unchecked) private nonisolated(unsafe) var subscription: (any Subscription)?

    @usableFromInline
    init(watching coordinator: BaseCoordinator<Result>) {
        self.coordinator = coordinator
    }

    @usableFromInline
    nonisolated func receive(subscription: any Subscription) {
        guard coordinator != nil, self.subscription == nil else {
            subscription.cancel()
            return
        }
        self.subscription = subscription
        subscription.request(.unlimited)
    }

    @usableFromInline
    func receive(_ input: Result) -> Subscribers.Demand {
        coordinator?.outputDidArrive(input)
        return .none
    }

    @usableFromInline
    func receive(completion: Subscribers.Completion<Never>) {
        coordinator?.publisherDidFinish()
    }

    nonisolated override func cancel() {
        coordinator = nil
        let subscription = self.subscription
        self.subscription = nil
        subscription?.cancel()
    }
}

/// What a coordinator keeps of its ``StartWatcher``: a class, so keeping and cancelling it copies no
/// existential.
@MainActor
@usableFromInline
class StartWatch {
    /// Stops listening. The default does nothing.
    nonisolated func cancel() {}
}
