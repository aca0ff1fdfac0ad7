extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from either
    /// publisher.
    ///
    /// The combined publisher emits nothing until both publishers have published at least one element;
    /// after that, each element from either publisher emits the latest element of each. It finishes
    /// when both publishers have finished (even if one never published), and fails as soon as either
    /// fails, cancelling the other.
    ///
    /// Demand, as in Combine: the publishers are subscribed before the downstream receives the
    /// subscription (description `"CombineLatest"`), and every request is passed to both of them. An
    /// element that arrives without downstream demand only updates its publisher's latest element:
    /// nothing is emitted for it, not even when demand arrives later. A publisher whose subscription
    /// arrives after the downstream's requests is asked at once for everything requested so far
    /// (Combine asks it for nothing).
    ///
    /// The publishers may send from different threads: deliveries are serialised. An element sent from
    /// inside the downstream's `receive(_:)` is folded into the next combination, as in Combine; an
    /// element racing in from another thread during a delivery causes one more combination right after
    /// it (demand permitting), so the latest combination is not lost.
    ///
    /// ```swift
    /// let pub1 = PassthroughSubject<Int, Never>()
    /// let pub2 = PassthroughSubject<Int, Never>()
    /// let cancellable = pub1.combineLatest(pub2).sink { print($0) }
    /// pub1.send(1)
    /// pub1.send(2)
    /// pub2.send(2)   // prints (2, 2)
    /// pub1.send(3)   // prints (3, 2)
    /// ```
    ///
    /// - Parameter other: Another publisher to combine with this one.
    /// - Returns: A publisher that receives and combines elements from this and another publisher.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes a closure upon receiving output from either
    /// publisher.
    ///
    /// It is ``combineLatest(_:)`` followed by `map`, as in Combine: `transform` receives the latest
    /// element of each publisher, once per emitted combination, outside any lock.
    ///
    /// ```swift
    /// let total = price.combineLatest(quantity) { $0 * Double($1) }
    /// ```
    ///
    /// - Parameters:
    ///   - other: Another publisher to combine with this one.
    ///   - transform: A closure that receives the most-recent value from each publisher and returns a
    ///     new value to publish.
    /// - Returns: A publisher that receives and combines elements from this and another publisher.
    public func combineLatest<P: Publisher, T>(
        _ other: P,
        _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.Map(upstream: Publishers.CombineLatest(self, other)) { transform($0.0, $0.1) }
    }
}

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    ///
    /// `Sendable` when both upstream publishers are.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published: a tuple of the latest element of each publisher.
        public typealias Output = (A.Output, B.Output)

        /// The kind of errors this publisher might publish: those of both upstream publishers.
        public typealias Failure = A.Failure

        /// A publisher to combine.
        public let a: A

        /// Another publisher to combine.
        public let b: B

        /// Creates a publisher that receives and combines the latest elements from two publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to combine.
        ///   - b: Another publisher to combine.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to `a` and `b`, then sends the subscription downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription<Latest2<A.Output, B.Output>, S>.attach(to: subscriber) {
                a.subscribe($0.side(0, at: \.a))
                b.subscribe($0.side(1, at: \.b))
            }
        }
    }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}

extension Publishers.CombineLatest: Sendable where A: Sendable, B: Sendable {}

/// The subscription `combineLatest` hands downstream, subscribed to each publisher through a ``Side``.
/// The logic lives in ``CombineLatestState``; this class runs each transition under its lock, queues
/// the combinations and completion on its ``SerialDelivery`` in the same critical section, and
/// delivers, requests and cancels after releasing it.
final class CombineLatestSubscription<Latest: LatestValues, Downstream: Subscriber>: Subscription,
    CustomStringConvertible, ReflectedByName, DownstreamDemandReceiver, @unchecked Sendable
where Downstream.Input == Latest.Output {
    // Safety: `state` is read and written with `lock` held; `output` is thread-safe.
    typealias Failure = Downstream.Failure

    private let lock = UnfairLock()
    private var state = CombineLatestState<Latest, Failure>()
    /// Its completion waits for the downstream to have its subscription (a side may finish at once).
    private let output: SerialDelivery<Downstream>

    private init(downstream: Downstream) {
        output = SerialDelivery(downstream, completionWaitsForSubscription: true)
        output.demandReceiver = self
    }

    /// Lets `subscribeSides` subscribe a ``side(_:at:)`` to each publisher, then hands the subscription
    /// to `subscriber`, as in Combine.
    static func attach(to subscriber: Downstream, subscribeSides: (CombineLatestSubscription) -> Void) {
        let subscription = CombineLatestSubscription(downstream: subscriber)
        subscribeSides(subscription)
        subscriber.receive(subscription: subscription)
        subscription.output.subscriptionDelivered()
    }

    /// The subscriber to attach to side `index`, whose latest value is kept at `keyPath`.
    func side<Input>(_ index: Int, at keyPath: WritableKeyPath<Latest, Input?>) -> Side<Input> {
        Side(index: index, keyPath: keyPath, parent: self)
    }

    var description: String { "CombineLatest" }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        let sides = state.request(demand)
        lock.unlock()
        for side in sides {
            side.request(demand)
        }
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

    /// The downstream answered a queued combination of side `tag` with `demand`: that side is asked
    /// for it.
    func downstreamAnswered(_ demand: Subscribers.Demand, tag: Int) {
        guard demand > 0 else { return }
        lock.lock()
        let subscription = state.delivered(demand, emitter: tag)
        lock.unlock()
        subscription?.request(demand)
    }

    /// Untagged values are never queued here.
    func downstreamRequested(_ demand: Subscribers.Demand) {}

    fileprivate func receive(subscription: any Subscription, side: Int) {
        lock.lock()
        let action = state.subscribed(subscription, side: side)
        lock.unlock()
        action.perform(on: subscription)
    }

    fileprivate func receive<Input>(
        _ value: Input,
        at keyPath: WritableKeyPath<Latest, Input?>,
        side: Int
    ) -> Subscribers.Demand {
        lock.lock()
        let claim = state.receive(value, at: keyPath, side: side).flatMap {
            output.enqueueClaiming(.tagged($0, tag: side))
        }
        lock.unlock()
        guard let claim else { return .none }
        // The answer to this side's own combination, when this caller delivered it, goes back as the
        // return value, as in Combine; the others go to `downstreamAnswered(_:tag:)`.
        return output.deliverClaimed(claim) { answer in
            guard answer > 0 else { return }
            self.lock.lock()
            _ = self.state.delivered(answer, emitter: side)
            self.lock.unlock()
        }
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, side: Int) {
        lock.lock()
        let cancel: [any Subscription]
        let deliver: Bool
        switch completion {
        case .finished: (cancel, deliver) = ([], state.finished(side: side))
        case .failure(let failure): (cancel, deliver) = state.failed(failure, side: side)
        }
        if deliver {
            output.enqueue(.completion(completion))
        }
        lock.unlock()
        for subscription in cancel {
            subscription.cancel()
        }
        if deliver {
            output.drain()
        }
    }

    /// The subscriber attached to one publisher.
    struct Side<Input>: Subscriber, CustomStringConvertible {
        let index: Int
        let keyPath: WritableKeyPath<Latest, Input?>
        let parent: CombineLatestSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { "CombineLatest" }

        func receive(subscription: any Subscription) {
            parent.receive(subscription: subscription, side: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.receive(input, at: keyPath, side: index)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            parent.receive(completion: completion, side: index)
        }
    }
}
