#if canImport(Combine)
    import Combine
    import Signals

    extension Combine.Subject {
        /// Returns this Combine subject as a Signals subject, for code that takes a Signals `Subject`: a
        /// Signals publisher can `subscribe` it, and Signals code can `send` into it and subscribe to it.
        ///
        /// The returned subject keeps no state of its own: every `send` goes to this subject at once, and its
        /// subscribers subscribe to this subject (through `asSignalsPublisher()`), so this subject's Combine
        /// subscribers and the bridge's Signals subscribers see the same values.
        ///
        /// ```swift
        /// let taps = Combine.PassthroughSubject<Void, Never>()
        /// let combineSide = taps.sink { print("Combine got a tap") }
        ///
        /// let button = Signals.PassthroughSubject<Void, Never>()
        /// let link: Signals.AnyCancellable = button.subscribe(taps.asSignalsSubject())
        /// button.send()  // prints "Combine got a tap"
        /// ```
        ///
        /// - Returns: A Signals subject that forwards to this subject.
        public func asSignalsSubject() -> SignalsSubjectFromCombine<Self> {
            SignalsSubjectFromCombine(self)
        }
    }

    /// A Signals subject that is a Combine subject: what is sent to it is sent to the Combine subject, and
    /// its Signals subscribers subscribe to the Combine subject.
    ///
    /// Made by `asSignalsSubject()`. It holds only the Combine subject, so it is as thread-safe as that
    /// subject. A Signals subscription it receives (when a Signals publisher subscribes
    /// it) is handed to the Combine subject, which requests from it and cancels it as it would its own.
    ///
    /// ```swift
    /// let counter = Combine.CurrentValueSubject<Int, Never>(0)
    /// let subject: SignalsSubjectFromCombine<Combine.CurrentValueSubject<Int, Never>> =
    ///     counter.asSignalsSubject()
    /// subject.send(1)  // counter.value is now 1
    /// ```
    public final class SignalsSubjectFromCombine<Wrapped: Combine.Subject>: Signals.Subject {
        /// The kind of values published and sent: the Combine subject's.
        public typealias Output = Wrapped.Output

        /// The kind of errors published and sent: the Combine subject's.
        public typealias Failure = Wrapped.Failure

        /// The Combine subject that this subject forwards to.
        public let wrapped: Wrapped

        /// Creates a Signals subject that forwards to a Combine subject.
        ///
        /// - Parameter wrapped: The Combine subject to forward to.
        public init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }

        /// Subscribes `subscriber` to the Combine subject, through `Signals.Publishers.FromCombine`.
        ///
        /// - Parameter subscriber: The Signals subscriber to attach.
        public func receive<Downstream: Signals.Subscriber>(subscriber: Downstream)
        where Downstream.Input == Output, Downstream.Failure == Failure {
            wrapped.asSignalsPublisher().receive(subscriber: subscriber)
        }

        /// Sends a value to the Combine subject.
        ///
        /// - Parameter value: The value to send.
        public func send(_ value: Output) {
            wrapped.send(value)
        }

        /// Sends a completion to the Combine subject.
        ///
        /// - Parameter completion: `finished`, or a failure.
        public func send(completion: Signals.Subscribers.Completion<Failure>) {
            wrapped.send(completion: Combine.Subscribers.Completion(completion))
        }

        /// Hands a Signals upstream subscription to the Combine subject, as a Combine subscription.
        ///
        /// - Parameter subscription: The subscription of a Signals publisher that this subject subscribed.
        public func send(subscription: any Signals.Subscription) {
            wrapped.send(subscription: CombineSubscriptionOfSignals(subscription))
        }
    }

    // Safety: the one stored property is an immutable reference to a `Sendable` subject.
    extension SignalsSubjectFromCombine: @unchecked Sendable where Wrapped: Sendable {}
#endif
