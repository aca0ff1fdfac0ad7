extension Publisher {
    /// Buffers elements received from an upstream publisher.
    ///
    /// Values wait in a buffer of up to `size` elements until the downstream asks for them. As in
    /// Combine, the operator asks the upstream for values before it hands the downstream its
    /// subscription: with ``Publishers/PrefetchStrategy/keepFull``, `size` values, then one more for
    /// each value that leaves the buffer; with ``Publishers/PrefetchStrategy/byRequest``,
    /// `.unlimited` values, and the buffer drops by its own policy. When a value arrives and the
    /// buffer is full, `whenFull` drops the newest value, the oldest one, or fails with a custom
    /// error: the upstream is cancelled at once, and the failure follows the values the downstream
    /// has demand for (the others are dropped).
    ///
    /// ```swift
    /// let cancellable = sensorReadings
    ///     .buffer(size: 100, prefetch: .keepFull, whenFull: .dropOldest)
    ///     .sink { record($0) }
    /// ```
    ///
    /// A failure from upstream is delivered at once, dropping the buffered values. `.finished` waits
    /// until the buffered values have been delivered and the downstream has demand (values that still
    /// arrive after it are buffered, as in Combine). Requests and events before the upstream
    /// subscription are ignored; `request(.none)` is allowed.
    ///
    /// - Parameters:
    ///   - size: The maximum number of elements to store.
    ///   - prefetch: The strategy to initially populate the buffer.
    ///   - whenFull: The action to take when the buffer becomes full.
    /// - Returns: A publisher that buffers elements received from an upstream publisher.
    public func buffer(
        size: Int,
        prefetch: Publishers.PrefetchStrategy,
        whenFull: Publishers.BufferingStrategy<Failure>
    ) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}

extension Publishers {
    /// A strategy for filling a buffer.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// A strategy to fill the buffer at subscription time, and keep it full thereafter.
        case keepFull

        /// A strategy that avoids prefetching and instead performs requests on demand.
        case byRequest
    }

    /// A strategy that handles exhaustion of a buffer's capacity.
    public enum BufferingStrategy<Failure: Error> {
        /// When the buffer is full, discard the newly received element.
        case dropNewest

        /// When the buffer is full, discard the oldest element in the buffer.
        case dropOldest

        /// When the buffer is full, execute the closure to provide a custom error.
        case customError(() -> Failure)
    }

    /// A publisher that buffers elements from an upstream publisher.
    ///
    /// Create one with ``Publisher/buffer(size:prefetch:whenFull:)``.
    public struct Buffer<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum number of elements to store; a size below one stores nothing.
        public let size: Int

        /// The strategy for initially populating the buffer.
        public let prefetch: Publishers.PrefetchStrategy

        /// The action to take when the buffer becomes full.
        public let whenFull: Publishers.BufferingStrategy<Upstream.Failure>

        /// Creates a publisher that buffers elements received from an upstream publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - size: The maximum number of elements to store.
        ///   - prefetch: The strategy for initially populating the buffer.
        ///   - whenFull: The action to take when the buffer becomes full.
        public init(
            upstream: Upstream,
            size: Int,
            prefetch: Publishers.PrefetchStrategy,
            whenFull: Publishers.BufferingStrategy<Publishers.Buffer<Upstream>.Failure>
        ) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        /// Attaches the subscriber; its subscription is described as `"Buffer"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, publisher: self))
        }
    }
}

extension Publishers.Buffer {
    /// The subscription `buffer` hands downstream. Its state is guarded by `lock`; what becomes
    /// deliverable is queued on a ``SerialDelivery`` in the same critical section and delivered after
    /// releasing it, so deliveries from the upstream's thread and from the downstream's requests never
    /// overlap.
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DownstreamDemandReceiver,
        CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held; `output` is thread-safe.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        /// Where the subscription is in its life.
        enum Status {
            /// No upstream subscription yet: events, requests and `cancel()` are ignored, as in Combine.
            case awaitingSubscription
            /// Subscribed; kept after the upstream completes (a `.keepFull` refill still goes to it).
            case subscribed(any Subscription)
            /// The completion was queued, or the downstream cancelled.
            case terminal
        }

        private let lock = UnfairLock()
        private let output: SerialDelivery<Downstream>
        private let size: Int
        private let prefetch: Publishers.PrefetchStrategy
        private var whenFull: Publishers.BufferingStrategy<Failure>?
        private var subscriber: Downstream?
        private var status = Status.awaitingSubscription
        private var values = PendingFIFO<Output>()
        private var count = 0
        private var demand = Subscribers.Demand.none
        /// The upstream's completion, or the buffer's own failure, waiting to be delivered.
        private var terminal: Subscribers.Completion<Failure>?

        init(downstream: Downstream, publisher: Publishers.Buffer<Upstream>) {
            output = SerialDelivery(downstream, completionWaitsForSubscription: true)
            subscriber = downstream
            size = Swift.max(publisher.size, 0)
            prefetch = publisher.prefetch
            whenFull = publisher.whenFull
            output.demandReceiver = self
        }

