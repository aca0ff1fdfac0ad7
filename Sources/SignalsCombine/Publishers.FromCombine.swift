#if canImport(Combine)
    import Combine
    import Signals

    extension Combine.Publisher {
        /// Returns this Combine publisher as a Signals publisher, for code that takes Signals' types (a
        /// coordinator's result, a Signals operator).
        ///
        /// Each Signals subscriber gets its own subscription to this publisher. Demand passes through
        /// unchanged both ways (a `.max(n)` requested downstream is requested upstream as `.max(n)`, and the
        /// demand the subscriber returns for a value is returned upstream); cancelling cancels the upstream
        /// subscription; `finished` and failures arrive as Signals'. A view model's `@Published` property can
        /// become a coordinator's result this way:
        ///
        /// ```swift
        /// import Combine
        /// import Signals
        /// import SignalsCombine
        ///
        /// final class NameViewModel: Combine.ObservableObject {
        ///     @Combine.Published var name = ""
        /// }
        ///
        /// let model = NameViewModel()
        /// let result: Signals.AnyPublisher<String, Never> = model.$name
        ///     .asSignalsPublisher()
        ///     .first { !$0.isEmpty }  // a Signals operator
        ///     .eraseToAnyPublisher()
        /// ```
        ///
        /// - Returns: A Signals publisher that publishes what this publisher publishes.
        public func asSignalsPublisher() -> Signals.Publishers.FromCombine<Self> {
            Signals.Publishers.FromCombine(self)
        }
    }

    extension Signals.Publishers {
        /// A Signals publisher that publishes the values and the completion of a Combine publisher.
        ///
        /// Made by `asSignalsPublisher()`. Every Signals subscriber subscribes the upstream once, through a
        /// subscription that is both a Combine subscriber and a Signals subscription (described as
        /// `"FromCombine"`). It adds no buffer and no delivery lock: the upstream calls it one event at a time
        /// (Combine's contract), and it passes each event straight on, so the downstream is called one event at
        /// a time too, re-entrant sends included, exactly as the upstream orders them. Its state lock is held
        /// only to read or move out the downstream and the upstream subscription, never around a call to
        /// either. After a cancel or the completion it keeps neither.
        ///
        /// ```swift
        /// let subject = Combine.PassthroughSubject<Int, Never>()
        /// let publisher: Signals.Publishers.FromCombine<Combine.PassthroughSubject<Int, Never>> =
        ///     subject.asSignalsPublisher()
        /// ```
        public struct FromCombine<Upstream: Combine.Publisher>: Signals.Publisher {
            /// The kind of values published: the upstream's.
            public typealias Output = Upstream.Output

            /// The kind of errors published: the upstream's.
            public typealias Failure = Upstream.Failure

            /// The Combine publisher that this publisher republishes.
            public let upstream: Upstream

            /// Creates a Signals publisher that republishes a Combine publisher.
            ///
            /// - Parameter upstream: The Combine publisher to republish.
            public init(_ upstream: Upstream) {
                self.upstream = upstream
            }

            /// Subscribes the upstream with a bridging subscription that delivers to `subscriber`.
            ///
            /// - Parameter subscriber: The Signals subscriber to attach.
            public func receive<Downstream: Signals.Subscriber>(subscriber: Downstream)
            where Downstream.Input == Output, Downstream.Failure == Failure {
                upstream.subscribe(Inner(downstream: subscriber))
            }
        }
    }

    extension Signals.Publishers.FromCombine: Sendable where Upstream: Sendable {}

    extension Signals.Publishers.FromCombine {
        /// A Combine subscriber of the upstream that is the downstream's Signals subscription.
        fileprivate final class Inner<Downstream: Signals.Subscriber>: Combine.Subscriber, Signals.Subscription,
            CustomStringConvertible, @unchecked Sendable
        where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
            // Safety: `state` is only read or written with `lock` held.
            typealias Input = Upstream.Output
            typealias Failure = Upstream.Failure

            private let lock = BridgeLock()
            private var state: BridgeState<Downstream, any Combine.Subscription>

            init(downstream: Downstream) {
                state = .awaitingSubscription(downstream)
            }

            var description: String { "FromCombine" }

            // Combine's side: the upstream calls these one at a time.

            func receive(subscription: any Combine.Subscription) {
                guard let downstream = lock.withLock({ state.subscribe(subscription) }) else {
                    subscription.cancel()
                    return
                }
                downstream.receive(subscription: self)
            }

            func receive(_ input: Input) -> Combine.Subscribers.Demand {
                guard let downstream = lock.withLock({ state.downstream }) else { return .none }
                return Combine.Subscribers.Demand(downstream.receive(input))
            }

            func receive(completion: Combine.Subscribers.Completion<Failure>) {
                let previous = lock.withLock { state.terminate() }
                previous.downstream?.receive(completion: Signals.Subscribers.Completion(completion))
            }

            // Signals' side: the downstream may call these from any thread.

            func request(_ demand: Signals.Subscribers.Demand) {
                lock.withLock { state.upstream }?.request(Combine.Subscribers.Demand(demand))
            }

            func cancel() {
                let previous = lock.withLock { state.terminate() }
                previous.upstream?.cancel()
            }
        }
    }
#endif
