import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL.
    ///
    /// The publisher publishes data when the task completes, or terminates if the task fails with an
    /// error.
    ///
    /// ```swift
    /// let cancellable = URLSession.shared.dataTaskPublisher(for: url)
    ///     .map(\.data)
    ///     .decode(type: Article.self, decoder: JSONDecoder())
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { show($0) })
    /// ```
    ///
    /// - Parameter url: The URL for which to create a data task.
    /// - Returns: A publisher that wraps a data task for the URL.
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request.
    ///
    /// The publisher publishes data when the task completes, or terminates if the task fails with an
    /// error.
    ///
    /// - Parameter request: The URL request for which to create a data task.
    /// - Returns: A publisher that wraps a data task for the URL request.
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher that delivers the results of performing URL session data tasks.
    ///
    /// Each subscriber gets its own task, started when it first requests a value and cancelled when
    /// it cancels. The one value is the data and response; a transport error ends the stream with a
    /// `URLError`. An HTTP error status is not a failure: check the response.
    public struct DataTaskPublisher: Publisher, Sendable {
        /// The kind of values published by this publisher: the data and the response.
        public typealias Output = (data: Data, response: URLResponse)

        /// The kind of errors this publisher might publish.
        public typealias Failure = URLError

        /// The URL request performed by the data task associated with this publisher.
        public let request: URLRequest

        /// The URL session that performs the data task associated with this publisher.
        public let session: URLSession

        /// Creates a data task publisher from the provided URL request and URL session.
        ///
        /// - Parameters:
        ///   - request: The URL request to perform.
        ///   - session: The URL session to perform the request.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Attaches the subscriber; its subscription is described as `"DataTaskPublisher"`.
        ///
        /// - Parameter subscriber: The subscriber to attach to this publisher.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(publisher: self, downstream: subscriber))
        }
    }
}

/// The subscription of a ``Foundation/URLSession/DataTaskPublisher``: one data task, started on the
/// first request.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible, DataTaskCompletionReceiver, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
    // Safety: every stored `var` is only read or written with `lock` held.
    private let lock = NSLock()
    private var publisher: URLSession.DataTaskPublisher?
    private var downstream: Downstream?
    private var task: URLSessionDataTask?

    init(publisher: URLSession.DataTaskPublisher, downstream: Downstream) {
        self.publisher = publisher
        self.downstream = downstream
    }

    var description: String { "DataTaskPublisher" }

    var customMirror: Mirror {
        lock.withLock { Mirror(self, children: ["task": task as Any]) }
    }

    var playgroundDescription: Any { description }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        guard let publisher = publisher.take() else {
            lock.unlock()
            return
        }
        let receiver: any DataTaskCompletionReceiver = self
        let task = publisher.session.dataTask(with: publisher.request) { data, response, error in
            receiver.completed(data: data, response: response, error: error)
        }
        self.task = task
        lock.unlock()
        task.resume()
    }

    func completed(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.lock()
        let downstream = self.downstream.take()
        task = nil
        lock.unlock()
        guard let downstream else { return }
        if let response, error == nil {
            _ = downstream.receive((data ?? Data(), response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        }
    }

    func cancel() {
        lock.lock()
        let released = (downstream.take(), publisher.take())
        let task = self.task.take()
        lock.unlock()
        _ = released
        task?.cancel()
    }
}

/// What a data task's completion handler calls, without naming the subscription's generic type.
private protocol DataTaskCompletionReceiver: AnyObject, Sendable {
    func completed(data: Data?, response: URLResponse?, error: (any Error)?)
}