        var description: String { "Buffer" }

        /// Whether the upstream failed, or `whenFull` made a failure. Call with `lock` held.
        private var terminalIsFailure: Bool {
            if case .failure = terminal { true } else { false }
        }

        var customMirror: Mirror {
            lock.withLock {
                let children: [Mirror.Child] = [
                    ("values", values.elements), ("state", status), ("downstreamDemand", demand),
                    ("terminal", terminal as Any),
                ]
                return Mirror(self, children: children)
            }
        }

        var playgroundDescription: Any { description }

        /// Asks the upstream for `.max(size)` (`.keepFull`) or `.unlimited` (`.byRequest`), then hands
        /// the downstream its subscription, as Combine does.
        func receive(subscription: any Subscription) {
            lock.lock()
            guard case .awaitingSubscription = status, let downstream = subscriber.take() else {
                lock.unlock()
                subscription.cancel()
                return
            }
            status = .subscribed(subscription)
            lock.unlock()
            switch prefetch {
            case .keepFull where size > 0: subscription.request(.max(size))
            case .keepFull: break  // `.max(0)` is no request
            case .byRequest: subscription.request(.unlimited)
            }
            downstream.receive(subscription: self)
            output.subscriptionDelivered()
        }

        /// Buffers the value (or applies `whenFull`), then delivers what the demand allows. With
        /// `.keepFull`, returns one for each value that left the buffer, to refill it.
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed(let subscription) = status, !terminalIsFailure else {
                lock.unlock()
                return .none
            }
            var dropped: Output?
            if count >= size {
                switch whenFull {
                case .dropNewest, nil:
                    dropped = input
                case .dropOldest:
                    dropped = values.popFirst()
                    values.append(input)
                case .customError(let makeError):
                    lock.unlock()
                    return failWhenFull(makeError(), cancelling: subscription)
                }
            } else {
                values.append(input)
                count += 1
            }
            let moved = pump()
            lock.unlock()
            _ = dropped  // released outside the lock
            output.drain()
            return prefetch == .keepFull ? .max(moved) : .none
        }

        /// The buffer is full and `whenFull` made `failure`: it goes out after the values the demand
        /// allows (the others are dropped then); the upstream is cancelled now.
        private func failWhenFull(_ failure: Failure, cancelling subscription: any Subscription) -> Subscribers.Demand {
            lock.lock()
            guard case .subscribed = status, !terminalIsFailure else {
                lock.unlock()
                return .none
            }
            terminal = .failure(failure)
            lock.unlock()
            subscription.cancel()
            return .none
        }

        /// Keeps the first completion; a failure goes out at once, `.finished` once the buffer is empty
        /// and the downstream has demand. After `.finished`, values are still buffered, as in Combine.
        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            lock.lock()
            guard case .subscribed = status, terminal == nil else {
                lock.unlock()
                return
            }
            terminal = completion
            _ = pump()
            lock.unlock()
            output.drain()
        }

        /// Adds to the demand (`.none` is allowed, as in Combine); with `.keepFull`, asks the upstream
        /// for as many values as left the buffer.
        func request(_ demand: Subscribers.Demand) {
            downstreamRequested(demand)
        }

        /// A request, or what a delivered value's subscriber returned.
        func downstreamRequested(_ demand: Subscribers.Demand) {
            lock.lock()
            guard case .subscribed(let subscription) = status else {
                lock.unlock()
                return
            }
            self.demand += demand
            let moved = pump()
            lock.unlock()
            output.drain()
            if prefetch == .keepFull, moved > 0 {
                subscription.request(.max(moved))
            }
        }

        func cancel() {
            lock.lock()
            guard case .subscribed(let subscription) = status else {
                lock.unlock()
                return
            }
            let released = terminate()
            lock.unlock()
            _ = released
            output.cancel()
            subscription.cancel()
        }

        /// Queues the values the demand allows, then the terminal event when it is due: a failure once
        /// the demand is used up (dropping what is left), `.finished` once the buffer is empty and
        /// there is demand. Returns how many values left the buffer. Call with `lock` held.
        private func pump() -> Int {
            var moved = 0
            while demand > 0, let value = values.popFirst() {
                count -= 1
                if demand != .unlimited {
                    demand -= 1
                }
                moved += 1
                output.enqueue(.value(value))
            }
            if let terminal, demand > 0 || terminalIsFailure {
                output.enqueue(.completion(terminal))
                _ = terminate()  // destroyed with the caller's frame, after the lock is released
            }
            return moved
        }

        /// Ends: moves out the buffer and the strategy so they are destroyed outside the lock. Call
        /// with `lock` held.
        private func terminate() -> Any {
            status = .terminal
            let state = (values, whenFull.take())
            values.removeAll()
            count = 0
            return state
        }
    }
}
