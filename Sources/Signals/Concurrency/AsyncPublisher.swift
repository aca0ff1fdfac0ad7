extension Publisher where Failure == Never, Output: Sendable {
    /// The elements produced by the publisher, as an asynchronous sequence.
    ///
    /// This property provides an ``AsyncPublisher``, which allows you to use the Swift `async`-`await`
    /// syntax to receive the publisher's elements.
    ///
    /// ```swift
    /// for await value in subject.values {
    ///     print(value)
    /// }
    /// ```
    ///
    /// Unlike Combine, Signals requires `Output: Sendable`: each element crosses from the publisher's
    /// thread to the awaiting task.
    public var values: AsyncPublisher<Self> {
        AsyncPublisher(self)
    }
}

/// A publisher that exposes its elements as an asynchronous sequence.
///
/// Making an iterator subscribes to the publisher; each `next()` requests one element and waits for
/// it. Iteration ends when the publisher finishes, when the task waiting in `next()` is cancelled
/// (which cancels the subscription), or when the last copy of the iterator is released (leaving a
/// `for await` loop early also cancels the subscription). Values the publisher sends while nobody is
/// waiting in `next()` exceed the requested demand and are dropped.
///
/// ```swift
/// let taps = PassthroughSubject<Int, Never>()
/// Task {
///     for await tap in taps.values { print(tap) }
/// }
/// ```
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never, P.Output: Sendable {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        private let lifetime: AsyncIteratorLifetime<P.Output, Never>

        fileprivate init(_ publisher: P) {
            lifetime = AsyncIteratorLifetime()
            publisher.subscribe(lifetime.subscriber)
        }

        /// Requests one element and waits for it.
        ///
        /// - Returns: The next element, or `nil` once the publisher finished or the iteration was
        ///   cancelled.
        public mutating func next() async -> P.Output? {
            switch await lifetime.subscriber.next() {
            case .success(let value): value
            }
        }
    }

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as an
    /// asynchronous sequence.
    ///
    /// - Parameter publisher: An upstream publisher.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Subscribes to the publisher and returns an iterator over its elements.
    ///
    /// - Returns: An iterator; each of its `next()` calls requests one element.
    public func makeAsyncIterator() -> Iterator {
        Iterator(publisher)
    }
}

extension AsyncPublisher: Sendable where P: Sendable {}
