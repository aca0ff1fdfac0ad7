extension Publisher {
    /// Republishes elements up to the specified maximum count.
    ///
    /// As soon as the last element is delivered, it cancels the upstream and finishes, without
    /// waiting for another element. `prefix(0)` finishes as soon as it is subscribed. The downstream
    /// sees a subscription described as `"Output"` (the operator's type in Combine is
    /// ``Publishers/Output``); its requests go straight to the upstream.
    ///
    /// ```swift
    /// let cancellable = subject.prefix(2).sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// subject.send(1)  // prints 1
    /// subject.send(2)  // prints 2, then finished
    /// ```
    ///
    /// - Parameter maxLength: The maximum number of elements to republish. A negative count is a
    ///   programmer error and traps, as in Combine.
    /// - Returns: A publisher that publishes up to the specified number of elements.
    @inlinable
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return Publishers.Output(upstream: self, range: 0..<maxLength)
    }

    /// Publishes a specific element, indicated by its index in the sequence of published elements.
    ///
    /// Elements before the index are dropped (each answered with a demand of `.max(1)`); after the
    /// element at the index is delivered, the publisher cancels the upstream and finishes.
    ///
    /// ```swift
    /// let cancellable = subject.output(at: 1).sink { print($0) }
    /// subject.send(10)  // dropped
    /// subject.send(20)  // prints 20, then finished
    /// ```
    ///
    /// - Parameter index: The index that indicates the element to publish. A negative index is a
    ///   programmer error and traps, as in Combine.
    /// - Returns: A publisher that publishes a specific indexed element.
    @inlinable
    public func output(at index: Int) -> Publishers.Output<Self> {
        precondition(index >= 0, "index must not be negative")
        return Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// Publishes elements specified by their range in the sequence of published elements.
    ///
    /// Elements before the range are dropped (each answered with a demand of `.max(1)`); after the last
    /// element in the range is delivered, the publisher cancels the upstream and finishes. An empty
    /// range finishes as soon as it is subscribed.
    ///
    /// ```swift
    /// let cancellable = subject.output(in: 1...2).sink { print($0) }
    /// ```
    ///
    /// - Parameter range: A range that indicates which elements to publish. Negative bounds are a
    ///   programmer error and trap, as in Combine.
    /// - Returns: A publisher that publishes elements specified by a range.
    @inlinable
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}

extension Publishers {
    /// A publisher that publishes elements specified by a range in the sequence of published elements.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The range of elements to publish.
        public let range: CountableRange<Int>

        /// Creates a publisher that publishes elements specified by a range.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - range: The range of elements to publish. Negative bounds trap, as in Combine.
        @inlinable
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "lowerBound must not be negative")
            self.upstream = upstream
            self.range = range
        }

        /// Attaches the subscriber through a subscription described as `"Output"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber, range: range))
        }
    }
}

extension Publishers.Output: Equatable where Upstream: Equatable {}

extension Publishers.Output: Sendable where Upstream: Sendable {}

extension Publishers.Output {
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
        ReflectedByName, @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        // Safety: `status`, `toSkip` and `toDeliver` are only read or written with `lock` held. Every
        // call out runs with the lock released.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        /// Where the subscription stands: only the upstream subscription's lifetime depends on it.
        private enum Status {
            case awaitingSubscription
            case subscribed(any Subscription)
            case terminal
        }

        private let lock = UnfairLock()
        private var status = Status.awaitingSubscription
        /// Elements still to drop before the range starts.
        private var toSkip: Int
        /// Elements of the range still to deliver.
        private var toDeliver: Int
        /// Whether the range was empty from the start: such an output finishes on subscription (a range
        /// used up by values that came before the subscription does not, as in Combine).
        private let emptyRange: Bool
        /// Kept until the subscription is freed, as in Combine.
        private let downstream: Downstream

        init(downstream: Downstream, range: CountableRange<Int>) {
            toSkip = range.lowerBound
            toDeliver = range.count
            emptyRange = range.isEmpty
            self.downstream = downstream
        }

        var description: String { "Output" }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard case .awaitingSubscription = status else {
                lock.unlock()
                subscription.cancel()
                return
            }
            status = .subscribed(subscription)
            lock.unlock()
            downstream.receive(subscription: self)
            if emptyRange {
                finishEarly()
            }
        }

        /// Counts every value until the end (also one that arrives before the subscription), as Combine
        /// does: a value before the range is answered with `.max(1)`, one in the range is delivered and
        /// answered with the downstream's demand, and the last one in the range also cancels the
        /// upstream and finishes.
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            if case .terminal = status {
                lock.unlock()
                return .none
            }
            if toSkip > 0 {
                toSkip -= 1
                lock.unlock()
                return .max(1)
            }
            guard toDeliver > 0 else {
                lock.unlock()
                return .none
            }
            toDeliver -= 1
            let isLast = toDeliver == 0
            lock.unlock()
            let demand = downstream.receive(input)
            if isLast {
                finishEarly()
            }
            return demand
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            lock.lock()
            guard case .subscribed = status else {
                lock.unlock()
                return
            }
            let released = terminate()
            lock.unlock()
            _ = released  // the upstream subscription, released outside the lock
            downstream.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            guard case .subscribed(let upstream) = status else {
                lock.unlock()
                return
            }
            lock.unlock()
            upstream.request(demand)
        }

        func cancel() {
            cancelUpstream()
        }

        /// Cancels the upstream and finishes the downstream, once, if the subscription is still live.
        private func finishEarly() {
            if cancelUpstream() {
                downstream.receive(completion: .finished)
            }
        }

        /// Ends the subscription and cancels the upstream, once; returns whether it was still live.
        @discardableResult
        private func cancelUpstream() -> Bool {
            lock.lock()
            guard case .subscribed(let upstream) = status else {
                lock.unlock()
                return false
            }
            let released = terminate()
            lock.unlock()
            upstream.cancel()
            _ = released  // released outside the lock
            return true
        }

        /// Marks the end and moves out the upstream subscription (in the previous status). Call with
        /// `lock` held; the caller keeps what it returns until after unlocking.
        private func terminate() -> Status {
            let previous = status
            status = .terminal
            return previous
        }
    }
}
