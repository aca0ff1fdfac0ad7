extension Publisher {
    /// Publishes the value of a key path.
    ///
    /// It is a `map` reading the key path, as in Combine: the downstream sees the upstream's
    /// subscription, and demand passes through unchanged.
    ///
    /// ```swift
    /// let cancellable = users.map(\.name).sink { print($0) }
    /// ```
    ///
    /// - Parameter keyPath: The key path of a property on `Output`.
    /// - Returns: A publisher that publishes the value of the key path.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Publishes the values of two key paths as a tuple.
    ///
    /// ```swift
    /// let cancellable = users.map(\.name, \.age).sink { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath0: The key path of a property on `Output`.
    ///   - keyPath1: The key path of another property on `Output`.
    /// - Returns: A publisher that publishes the values of two key paths as a tuple.
    public func map<T0, T1>(
        _ keyPath0: KeyPath<Output, T0>,
        _ keyPath1: KeyPath<Output, T1>
    ) -> Publishers.MapKeyPath2<Self, T0, T1> {
        Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
    }

    /// Publishes the values of three key paths as a tuple.
    ///
    /// ```swift
    /// let cancellable = users.map(\.name, \.age, \.email).sink { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath0: The key path of a property on `Output`.
    ///   - keyPath1: The key path of a second property on `Output`.
    ///   - keyPath2: The key path of a third property on `Output`.
    /// - Returns: A publisher that publishes the values of three key paths as a tuple.
    public func map<T0, T1, T2>(
        _ keyPath0: KeyPath<Output, T0>,
        _ keyPath1: KeyPath<Output, T1>,
        _ keyPath2: KeyPath<Output, T2>
    ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
        Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
    }
}

extension Publishers {
    /// A publisher that publishes the value of a key path.
    ///
    /// Not `Sendable`: `KeyPath` is not `Sendable`.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The key path of a property to publish.
        public let keyPath: KeyPath<Upstream.Output, Output>

        /// Creates a publisher that publishes the value of a key path.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - keyPath: The key path of a property to publish.
        public init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
            self.upstream = upstream
            self.keyPath = keyPath
        }

        /// Attaches the subscriber through a stateless subscriber described as `"ValueForKey"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = self.keyPath
            upstream.receive(
                subscriber: MapKeyPathInner(downstream: subscriber, keyPaths: [keyPath]) { $0[keyPath: keyPath] })
        }
    }

    /// A publisher that publishes the values of two key paths as a tuple.
    ///
    /// Not `Sendable`: `KeyPath` is not `Sendable`.
    public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
        /// The kind of values published by this publisher: the values of both key paths.
        public typealias Output = (Output0, Output1)

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The key path of a property to publish.
        public let keyPath0: KeyPath<Upstream.Output, Output0>

        /// The key path of a second property to publish.
        public let keyPath1: KeyPath<Upstream.Output, Output1>

        /// Creates a publisher that publishes the values of two key paths as a tuple.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - keyPath0: The key path of a property to publish.
        ///   - keyPath1: The key path of a second property to publish.
        public init(
            upstream: Upstream,
            keyPath0: KeyPath<Upstream.Output, Output0>,
            keyPath1: KeyPath<Upstream.Output, Output1>
        ) {
            self.upstream = upstream
            self.keyPath0 = keyPath0
            self.keyPath1 = keyPath1
        }

        /// Attaches the subscriber through a stateless subscriber described as `"ValueForKeys"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1) = (self.keyPath0, self.keyPath1)
            let inner = MapKeyPathInner(downstream: subscriber, keyPaths: [keyPath0, keyPath1]) {
                (value: Upstream.Output) in
                (value[keyPath: keyPath0], value[keyPath: keyPath1])
            }
            upstream.receive(subscriber: inner)
        }
    }

    /// A publisher that publishes the values of three key paths as a tuple.
    ///
    /// Not `Sendable`: `KeyPath` is not `Sendable`.
    public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
        /// The kind of values published by this publisher: the values of the three key paths.
        public typealias Output = (Output0, Output1, Output2)

        /// The kind of errors this publisher might publish: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The key path of a property to publish.
        public let keyPath0: KeyPath<Upstream.Output, Output0>

        /// The key path of a second property to publish.
        public let keyPath1: KeyPath<Upstream.Output, Output1>

        /// The key path of a third property to publish.
        public let keyPath2: KeyPath<Upstream.Output, Output2>

        /// Creates a publisher that publishes the values of three key paths as a tuple.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - keyPath0: The key path of a property to publish.
        ///   - keyPath1: The key path of a second property to publish.
        ///   - keyPath2: The key path of a third property to publish.
        public init(
            upstream: Upstream,
            keyPath0: KeyPath<Upstream.Output, Output0>,
            keyPath1: KeyPath<Upstream.Output, Output1>,
            keyPath2: KeyPath<Upstream.Output, Output2>
        ) {
            self.upstream = upstream
            self.keyPath0 = keyPath0
            self.keyPath1 = keyPath1
            self.keyPath2 = keyPath2
        }

        /// Attaches the subscriber through a stateless subscriber described as `"ValueForKeys"`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1, keyPath2) = (self.keyPath0, self.keyPath1, self.keyPath2)
            let inner = MapKeyPathInner(downstream: subscriber, keyPaths: [keyPath0, keyPath1, keyPath2]) {
                (value: Upstream.Output) in
                (value[keyPath: keyPath0], value[keyPath: keyPath1], value[keyPath: keyPath2])
            }
            upstream.receive(subscriber: inner)
        }
    }
}

@available(*, unavailable)
extension Publishers.MapKeyPath: Sendable {}

@available(*, unavailable)
extension Publishers.MapKeyPath2: Sendable {}

@available(*, unavailable)
extension Publishers.MapKeyPath3: Sendable {}

/// The subscriber the key-path `map`s attach upstream: a stateless forwarder that projects each value
/// through its key paths. As in Combine, it shows itself as `"ValueForKey"` (one key path) or
/// `"ValueForKeys"`, with the key paths as its `Mirror` children.
private struct MapKeyPathInner<Input, Downstream: Subscriber>: Subscriber, ReflectedByName {
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    /// The key paths, kept for reflection only.
    let keyPaths: [AnyKeyPath]
    let project: (Input) -> Downstream.Input
    let combineIdentifier = CombineIdentifier()

    init(downstream: Downstream, keyPaths: [AnyKeyPath], project: @escaping (Input) -> Downstream.Input) {
        self.downstream = downstream
        self.keyPaths = keyPaths
        self.project = project
    }

    var description: String { keyPaths.count == 1 ? "ValueForKey" : "ValueForKeys" }

    /// Combine's children: `keyPath`, or `keyPath0`, `keyPath1`, ...
    var customMirror: Mirror {
        if keyPaths.count == 1 {
            return Mirror(self, children: [("keyPath", keyPaths[0])])
        }
        return Mirror(self, children: keyPaths.enumerated().map { Mirror.Child(label: "keyPath\($0)", value: $1) })
    }

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(project(input))
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
