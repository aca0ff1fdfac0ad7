extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided error-throwing closure.
    ///
    /// If the closure throws, the publisher cancels the upstream and fails with the thrown error; its
    /// `Failure` is therefore `any Error`. Unlike `map`, it hands the downstream its own subscription,
    /// described as `"TryMap"`, as Combine does. Values that arrive after the failure (an upstream
    /// racing the cancellation) are dropped.
    ///
    /// ```swift
    /// let cancellable = strings
    ///     .tryMap { string -> Int in
    ///         guard let value = Int(string) else { throw ParseError() }
    ///         return value
    ///     }
    ///     .sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// ```
    ///
    /// - Parameter transform: A closure that takes one element as its parameter and returns a new
    ///   element. If the closure throws an error, the publisher fails with the thrown error.
    /// - Returns: A publisher that uses the provided closure to map elements from the upstream
    ///   publisher to new elements that it then publishes.
    @inlinable
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}

extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher with a provided
    /// error-throwing closure.
    ///
    /// Not `Sendable`: it holds a non-`Sendable` closure.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: any error, thrown or from upstream.
        public typealias Failure = any Error

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The error-throwing closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) throws -> Output

        /// Creates a publisher that transforms all elements from the upstream publisher with a
        /// provided error-throwing closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: The error-throwing closure that transforms elements from the upstream
        ///     publisher.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the subscriber through a subscription described as `"TryMap"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
        }

        /// Fuses a map after this try-map into one try-map, as in Combine.
        ///
        /// ```swift
        /// let doubled = strings.tryMap { try parse($0) }.map { $0 * 2 }  // a single `TryMap`
        /// ```
        ///
        /// - Parameter transform: A closure applied to the output of this try-map.
        /// - Returns: A single try-map over ``upstream``.
        @inlinable
        public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
            let first = self.transform
            return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
        }

        /// Fuses two try-maps into one, as in Combine.
        ///
        /// ```swift
        /// let checked = strings.tryMap { try parse($0) }.tryMap { try validate($0) }
        /// ```
        ///
        /// - Parameter transform: An error-throwing closure applied to the output of this try-map.
        /// - Returns: A single try-map over ``upstream``.
        @inlinable
        public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
            let first = self.transform
            return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
        }
    }
}

@available(*, unavailable)
extension Publishers.TryMap: Sendable {}

extension Publishers.Map {
    /// Fuses a try-map after this map into one try-map, as in Combine.
    ///
    /// ```swift
    /// let parsed = subject.map { $0.trimmed }.tryMap { try parse($0) }  // a single `TryMap`
    /// ```
    ///
    /// - Parameter transform: An error-throwing closure applied to the output of this map.
    /// - Returns: A single try-map over ``upstream``.
    @inlinable
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap(upstream: upstream) { try transform(first($0)) }
    }
}

extension Publishers.TryMap {
    private final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == any Error {
        // Safety: `transform` is only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private var transform: ((Upstream.Output) throws -> Output)?

        init(downstream: Downstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.transform = transform
            super.init(downstream: downstream)
        }

        var description: String { "TryMap" }

        /// As in Combine, a value that comes before the upstream subscription is transformed and passed
        /// on (a throw then ends the operator: the failure goes downstream, the subscription is cancelled
        /// when it arrives); one that comes after the end is dropped (`transform` is gone).
        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard let downstream, let transform else {
                lock.unlock()
                return .none
            }
            lock.unlock()
            let output: Output
            do {
                output = try transform(input)
            } catch {
                let released = end(beforeSubscription: true)
                released.upstream?.cancel()
                released.downstream?.receive(completion: .failure(error))
                return .none
            }
            return downstream.receive(output)
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            end().downstream?.receive(completion: completion.eraseError())
        }

        override func takeOperatorState() -> Any? {
            let state = transform
            transform = nil
            return state
        }
    }
}
