import Signals

/// An `AnyCancellable` that a test shares between threads, to test `cancel()` racing.
///
/// `AnyCancellable` is not `Sendable`, as in Combine: what it cancels need not be safe to cancel from
/// another thread. A test may share one whose target is, which is what this type states.
struct SharedCancellable: @unchecked Sendable {
    // Safety: `AnyCancellable.cancel()` runs its target at most once whichever threads call it (one atomic
    // exchange picks the caller), and every target a test wraps here is itself thread-safe: a closure
    // that only touches a lock-protected value, a test subscription with its own lock, a Signals sink, or
    // a scheduler's cancellable.
    let cancellable: AnyCancellable

    init(_ cancellable: AnyCancellable) {
        self.cancellable = cancellable
    }

    func cancel() {
        cancellable.cancel()
    }
}
