extension Publisher where Output: Sendable {
    /// The elements produced by the publisher, as a throwing asynchronous sequence.
    ///
    /// This property provides an ``AsyncThrowingPublisher``, which allows you to use the Swift
    /// `async`-`await` syntax to receive the publisher's elements. Iteration rethrows the publisher's
    /// failure.
    ///
    /// ```swift
    /// do {
    ///     for try await page in pages.values { show(page) }
    /// } catch {
    ///     showError(error)
    /// }
    /// ```
    ///
    /// Unlike Combine, Signals requires `Output: Sendable`: each element crosses from the publisher's
    /// thread to the awaiting task.
    public var values: AsyncThrowingPublisher<Self> {
        AsyncThrowingPublisher(self)
    }
}

/// A publisher that exposes its elements as a throwing asynchronous sequence.
///
/// Making an iterator subscribes to the publisher; each `next()` requests one element and waits for
/// it. The publisher's failure is thrown once, then iteration ends. Cancelling the task waiting in
/// `next()` cancels the subscription and ends iteration with `nil`, as does releasing the last copy of
/// the iterator.
///
/// ```swift
/// for try await value in upload.values { print(value) }
/// ```
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence where P.Output: Sendable {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        private let lifetime: AsyncIteratorLifetime<P.Output, P.Failure>

        fileprivate init(_ publisher: P) {
            lifetime = AsyncIteratorLifetime()
            publisher.subscribe(lifetime.subscriber)
        }

        /// Requests one element and waits for it.
        ///
        /// - Returns: The next element, or `nil` once the publisher finished or the iteration was
        ///   cancelled.
        /// - Throws: The publisher's failure, once.
        public mutating func next() async throws -> P.Output? {
            try await lifetime.subscriber.next().get()
        }
    }

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as a throwing
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

extension AsyncThrowingPublisher: Sendable where P: Sendable {}
