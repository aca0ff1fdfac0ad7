/// A publisher that awaits subscription before running the supplied closure to create a publisher for
/// the new subscriber.
///
/// Each subscription runs the closure again, so every subscriber gets its own, fresh publisher. Use it
/// to delay side effects (starting work, reading state) until someone actually subscribes.
///
/// `Deferred` is not `Sendable`, because its closure is not.
///
/// ```swift
/// let now = Deferred { Just(clock.now) }  // reads the clock at each subscription
/// ```
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = DeferredPublisher.Output

    /// The kind of errors this publisher might publish.
    public typealias Failure = DeferredPublisher.Failure

    /// The closure to execute when this deferred publisher receives a subscription.
    ///
    /// The publisher returned by this closure immediately receives the incoming subscription.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    ///
    /// - Parameter createPublisher: The closure to execute when calling `subscribe(_:)`.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Creates a publisher with the closure and subscribes the subscriber to it.
    public func receive<S: Subscriber>(subscriber: S)
    where DeferredPublisher.Output == S.Input, DeferredPublisher.Failure == S.Failure {
        createPublisher().subscribe(subscriber)
    }
}
