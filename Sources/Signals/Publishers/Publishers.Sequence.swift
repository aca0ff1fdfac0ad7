extension Sequence {
    /// A publisher that publishes the elements of this sequence, then finishes.
    ///
    /// It honours back-pressure exactly: it pulls an element from the sequence only when the subscriber
    /// has demand for it (plus one element of look-ahead, to finish right after the last one).
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3].publisher.sink { print($0) }  // prints 1, 2, 3
    /// ```
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

extension Publishers {
    /// A publisher that publishes a given sequence of elements.
    ///
    /// Behaviour, as in Combine:
    /// - Each subscriber iterates the sequence afresh. The first element is read at subscription; an
    ///   empty sequence sends ``Subscriptions/empty`` and `.finished` at once.
    /// - Elements are delivered only against demand; `.finished` follows the last element at once.
    /// - The subscription's description is the sequence's own (`"[1, 2, 3]"`, `"1...5"`) until the
    ///   sequence is exhausted or cancelled, then `"Sequence"`.
    /// - Requesting `.none` does nothing (it does not trap). Requests made from inside the subscriber
    ///   are added to the demand of the running delivery loop, never recursing.
    ///
    /// The subscription is thread-safe: requests and cancellation may come from any threads; one
    /// thread at a time iterates the sequence and delivers.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The kind of values published by this publisher: the sequence's elements.
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        ///
        /// - Parameter sequence: The sequence of elements to publish.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Reads the first element, then hands the subscriber a subscription that delivers on demand.
        public func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Elements.Element == S.Input {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            let inner = Inner(downstream: subscriber, sequence: sequence, iterator: iterator, next: first)
            subscriber.receive(subscription: inner)
            inner.finishHandOver()
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Publishers.Sequence: Sendable where Elements: Sendable {}

extension Publishers.Sequence {
    private final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible, ReflectedByName,
        @unchecked Sendable
    where Downstream.Input == Elements.Element, Downstream.Failure == Failure {
        // Safety: `downstream`, `sequence`, `demand` and the delivery flags are read and written with
        // `lock` held. `iterator` and `next` belong to the one thread that set `isDelivering` (or, while
        // it is false, to whoever holds `lock`), so they are never touched by two threads at once.
        private let lock = UnfairLock()
        private var downstream: Downstream?
        private var sequence: Elements?
        private var demand = Subscribers.Demand.none
        /// True from the start: handing the subscription over counts as delivering, so a request from
        /// another thread meanwhile only adds demand (delivered once the hand-over returns).
        private var isDelivering = true
        /// The thread handing the subscription over, until it returns; its own requests (from inside
        /// `receive(subscription:)`) deliver at once, as in Combine.
        private var handingOverOn = ThreadIdentity.current
        /// Whether the hand-over thread is delivering from inside `receive(subscription:)`.
        private var isDeliveringInHandOver = false
        private var iterator: Elements.Iterator?
        private var next: Elements.Element?

        init(downstream: Downstream, sequence: Elements, iterator: Elements.Iterator, next: Elements.Element) {
            self.downstream = downstream
            self.sequence = sequence
            self.iterator = iterator
            self.next = next
        }

        var description: String {
            lock.lock()
            let sequence = self.sequence
            lock.unlock()
            return sequence.map { String(describing: $0) } ?? "Sequence"
        }

        /// One child, `sequence`: the sequence, or an empty array once exhausted or cancelled (as Combine).
        var customMirror: Mirror {
            lock.lock()
            let sequence = self.sequence
            lock.unlock()
            let children: [Mirror.Child] = [("sequence", sequence.map { $0 as Any } ?? [Elements.Element]())]
            return Mirror(self, children: children)
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.lock()
            guard let downstream else {
                lock.unlock()
                return
            }
            self.demand += demand
            guard !isDelivering else {
                if handingOverOn == .current, !isDeliveringInHandOver {
                    isDeliveringInHandOver = true
                    deliver(to: downstream)
                    return
                }
                // The delivering thread (maybe this one, further up the stack) picks the demand up.
                lock.unlock()
                return
            }
            isDelivering = true
            deliver(to: downstream)
        }

        /// Delivers while there is demand. Called with `lock` held and `isDelivering` set; returns
        /// with `lock` released and `isDelivering` cleared.
        private func deliver(to downstream: Downstream) {
            while true {
                guard self.downstream != nil, demand > 0 else {
                    stopDeliveringAndUnlock()
                    return
                }
                if demand != .unlimited {
                    demand -= 1
                }
                lock.unlock()

                let more = downstream.receive(next.take()!)

                lock.lock()
                demand += more
                guard self.downstream != nil else {
                    stopDeliveringAndUnlock()
                    return
                }
                lock.unlock()

                next = iterator!.next()

                lock.lock()
                if next == nil {
                    let finished = self.downstream
                    let released = (sequence, iterator)
                    self.downstream = nil
                    sequence = nil
                    iterator = nil
                    isDelivering = false
                    isDeliveringInHandOver = false
                    lock.unlock()
                    _ = released  // released outside the lock
                    finished?.receive(completion: .finished)
                    return
                }
            }
        }

        /// Clears `isDelivering`, dropping the iteration state if cancelled, and releases `lock`.
        /// The hand-over returned: deliver what was requested meanwhile, or stop delivering.
        func finishHandOver() {
            lock.lock()
            handingOverOn = .none
            guard let downstream, demand > 0 else {
                stopDeliveringAndUnlock()
                return
            }
            deliver(to: downstream)
        }

        private func stopDeliveringAndUnlock() {
            if isDeliveringInHandOver {
                // Back inside the hand-over, which still counts as delivering.
                isDeliveringInHandOver = false
                lock.unlock()
                return
            }
            isDelivering = false
            var released: (Elements.Iterator?, Elements.Element?) = (nil, nil)
            if downstream == nil {
                released = (iterator.take(), next.take())
            }
            lock.unlock()
            _ = released  // released outside the lock
        }

        func cancel() {
            lock.lock()
            let released = (downstream, sequence)
            downstream = nil
            sequence = nil
            if isDelivering {
                // The delivering thread drops the iteration state when it notices.
                lock.unlock()
            } else {
                stopDeliveringAndUnlock()
            }
            _ = released  // released outside the lock
        }
    }
}
