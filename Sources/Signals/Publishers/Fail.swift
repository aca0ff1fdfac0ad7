/// A publisher that immediately terminates with the specified error.
///
/// Every subscriber receives ``Subscriptions/empty`` and then the failure, without needing demand.
///
/// ```swift
/// func load(_ id: Int) -> AnyPublisher<String, LoadError> {
///     guard id > 0 else { return Fail(error: .badID).eraseToAnyPublisher() }
///     return store.item(id).eraseToAnyPublisher()
/// }
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// Creates a publisher that immediately terminates with the specified failure.
    ///
    /// - Parameter error: The failure to send when terminating the publisher.
    public init(error: Failure) {
        self.error = error
    }

    /// Creates a publisher with the given output type, that immediately terminates with the specified
    /// failure.
    ///
    /// Use this initializer to create a `Fail` publisher that can work with subscribers or publishers
    /// that expect a given output type.
    ///
    /// - Parameters:
    ///   - outputType: The output type exposed by this publisher.
    ///   - failure: The failure to send when terminating the publisher.
    public init(outputType: Output.Type, failure: Failure) {
        self.error = failure
    }

    /// Sends ``Subscriptions/empty``, then the failure.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {
    /// Two `Fail` publishers are equal when their errors are equal.
    public static func == (lhs: Fail, rhs: Fail) -> Bool {
        lhs.error == rhs.error
    }
}

extension Fail: Sendable where Failure: Sendable {}
