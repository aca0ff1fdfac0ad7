extension Publisher {
    /// Replaces an empty stream with the provided element.
    ///
    /// Elements and a failure pass straight through. If the upstream finishes without publishing
    /// anything, `output` goes out followed by `.finished`: at once if the downstream has asked for
    /// anything, otherwise on its first request. Surprising but Combine's: right after the downstream
    /// receives the subscription (described as `"ReplaceEmpty"`), the upstream is asked for
    /// `.unlimited`, so its elements are not held back by the downstream's demand; the downstream's
    /// requests are still passed on.
    ///
    /// ```swift
    /// let cancellable = Empty<Int, Never>().replaceEmpty(with: 0).sink { print($0) }  // prints 0
    /// ```
    ///
    /// - Parameter output: An element to emit when the upstream publisher finishes without emitting
    ///   any elements.
    /// - Returns: A publisher that replaces an empty stream with the provided output element.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }

    /// Replaces `nil` elements in the stream with the provided element.
    ///
    /// It is a `map`, as in Combine: the downstream sees the upstream's subscription.
    ///
    /// ```swift
    /// let readings = PassthroughSubject<Int?, Never>()
    /// let cancellable = readings.replaceNil(with: 0).sink { print($0) }
    /// readings.send(nil)  // prints 0
    /// ```
    ///
    /// - Parameter output: The element to use when replacing `nil`.
    /// - Returns: A publisher that replaces `nil` elements from the upstream publisher with the
    ///   provided element.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }
}

extension Publishers {
    /// A publisher that replaces an empty stream with a provided element.
    ///
    /// `Sendable` when its upstream and the element are.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The element to deliver when the upstream publisher finishes without delivering any
        /// elements.
        public let output: Upstream.Output

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that replaces an empty stream with a provided element.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - output: The element to deliver when the upstream publisher finishes without delivering
        ///     any elements.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches the subscriber through a subscription described as `"ReplaceEmpty"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, output: output))
        }
    }
}

extension Publishers.ReplaceEmpty: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}

extension Publishers.ReplaceEmpty: Sendable where Upstream: Sendable, Upstream.Output: Sendable {}

extension Publishers.ReplaceEmpty {
    private final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        typealias Input = Upstream.Output

        private var output: Upstream.Output?
        private var demanded = false
        /// The upstream finished empty before the downstream asked for anything.
        private var replacementPending = false

        init(downstream: Downstream, output: Upstream.Output) {
            self.output = output
            super.init(downstream: downstream)
        }

        var description: String { "ReplaceEmpty" }

        /// Asks the upstream for `.unlimited` once the downstream has the subscription, as Combine does.
        override func didSubscribe() {
            lock.lock()
            let upstream = self.upstream
            lock.unlock()
            upstream?.request(.unlimited)
        }

        override func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            demanded = true
            guard replacementPending else {
                lock.unlock()
                super.request(demand)
                return
            }
            replacementPending = false
            let output = self.output.take()
            lock.unlock()
            // The upstream already finished: end without cancelling it.
            deliver(output, to: end().downstream)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard upstream != nil, let downstream else {
                lock.unlock()
                return .none
            }
            let released = output.take()  // no replacement needed any more
            lock.unlock()
            _ = released
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard case .finished = completion, upstream != nil, let output else {
                lock.unlock()
                end().downstream?.receive(completion: completion)
                return
            }
            guard demanded else {
                replacementPending = true
                lock.unlock()
                return
            }
            self.output = nil
            lock.unlock()
            deliver(output, to: end().downstream)
        }

        private func deliver(_ output: Upstream.Output?, to downstream: Downstream?) {
            guard let downstream else { return }
            if let output {
                _ = downstream.receive(output)
            }
            downstream.receive(completion: .finished)
        }

        override func takeOperatorState() -> Any? {
            output.take()
        }
    }
}
