#if canImport(Combine)
    import Combine
    import Signals

    extension Signals.Publisher {
        /// Returns this Signals publisher as a Combine publisher, for code that takes Combine's types
        /// (SwiftUI's `onReceive`, a view model's pipeline, a Combine operator).
        ///
        /// Each Combine subscriber gets its own subscription to this publisher. Demand passes through
        /// unchanged both ways (a `.max(n)` requested downstream is requested upstream as `.max(n)`, and the
        /// demand the subscriber returns for a value is returned upstream); cancelling cancels the upstream
        /// subscription; `finished` and failures arrive as Combine's. A coordinator's result, a Signals
        /// `AnyPublisher<Result, Never>`, can be consumed this way:
        ///
        /// ```swift
        /// import Combine
        /// import Signals
        /// import SignalsCombine
        ///
        /// let saved = Signals.PassthroughSubject<String, Never>()
        /// let cancellable: Combine.AnyCancellable = saved
        ///     .asCombinePublisher()
        ///     .map { "saved: \($0)" }  // a Combine operator
        ///     .sink { print($0) }
        /// saved.send("draft")  // prints "saved: draft"
        /// ```
        ///
        /// - Returns: A Combine publisher that publishes what this publisher publishes.
        public func asCombinePublisher() -> Combine.Publishers.FromSignals<Self> {
            Combine.Publishers.FromSignals(self)
        }
    }

    extension Combine.Publishers {
        /// A Combine publisher that publishes the values and the completion of a Signals publisher.
        ///
        /// Made by `asCombinePublisher()`. Every Combine subscriber subscribes the upstream once, through a
        /// subscription that is both a Signals subscriber and a Combine subscription (described as
        /// `"FromSignals"`). It adds no buffer and no delivery lock: the upstream calls it one event at a time
        /// (Signals' contract), and it passes each event straight on, so the downstream is called one event at
        /// a time too, re-entrant sends included, exactly as the upstream orders them. Its state lock is held
        /// only to read or move out the downstream and the upstream subscription, never around a call to
        /// either. After a cancel or the completion it keeps neither.
        ///
        /// ```swift
        /// let result: Signals.AnyPublisher<Int, Never> = Signals.Just(1).eraseToAnyPublisher()
        /// let publisher: Combine.Publishers.FromSignals<Signals.AnyPublisher<Int, Never>> =
        ///     result.asCombinePublisher()
        /// ```
        public struct FromSignals<Upstream: Signals.Publisher>: Combine.Publisher {
            /// The kind of values published: the upstream's.
            public typealias Output = Upstream.Output

            /// The kind of errors published: the upstream's.
            public typealias Failure = Upstream.Failure

            /// The Signals publisher that this publisher republishes.
            public let upstream: Upstream

            /// Creates a Combine publisher that republishes a Signals publisher.
            ///
            /// - Parameter upstream: The Signals publisher to republish.
            public init(_ upstream: Upstream) {
                self.upstream = upstream
            }

            /// Subscribes the upstream with a bridging subscription that delivers to `subscriber`.
            ///
            /// - Parameter subscriber: The Combine subscriber to attach.
            public func receive<Downstream: Combine.Subscriber>(subscriber: Downstream)
            where Downstream.Input == Output, Downstream.Failure == Failure {
                upstream.subscribe(Inner(downstream: subscriber))
            }
        }
    }

    extension Combine.Publishers.FromSignals: Sendable where Upstream: Sendable {}

    extension Combine.Publishers.FromSignals {
        /// A Signals subscriber of the upstream that is the downstream's Combine subscription.
        fileprivate final class Inner<Downstream: Combine.Subscriber>: Signals.Subscriber, Combine.Subscription,
            CustomStringConvertible, @unchecked Sendable
        where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
            // Safety: `state` is only read or written with `lock` held.
            typealias Input = Upstream.Output
            typealias Failure = Upstream.Failure

            private let lock = BridgeLock()
            private var state: BridgeState<Downstream, any Signals.Subscription>

            init(downstream: Downstream) {
                state = .awaitingSubscription(downstream)
            }

            var description: String { "FromSignals" }

            // Signals' side: the upstream calls these one at a time.

            func receive(subscription: any Signals.Subscription) {
                guard let downstream = lock.withLock({ state.subscribe(subscription) }) else {
                    subscription.cancel()
                    return
                }
                downstream.receive(subscription: self)
            }

            func receive(_ input: Input) -> Signals.Subscribers.Demand {
                guard let downstream = lock.withLock({ state.downstream }) else { return .none }
                return Signals.Subscribers.Demand(downstream.receive(input))
            }

            func receive(completion: Signals.Subscribers.Completion<Failure>) {
                let previous = lock.withLock { state.terminate() }
                previous.downstream?.receive(completion: Combine.Subscribers.Completion(completion))
            }

            // Combine's side: the downstream may call these from any thread.

            func request(_ demand: Combine.Subscribers.Demand) {
                lock.withLock { state.upstream }?.request(Signals.Subscribers.Demand(demand))
            }

            func cancel() {
                let previous = lock.withLock { state.terminate() }
                previous.upstream?.cancel()
            }
        }
    }
#endif
