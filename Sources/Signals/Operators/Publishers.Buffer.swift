extension Publisher {
    /// Buffers elements received from an upstream publisher.
    ///
    /// Values wait in a buffer of up to `size` elements until the downstream asks for them. With
    /// ``Publishers/PrefetchStrategy/keepFull`` the operator requests `size` values from upstream at
    /// subscription, and one more each time a value leaves the buffer; with
    /// ``Publishers/PrefetchStrategy/byRequest`` it passes the downstream's requests upstream. When a
    /// value arrives and the buffer is full, `whenFull` drops the newest value, the oldest one, or fails
    /// with a custom error (cancelling the upstream).
    ///
    /// ```swift
    /// let cancellable = sensorReadings
    ///     .buffer(size: 100, prefetch: .keepFull, whenFull: .dropOldest)
    ///     .sink { record($0) }
    /// ```
    ///
    /// A normal completion waits until the buffered values have been delivered; a failure from upstream
    /// is delivered at once, dropping them.
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
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, DownstreamDemandReceiver,
        CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let lock = UnfairLock()
        private let output: SerialDelivery<Downstream>
        private let size: Int
        private let prefetch: Publishers.PrefetchStrategy
        private var whenFull: Publishers.BufferingStrategy<Failure>?
        private var subscriber: Downstream?
        private var upstream: (any Subscription)?
        private var upstreamDone = false
        private var buffer = PendingFIFO<Output>()
        private var buffered = 0
        private var demand = Subscribers.Demand.none
        /// A normal completion waiting for the buffer to empty.
        private var finishPending = false

        init(downstream: Downstream, publisher: Publishers.Buffer<Upstream>) {
            output = SerialDelivery(downstream)
            subscriber = downstream
            size = Swift.max(publisher.size, 0)
            prefetch = publisher.prefetch
            whenFull = publisher.whenFull
            output.demandReceiver = self
        }

        var description: String { "Buffer" }

        var customMirror: Mirror {
            lock.withLock { Mirror(self, children: ["buffered": buffered, "demand": demand]) }
        }

        var playgroundDescription: Any { description }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard upstream == nil, !upstreamDone, let downstream = subscriber.take() else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstream = subscription
            lock.unlock()
            downstream.receive(subscription: self)
            if prefetch == .keepFull, size > 0 {
                subscription.request(.max(size))
            }
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard !upstreamDone else {
                lock.unlock()
                return .none
            }
            var dropped: Output?
            var failure: Failure?
            if buffered < size || (demand > 0 && buffered == 0) {
                buffer.append(input)
                buffered += 1
            } else {
                switch whenFull {
                case .dropNewest, nil:
                    dropped = input
                case .dropOldest:
                    dropped = buffer.popFirst()
                    buffer.append(input)
                case .customError(let makeError):
                    failure = makeError()
                }
            }
            if let failure {
                return fail(failure)  // unlocks
            }
            let refill = pump()
            lock.unlock()
            _ = dropped
            afterPump(refill)
            return .none
        }

        /// Fails at once: cancels the upstream and drops the buffer. Call with `lock` held; unlocks.
        private func fail(_ failure: Failure) -> Subscribers.Demand {
            let upstream = self.upstream
            let released = takeState()
            output.enqueue(.completion(.failure(failure)))
            lock.unlock()
            _ = released
            upstream?.cancel()
            output.drain()
            return .none
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            lock.lock()
            guard !upstreamDone else {
                lock.unlock()
                return
            }
            upstreamDone = true
            upstream = nil
            switch completion {
            case .failure(let error):
                _ = fail(error)
            case .finished:
                finishPending = true
                let refill = pump()
                lock.unlock()
                afterPump(refill)
            }
        }

        /// Moves buffered values the downstream has asked for to the output, then the pending
        /// completion once the buffer is empty. Returns how many slots to refill. Call with `lock` held.
        private func pump() -> Int {
            var moved = 0
            while demand > 0, let value = buffer.popFirst() {
                buffered -= 1
                demand -= 1
                moved += 1
                output.enqueue(.value(value))
            }
            if finishPending, buffered == 0 {
                finishPending = false
                output.enqueue(.completion(.finished))
            }
            return prefetch == .keepFull && !upstreamDone ? moved : 0
        }

        private func afterPump(_ refill: Int) {
            if refill > 0 {
                lock.withLock { upstream }?.request(.max(refill))
            }
            output.drain()
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            downstreamRequested(demand)
        }

        /// Adds to the demand (a request, or what a delivered value's subscriber returned); with
        /// `.byRequest`, asks the upstream for as much.
        func downstreamRequested(_ demand: Subscribers.Demand) {
            lock.lock()
            self.demand += demand
            let refill = pump()
            let upstream = prefetch == .byRequest ? self.upstream : nil
            lock.unlock()
            afterPump(refill)
            upstream?.request(demand)
        }

        func cancel() {
            lock.lock()
            let upstream = self.upstream
            self.upstream = nil
            upstreamDone = true
            let released = (takeState(), subscriber.take())
            lock.unlock()
            _ = released
            upstream?.cancel()
            output.cancel()
        }

        /// Moves out the buffer and the strategy so they are destroyed outside the lock. Call with
        /// `lock` held.
        private func takeState() -> Any {
            upstreamDone = true
            upstream = nil
            let state = (buffer, whenFull.take())
            buffer.removeAll()
            buffered = 0
            return state
        }
    }
}
