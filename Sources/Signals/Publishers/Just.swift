/// A publisher that emits an output to each subscriber just once, and then finishes.
///
/// You can use a `Just` publisher to start a chain of publishers. A `Just` publisher is also useful
/// when replacing a value with ``Publisher/replaceError(with:)``. In contrast with ``Future``, which
/// runs its closure once, `Just` delivers its value again to every new subscriber, when it is first
/// requested.
///
/// ```swift
/// let cancellable = Just(42).sink { print($0) }
/// ```
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish: `Just` never fails.
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    ///
    /// - Parameter output: The one element that the publisher emits.
    public init(_ output: Output) {
        self.output = output
    }

    /// Sends the value on the first request, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
        subscriber.receive(subscription: Inner(value: output, downstream: subscriber))
    }

    private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible, ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Output {
        // Safety: `pending` and `isCancelled` are read and written with `lock` held; `value` is immutable.
        private let lock = UnfairLock()
        private var pending: (value: Output, downstream: Downstream)?
        /// Set by ``cancel()``: no completion follows a value whose delivery it interrupted.
        private var isCancelled = false
        private let value: Output

        init(value: Output, downstream: Downstream) {
            self.value = value
            pending = (value, downstream)
        }

        var description: String { "Just" }

        /// The value, as Combine's subscription shows it (an unlabelled child).
        var customMirror: Mirror {
            Mirror(self, unlabeledChildren: CollectionOfOne(value))
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            let pending = self.pending
            self.pending = nil
            lock.unlock()
            guard let pending else { return }
            _ = pending.downstream.receive(pending.value)
            guard !lock.withLock({ isCancelled }) else { return }
            pending.downstream.receive(completion: .finished)
        }

        func cancel() {
            lock.lock()
            isCancelled = true
            let pending = self.pending
            self.pending = nil
            lock.unlock()
            _ = pending
        }
    }
}

extension Just: Equatable where Output: Equatable {}

extension Just: Sendable where Output: Sendable {}
