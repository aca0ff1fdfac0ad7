/// The subscriber behind ``AsyncPublisher`` and ``AsyncThrowingPublisher``: it turns each `next()` call
/// into a demand of one and hands the value (or the end) to the waiting task.
///
/// Every continuation is appended to `waiting` or resumed at once, under the lock; whoever removes it
/// from `waiting` (a value, the completion, or the cancellation) resumes it, so each is resumed
/// exactly once. Calls to `next()` from several tasks at once (through copies of one iterator) each
/// request one value and are served in order.
final class AsyncIteratorSubscriber<Input: Sendable, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held.

    /// What a `next()` call gets: a value, the end (`nil`), or the failure.
    typealias Outcome = Result<Input?, Failure>

    private let lock = UnfairLock()
    private var subscription: (any Subscription)?
    /// Values requested by `next()` calls made before the subscription arrived.
    private var pendingDemand = 0
    private var waiting: [CheckedContinuation<Outcome, Never>] = []
    /// A failure that arrived while no `next()` was waiting; the next call gets it, once.
    private var pendingFailure: Failure?
    /// Set once the upstream completed or the iteration was cancelled.
    private var ended = false

    /// Waits for the next value, requesting one; `nil` once the publisher finished or the iteration
    /// was cancelled (also by cancelling the waiting task).
    func next() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.lock()
                if ended {
                    let failure = pendingFailure
                    pendingFailure = nil
                    lock.unlock()
                    continuation.resume(returning: failure.map { .failure($0) } ?? .success(nil))
                    return
                }
                waiting.append(continuation)
                let subscription = self.subscription
                if subscription == nil {
                    pendingDemand += 1
                }
                lock.unlock()
                subscription?.request(.max(1))
            }
        } onCancel: {
            cancel()
        }
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard self.subscription == nil, !ended else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        let demand = pendingDemand
        pendingDemand = 0
        lock.unlock()
        if demand > 0 {
            subscription.request(.max(demand))
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard !waiting.isEmpty else {
            // Nobody asked for it: a publisher exceeding demand, or a value racing a cancel.
            lock.unlock()
            return .none
        }
        let continuation = waiting.removeFirst()
        lock.unlock()
        continuation.resume(returning: .success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return
        }
        ended = true
        subscription = nil
        let waiters = waiting
        waiting = []
        if case .failure(let failure) = completion, waiters.isEmpty {
            pendingFailure = failure
        }
        lock.unlock()
        for (index, continuation) in waiters.enumerated() {
            if index == 0, case .failure(let failure) = completion {
                continuation.resume(returning: .failure(failure))
            } else {
                continuation.resume(returning: .success(nil))
            }
        }
    }

    /// Ends the iteration: cancels the subscription and ends every waiting `next()` with `nil`.
    func cancel() {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return
        }
        ended = true
        let subscription = self.subscription
        self.subscription = nil
        let waiters = waiting
        waiting = []
        lock.unlock()
        subscription?.cancel()
        for continuation in waiters {
            continuation.resume(returning: .success(nil))
        }
    }
}

/// Owned by an iterator (and its copies): when the last one is gone, the subscription is cancelled, so
/// leaving a `for await` loop early does not leave the subscriber attached to its publisher.
final class AsyncIteratorLifetime<Input: Sendable, Failure: Error>: Sendable {
    let subscriber = AsyncIteratorSubscriber<Input, Failure>()

    deinit {
        subscriber.cancel()
    }
}
