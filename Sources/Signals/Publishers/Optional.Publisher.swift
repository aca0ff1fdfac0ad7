extension Optional {
    /// A publisher that publishes this optional's value, if any, then finishes.
    ///
    /// ```swift
    /// let cancellable = Optional(42).publisher.sink { print($0) }  // prints 42
    /// ```
    public var publisher: Optional<Wrapped>.Publisher {
        Publisher(self)
    }

    /// A publisher that publishes an optional value to each subscriber exactly once, if the optional
    /// has a value.
    ///
    /// With a value, it behaves like ``Just``: the value goes out on the first request, followed by
    /// `.finished`, through a subscription described as `"Optional"`. With `nil`, the subscriber gets
    /// ``Subscriptions/empty`` and `.finished` at once. `Sendable` when `Wrapped` is.
    public struct Publisher: Signals.Publisher {
        /// The kind of values published by this publisher: the wrapped type.
        public typealias Output = Wrapped

        /// The kind of errors this publisher might publish: it never fails.
        public typealias Failure = Never

        /// The output to deliver to each subscriber, if any.
        public let output: Wrapped?

        /// Creates a publisher to emit the value of the optional, or to finish immediately if the
        /// optional doesn't have a value.
        ///
        /// - Parameter output: The result to deliver to each subscriber.
        public init(_ output: Output?) {
            self.output = output
        }

        /// Sends the value on the first request, then finishes; finishes at once for `nil`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            ReplaySubscription.attach(
                output.map { [$0] } ?? [], completion: .finished, appearance: .named("Optional"), to: subscriber)
        }
    }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}

extension Optional.Publisher: Sendable where Wrapped: Sendable {}
