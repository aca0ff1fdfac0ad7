extension Publisher {
    /// Raises a fatal error when its upstream publisher fails, and otherwise republishes all received
    /// input.
    ///
    /// Use it for internal sanity checks that are active during testing and that do not impact
    /// performance of shipping code: a failure is a programmer error, and the process traps with a
    /// message made of `prefix` and the error. As in Combine, it traps in every build configuration.
    ///
    /// ```swift
    /// let cancellable = bundledConfiguration()  // AnyPublisher<Configuration, DecodingError>
    ///     .assertNoFailure("the bundled configuration must decode")
    ///     .sink { apply($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - prefix: A string used at the beginning of the fatal error message.
    ///   - file: A filename used in the error message. This defaults to `#file`.
    ///   - line: A line number used in the error message. This defaults to `#line`.
    /// - Returns: A publisher that raises a fatal error when its upstream publisher fails.
    public func assertNoFailure(
        _ prefix: String = "",
        file: StaticString = #file,
        line: UInt = #line
    ) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}

extension Publishers {
    /// A publisher that raises a fatal error upon receiving any failure, and otherwise republishes all
    /// received input.
    ///
    /// Create one with ``Publisher/assertNoFailure(_:file:line:)``.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output

        /// This publisher never fails: a failure traps.
        public typealias Failure = Never

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The string used at the beginning of the fatal error message.
        public let prefix: String

        /// The filename used in the error message.
        public let file: StaticString

        /// The line number used in the error message.
        public let line: UInt

        /// Creates a publisher that raises a fatal error upon receiving any failure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - prefix: The string used at the beginning of the fatal error message.
        ///   - file: The filename used in the error message.
        ///   - line: The line number used in the error message.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Attaches the subscriber; its subscription is described as `"AssertNoFailure"`.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {
            upstream.receive(subscriber: Inner(downstream: subscriber, publisher: self))
        }
    }
}

extension Publishers.AssertNoFailure: Sendable where Upstream: Sendable {}

extension Publishers.AssertNoFailure {
    /// The subscriber `assertNoFailure` attaches upstream: as in Combine, a stateless value type that
    /// hands the upstream subscription straight to the downstream, forwards values and `.finished`, and
    /// stops the program on a failure.
    private struct Inner<Downstream: Subscriber>: Subscriber, ReflectedByName
    where Downstream.Input == Output, Downstream.Failure == Never {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        let downstream: Downstream
        let prefix: String
        let file: StaticString
        let line: UInt
        let combineIdentifier = CombineIdentifier()

        init(downstream: Downstream, publisher: Publishers.AssertNoFailure<Upstream>) {
            self.downstream = downstream
            prefix = publisher.prefix
            file = publisher.file
            line = publisher.line
        }

        var description: String { "AssertNoFailure" }

        /// Combine's children: where the assertion was written, and its message prefix.
        var customMirror: Mirror {
            Mirror(self, children: ["file": file, "line": line, "prefix": prefix])
        }

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: subscription)
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            if case .failure(let error) = completion {
                let message = prefix.isEmpty ? "\(error)" : "\(prefix) \(error)"
                fatalError(message, file: file, line: line)
            }
            downstream.receive(completion: .finished)
        }
    }
}
