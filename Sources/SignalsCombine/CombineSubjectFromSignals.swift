#if canImport(Combine)
    import Combine
    import Signals

    extension Signals.Subject {
        /// Returns this Signals subject as a Combine subject, for code that takes a Combine `Subject`: a
        /// Combine publisher can `subscribe` it, and Combine code can `send` into it and subscribe to it.
        ///
        /// The returned subject keeps no state of its own: every `send` goes to this subject at once, and its
        /// subscribers subscribe to this subject (through `asCombinePublisher()`), so this subject's Signals
        /// subscribers and the bridge's Combine subscribers see the same values.
        /// A Combine publisher's `subscribe(_:)` keeps it (and this subject) until cancelled or completed:
        /// this module overloads it for a ``CombineSubjectFromSignals``, which Combine's would hold weakly.
        ///
        /// ```swift
        /// let names = Signals.PassthroughSubject<String, Never>()
        /// let signalsSide = names.sink { print("Signals got \($0)") }
        ///
        /// let typed = Combine.PassthroughSubject<String, Never>()
        /// let link: Combine.AnyCancellable = typed.subscribe(names.asCombineSubject())
        /// typed.send("Ada")  // prints "Signals got Ada"
        /// ```
        ///
        /// - Returns: A Combine subject that forwards to this subject.
        public func asCombineSubject() -> CombineSubjectFromSignals<Self> {
            CombineSubjectFromSignals(self)
        }
    }

    /// A Combine subject that is a Signals subject: what is sent to it is sent to the Signals subject, and
    /// its Combine subscribers subscribe to the Signals subject.
    ///
    /// Made by `asCombineSubject()`. It holds only the Signals subject, so it is as thread-safe as that
    /// subject. A Combine subscription it receives (when a Combine publisher subscribes
    /// it) is handed to the Signals subject, which requests from it and cancels it as it would its own.
    ///
    /// ```swift
    /// let counter = Signals.CurrentValueSubject<Int, Never>(0)
    /// let subject: CombineSubjectFromSignals<Signals.CurrentValueSubject<Int, Never>> =
    ///     counter.asCombineSubject()
    /// subject.send(1)  // counter.value is now 1
    /// ```
    public final class CombineSubjectFromSignals<Wrapped: Signals.Subject>: Combine.Subject {
        /// The kind of values published and sent: the Signals subject's.
        public typealias Output = Wrapped.Output

        /// The kind of errors published and sent: the Signals subject's.
        public typealias Failure = Wrapped.Failure

        /// The Signals subject that this subject forwards to.
        public let wrapped: Wrapped

        /// Creates a Combine subject that forwards to a Signals subject.
        ///
        /// - Parameter wrapped: The Signals subject to forward to.
        public init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }

        /// Subscribes `subscriber` to the Signals subject, through `Combine.Publishers.FromSignals`.
        ///
        /// - Parameter subscriber: The Combine subscriber to attach.
        public func receive<Downstream: Combine.Subscriber>(subscriber: Downstream)
        where Downstream.Input == Output, Downstream.Failure == Failure {
            wrapped.asCombinePublisher().receive(subscriber: subscriber)
        }

        /// Sends a value to the Signals subject.
        ///
        /// - Parameter value: The value to send.
        public func send(_ value: Output) {
            wrapped.send(value)
        }

        /// Sends a completion to the Signals subject.
        ///
        /// - Parameter completion: `finished`, or a failure.
        public func send(completion: Combine.Subscribers.Completion<Failure>) {
            wrapped.send(completion: Signals.Subscribers.Completion(completion))
        }

        /// Hands a Combine upstream subscription to the Signals subject, as a Signals subscription.
        ///
        /// - Parameter subscription: The subscription of a Combine publisher that this subject subscribed.
        public func send(subscription: any Combine.Subscription) {
            wrapped.send(subscription: SignalsSubscriptionOfCombine(subscription))
        }
    }

    extension Combine.Publisher {
        /// Attaches a bridged Signals subject to this publisher, which sends it every value and the completion,
        /// and keeps it until the returned cancellable is cancelled or this publisher completes.
        ///
        /// Combine's own `subscribe(_:)` for subjects holds the subject weakly, so the bridge returned by
        /// `asCombineSubject()`, which nothing else keeps, would be released at once and every value dropped.
        /// This overload, chosen for a ``CombineSubjectFromSignals``, subscribes the Signals subject through
        /// `asSignalsPublisher()` and keeps it strongly, as Signals' `subscribe(_:)` does: the subject asks
        /// this publisher for what it asks of its own upstreams, and cancelling the returned cancellable
        /// cancels this publisher's subscription.
        ///
        /// ```swift
        /// let names = Signals.PassthroughSubject<String, Never>()
        /// let typed = Combine.PassthroughSubject<String, Never>()
        /// let link: Combine.AnyCancellable = typed.subscribe(names.asCombineSubject())
        /// ```
        ///
        /// - Parameter subject: The bridged Signals subject to send this publisher's values to.
        /// - Returns: A cancellable that cancels the subscription (also when it is released).
        public func subscribe<Wrapped>(_ subject: CombineSubjectFromSignals<Wrapped>) -> Combine.AnyCancellable
        where Wrapped.Output == Output, Wrapped.Failure == Failure {
            let link = asSignalsPublisher().subscribe(subject.wrapped)
            return Combine.AnyCancellable { link.cancel() }
        }
    }

    // Safety: the one stored property is an immutable reference to a `Sendable` subject.
    extension CombineSubjectFromSignals: @unchecked Sendable where Wrapped: Sendable {}
#endif
