extension Result {
    /// A publisher that publishes this result: its success value followed by `.finished`, or its
    /// failure.
    ///
    /// ```swift
    /// let cancellable = Result<Int, Never>.success(42).publisher.sink { print($0) }  // prints 42
    /// ```
    public var publisher: Result<Success, Failure>.Publisher {
        Publisher(self)
    }

    /// A publisher that publishes an output to each subscriber exactly once then finishes, or fails
    /// immediately without producing any elements.
    ///
    /// A success is delivered on the first request, followed by `.finished`, through a subscription
    /// described as `"Once"` (Combine's name for it). A failure is delivered at once, after
    /// ``Subscriptions/empty``, without waiting for demand. `Sendable` when the result is.
    public struct Publisher: Signals.Publisher {
        /// The kind of values published by this publisher: the result's success type.
        public typealias Output = Success

        /// The result to deliver to each subscriber.
        public let result: Result<Success, Failure>

        /// Creates a publisher that delivers the specified result.
        ///
        /// - Parameter result: The result to deliver to each subscriber.
        public init(_ result: Result<Output, Failure>) {
            self.result = result
        }

        /// Creates a publisher that sends the specified output to all subscribers and finishes
        /// normally.
        ///
        /// - Parameter output: The output to deliver to each subscriber.
        public init(_ output: Output) {
            result = .success(output)
        }

        /// Creates a publisher that immediately terminates upon subscription with the given failure.
        ///
        /// - Parameter failure: The failure to send when terminating.
        public init(_ failure: Failure) {
            result = .failure(failure)
        }

        /// Sends the success on the first request, then finishes; sends a failure at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let output):
                ReplaySubscription.attach([output], completion: .finished, appearance: .named("Once"), to: subscriber)
            case .failure(let failure):
                ReplaySubscription.attach([], completion: .failure(failure), appearance: .named("Once"), to: subscriber)
            }
        }
    }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}

extension Result.Publisher: Sendable where Success: Sendable, Failure: Sendable {}
