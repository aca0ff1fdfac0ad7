extension Publisher {
    /// Combines elements from another publisher and delivers pairs of elements as tuples.
    ///
    /// The zipped publisher waits until both publishers have emitted an element, then delivers the
    /// oldest unconsumed element of each together. It finishes as soon as one publisher has finished
    /// and has no element left to pair (cancelling the other), and fails as soon as either fails,
    /// dropping the unpaired elements.
    ///
    /// Demand, as in Combine: both publishers are subscribed before the downstream receives the
    /// subscription (description `"Zip"`); each request, and each positive demand the downstream
    /// returns from `receive(_:)`, is passed to both publishers, except that demand arriving while a
    /// publisher's value completes a pair and is delivered is returned to that publisher from its
    /// `receive(_:)` instead of requested from it. Pairs wait for downstream demand. A failure
    /// cancels both publishers.
    ///
    /// The publishers may send from different threads: deliveries are serialised. An element sent from
    /// inside the downstream's `receive(_:)` is queued and paired right after that call returns.
    ///
    /// ```swift
    /// let numbers = PassthroughSubject<Int, Never>()
    /// let letters = PassthroughSubject<String, Never>()
    /// let cancellable = numbers.zip(letters).sink { print($0) }
    /// numbers.send(1)
    /// numbers.send(2)
    /// letters.send("a")  // prints (1, "a")
    /// letters.send("b")  // prints (2, "b")
    /// ```
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A publisher that emits pairs of elements from the upstream publishers as tuples.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher and delivers a transformed output.
    ///
    /// It is ``zip(_:)`` followed by `map`, as in Combine: `transform` receives each pair, outside any
    /// lock.
    ///
    /// ```swift
    /// let sums = numbers.zip(otherNumbers) { $0 + $1 }
    /// ```
    ///
    /// - Parameters:
    ///   - other: Another publisher.
    ///   - transform: A closure that receives the oldest unconsumed element of each publisher and
    ///     returns a new value to publish.
    /// - Returns: A publisher that uses the `transform` closure to emit new elements, produced by
    ///   combining the elements of the two upstream publishers.
    public func zip<P: Publisher, T>(
        _ other: P,
        _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Map(upstream: Publishers.Zip(self, other)) { transform($0.0, $0.1) }
    }
}

extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers.
    ///
    /// It delivers the oldest unconsumed element of each publisher together as a tuple; see
    /// ``Publisher/zip(_:)`` for demand, completion and threading. `Sendable` when both upstream
    /// publishers are.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published: a tuple of one element of each publisher.
        public typealias Output = (A.Output, B.Output)

        /// The kind of errors this publisher might publish: those of both upstream publishers.
        public typealias Failure = A.Failure

        /// A publisher to zip.
        public let a: A

        /// Another publisher to zip.
        public let b: B

        /// Creates a publisher that applies the zip function to two upstream publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to zip.
        ///   - b: Another publisher to zip.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to `a` and `b`, then sends the subscription downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = ZipSubscription<A.Output, B.Output, S>(downstream: subscriber)
            a.subscribe(subscription.side(0, buffer: \.bufferA))
            b.subscribe(subscription.side(1, buffer: \.bufferB))
            subscriber.receive(subscription: subscription)
            subscription.establish()
        }
    }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}

extension Publishers.Zip: Sendable where A: Sendable, B: Sendable {}

/// The subscription `zip` hands downstream, subscribed to both publishers through a ``Side`` each. The
/// logic lives in ``ZipState``; this class runs each transition under its lock, queues the pairs and
/// completion it makes on its ``SerialDelivery`` in the same critical section, and delivers, requests
/// and cancels after releasing it.
final class ZipSubscription<A, B, Downstream: Subscriber>: Subscription, ReflectedByName,
    DownstreamDemandReceiver, @unchecked Sendable
where Downstream.Input == (A, B) {
    // Safety: `state` is read and written with `lock` held; `output` is thread-safe.
    typealias Failure = Downstream.Failure
    typealias State = ZipState<A, B, Failure>

    private let lock = UnfairLock()
    private var state = State()
    /// Its completion waits for the downstream to have its subscription (a side may finish at once).
    private let output: SerialDelivery<Downstream>

    init(downstream: Downstream) {
        output = SerialDelivery(downstream, completionWaitsForSubscription: true)
        output.demandReceiver = self
    }

    var description: String { "Zip" }

    /// The subscriber to attach to side `index`, whose values queue up in `buffer`.
    func side<Input>(_ index: Int, buffer: WritableKeyPath<State, PendingFIFO<Input>>) -> Side<Input> {
        Side(index: index, buffer: buffer, parent: self)
    }

    /// Call once the downstream has received the subscription: delivers a completion that waited.
    func establish() {
        output.subscriptionDelivered()
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        downstreamRequested(demand)
    }

    /// The downstream asked for more, or answered a pair with more: passed to both sides.
    func downstreamRequested(_ demand: Subscribers.Demand) {
        lock.lock()
        let (sides, output) = state.request(demand)
        enqueue(output)
        lock.unlock()
        for side in sides {
            side.request(demand)
        }
        carryOut(output)
    }

    func cancel() {
        lock.lock()
        let sides = state.cancel()
        lock.unlock()
        output.cancel()
        for side in sides {
            side.cancel()
        }
    }

    // MARK: Private

    /// Queues what a transition produced. Call with `lock` held.
    private func enqueue(_ produced: State.Output) {
        for pair in produced.pairs {
            output.enqueue(.value(pair))
        }
        if let completion = produced.completion {
            output.enqueue(.completion(completion))
        }
    }

    /// Cancels what a transition released, then delivers. Call without holding `lock`.
    private func carryOut(_ produced: State.Output) {
        for subscription in produced.cancel {
            subscription.cancel()
        }
        if !produced.pairs.isEmpty || produced.completion != nil {
            output.drain()
        }
    }

    fileprivate func receive(subscription: any Subscription, side: Int) {
        lock.lock()
        let action = state.subscribed(subscription, side: side)
        lock.unlock()
        action.perform(on: subscription)
    }

    fileprivate func receive<Input>(
        _ value: Input,
        into buffer: WritableKeyPath<State, PendingFIFO<Input>>,
        side: Int
    ) -> Subscribers.Demand {
        lock.lock()
        let produced = state.receive(value, into: buffer, side: side)
        enqueue(produced)
        let answers = !produced.pairs.isEmpty && state.beginAnswering(side: side)
        lock.unlock()
        carryOut(produced)
        guard answers else { return .none }
        return lock.withLock { state.endAnswering() }
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, side: Int) {
        lock.lock()
        let produced: State.Output
        switch completion {
        case .finished: produced = state.finished(side: side)
        case .failure(let failure): produced = state.failed(failure, side: side)
        }
        enqueue(produced)
        lock.unlock()
        carryOut(produced)
    }

    /// The subscriber attached to one of the publishers.
    struct Side<Input>: Subscriber, CustomStringConvertible {
        typealias Failure = Downstream.Failure

        let index: Int
        let buffer: WritableKeyPath<State, PendingFIFO<Input>>
        let parent: ZipSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { "Zip" }

        func receive(subscription: any Subscription) {
            parent.receive(subscription: subscription, side: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.receive(input, into: buffer, side: index)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            parent.receive(completion: completion, side: index)
        }
    }
}
