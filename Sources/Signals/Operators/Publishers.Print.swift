extension Publisher {
    /// Prints log messages for all publishing events.
    ///
    /// Each event becomes one line, `"<prefix>: <event>"` (just `"<event>"` when `prefix` is empty), with
    /// Combine's wording: `receive subscription: (Upstream)`, `request unlimited`, `request max: (2)`,
    /// `receive value: (1)`, `request max: (1) (synchronous)` (the demand a value's subscriber
    /// returned), `receive finished`, `receive error: (…)` and `receive cancel`.
    ///
    /// ```swift
    /// let cancellable = [1, 2].publisher.print("numbers").sink { _ in }
    /// // numbers: receive subscription: ([1, 2])
    /// // numbers: request unlimited
    /// // numbers: receive value: (1)
    /// // numbers: receive value: (2)
    /// // numbers: receive finished
    /// ```
    ///
    /// - Parameters:
    ///   - prefix: A string — which defaults to empty — with which to prefix all log messages.
    ///   - stream: A stream for text output that receives messages, and which directs output to the
    ///     console by default. A custom stream can be used to log messages to other destinations.
    /// - Returns: A publisher that prints log messages for all publishing events.
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}

extension Publishers {
    /// A publisher that prints log messages for all publishing events, optionally prefixed with a given
    /// string.
    ///
    /// Create one with ``Publisher/print(_:to:)``.
    public struct Print<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// A string with which to prefix all log messages.
        public let prefix: String

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The stream that receives the messages; `nil` prints to the standard output.
        public let stream: (any TextOutputStream)?

        /// Creates a publisher that prints log messages for all publishing events.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - prefix: A string with which to prefix all log messages.
        ///   - stream: A stream that receives the messages; `nil` prints to the standard output.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Attaches the subscriber; its subscription is described as `"Print"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, prefix: prefix, stream: stream))
        }
    }
}

extension Publishers.Print {
    private final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `stream` is only written with `printLock` held; the rest is the base class's.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private let prefix: String
        private let printLock = UnfairLock()
        private var stream: (any TextOutputStream)?

        init(downstream: Downstream, prefix: String, stream: (any TextOutputStream)?) {
            self.prefix = prefix.isEmpty ? "" : prefix + ": "
            self.stream = stream
            super.init(downstream: downstream)
        }

        var description: String { "Print" }

        private func log(_ message: String) {
            let line = prefix + message
            printLock.lock()
            defer { printLock.unlock() }
            if stream != nil {
                // The writes `print(_:to:)` makes, as Combine's print does: "", the line, then "\n".
                stream!.write("")
                stream!.write(line)
                stream!.write("\n")
            } else {
                Swift.print(line)
            }
        }

        override func receive(subscription: any Subscription) {
            log("receive subscription: (\(subscription))")
            super.receive(subscription: subscription)
        }

        override func request(_ demand: Subscribers.Demand) {
            log("request \(Self.describe(demand))")
            super.request(demand)
        }

        override func cancel() {
            log("receive cancel")
            super.cancel()
        }

        /// Logs and passes the value on; as in Combine, a value that arrives before the upstream
        /// subscription (which breaks the upstream's contract) is passed on too.
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            log("receive value: (\(input))")
            lock.lock()
            guard !terminated, let downstream else {
                lock.unlock()
                return .none
            }
            lock.unlock()
            let demand = downstream.receive(input)
            if demand > 0 {
                log("request \(Self.describe(demand)) (synchronous)")
            }
            return demand
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            switch completion {
            case .finished: log("receive finished")
            case .failure(let error): log("receive error: (\(error))")
            }
            finish()?.receive(completion: completion)
        }

        /// Ends the operator, cancelling nothing; returns the downstream to complete, or `nil` if it
        /// had ended. Unlike `end()`, it also ends an operator whose upstream
        /// has not subscribed (Combine's print passes such a completion on).
        private func finish() -> Downstream? {
            lock.lock()
            guard !terminated else {
                lock.unlock()
                return nil
            }
            let released = (upstream, downstream, takeOperatorState())
            upstream = nil
            downstream = nil
            terminated = true
            lock.unlock()
            return released.1
        }

        private static func describe(_ demand: Subscribers.Demand) -> String {
            demand.max.map { "max: (\($0))" } ?? "unlimited"
        }
    }
}
