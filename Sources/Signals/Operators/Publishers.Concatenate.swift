extension Publisher {
    /// Prefixes a publisher's output with the specified values.
    ///
    /// The values go out first, against the downstream's demand, then this publisher's. The result is a
    /// ``Publishers/Concatenate`` (see there for demand and cancellation).
    ///
    /// ```swift
    /// let cancellable = [3, 4].publisher.prepend(1, 2).sink { print($0) }  // prints 1, 2, 3, 4
    /// ```
    ///
    /// - Parameter elements: The elements to publish before this publisher's elements.
    /// - Returns: A publisher that prefixes the specified elements prior to this publisher's elements.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Prefixes a publisher's output with the specified sequence.
    ///
    /// ```swift
    /// let cancellable = [3, 4].publisher.prepend(1...2).sink { print($0) }  // prints 1, 2, 3, 4
    /// ```
    ///
    /// - Parameter elements: A sequence of elements to publish before this publisher's elements.
    /// - Returns: A publisher that prefixes the sequence of elements prior to this publisher's elements.
    public func prepend<S: Swift.Sequence>(
        _ elements: S
    ) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where Output == S.Element {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Prefixes the output of this publisher with the elements emitted by the given publisher.
    ///
    /// This publisher is subscribed to only once `publisher` has finished; if `publisher` fails, so
    /// does the result, and this publisher is never subscribed to.
    ///
    /// ```swift
    /// let cancellable = live.prepend(cached).sink { print($0) }  // cached values, then live ones
    /// ```
    ///
    /// - Parameter publisher: The prefixing publisher.
    /// - Returns: A publisher that prefixes the prefixing publisher's elements prior to this
    ///   publisher's elements.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends a publisher's output with the specified elements.
    ///
    /// The elements go out once this publisher has finished, against the downstream's demand.
    ///
    /// ```swift
    /// let cancellable = [1, 2].publisher.append(3, 4).sink { print($0) }  // prints 1, 2, 3, 4
    /// ```
    ///
    /// - Parameter elements: Elements to publish after this publisher's elements.
    /// - Returns: A publisher that appends the specified elements after this publisher's elements.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Appends a publisher's output with the specified sequence.
    ///
    /// ```swift
    /// let cancellable = [1, 2].publisher.append(3...4).sink { print($0) }  // prints 1, 2, 3, 4
    /// ```
    ///
    /// - Parameter elements: A sequence of elements to publish after this publisher's elements.
    /// - Returns: A publisher that appends the sequence of elements after this publisher's elements.
    public func append<S: Swift.Sequence>(
        _ elements: S
    ) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where Output == S.Element {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Appends the output of this publisher with the elements emitted by the given publisher.
    ///
    /// `publisher` is subscribed to only once this publisher has finished; if this publisher fails,
    /// so does the result, and `publisher` is never subscribed to.
    ///
    /// ```swift
    /// let cancellable = cached.append(live).sink { print($0) }  // cached values, then live ones
    /// ```
    ///
    /// - Parameter publisher: The appending publisher.
    /// - Returns: A publisher that appends the appending publisher's elements after this publisher's
    ///   elements.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}

extension Publishers {
    /// A publisher that emits all of one publisher's elements before those from another publisher.
    ///
    /// Behaviour, as in Combine: the downstream receives a subscription described as `"Concatenate"`
    /// when the prefix sends its subscription. Requests go to the publisher currently subscribed to;
    /// when the prefix finishes, the suffix is subscribed to and asked for whatever demand the
    /// downstream still has outstanding. A prefix failure ends the stream without subscribing to the
    /// suffix. Cancelling cancels the current publisher (or stops the suffix from being subscribed to).
    ///
    /// `Sendable` when both publishers are.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        /// The kind of values published: those of both publishers.
        public typealias Output = Suffix.Output

        /// The kind of errors this publisher might publish: those of both publishers.
        public typealias Failure = Suffix.Failure

        /// The publisher to republish, in its entirety, before republishing elements from `suffix`.
        public let prefix: Prefix

        /// The publisher to republish only after `prefix` finishes.
        public let suffix: Suffix

        /// Creates a publisher that emits all of one publisher's elements before those from another
        /// publisher.
        ///
        /// - Parameters:
        ///   - prefix: The publisher to republish, in its entirety, before republishing elements from
        ///     `suffix`.
        ///   - suffix: The publisher to republish only after `prefix` finishes.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Subscribes to the prefix; the suffix is subscribed to when the prefix finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber, suffix: suffix)
            prefix.subscribe(Side<S, PrefixRole>(parent: inner, isPrefix: true))
        }
    }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publishers.Concatenate: Sendable where Prefix: Sendable, Suffix: Sendable {}

extension Publishers.Concatenate {
    private enum Phase {
        case awaitingPrefix
        case prefix
        case awaitingSuffix
        case suffix
        case terminal
    }

    private final class Inner<Downstream: Subscriber>: Subscription, ReflectedByName, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held.
        private let lock = UnfairLock()
        private var phase = Phase.awaitingPrefix
        private var downstream: Downstream?
        private var suffix: Suffix?
        private var upstream: (any Subscription)?
        /// The downstream's outstanding demand, handed to the suffix when it subscribes.
        private var demand = Subscribers.Demand.none

        init(downstream: Downstream, suffix: Suffix) {
            self.downstream = downstream
            self.suffix = suffix
        }

        var description: String { "Concatenate" }

        /// Adds to the outstanding demand and forwards the request to the current publisher; as in
        /// Combine, a request of `.none` is forwarded too (it does not trap).
        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            guard downstream != nil else {
                lock.unlock()
                return
            }
            self.demand += demand
            let upstream = self.upstream
            lock.unlock()
            upstream?.request(demand)
        }

        func cancel() {
            lock.lock()
            phase = .terminal
            let released = (downstream.take(), suffix.take())
            let upstream = self.upstream.take()
            lock.unlock()
            _ = released  // released outside the lock
            upstream?.cancel()
        }

        fileprivate func receive(subscription: any Subscription, isPrefix: Bool) {
            lock.lock()
            guard phase == (isPrefix ? .awaitingPrefix : .awaitingSuffix), let downstream else {
                lock.unlock()
                subscription.cancel()
                return
            }
            phase = isPrefix ? .prefix : .suffix
            upstream = subscription
            let demand = self.demand
            lock.unlock()
            if isPrefix {
                downstream.receive(subscription: self)
            } else if demand > 0 {
                subscription.request(demand)
            }
        }

        fileprivate func receive(_ input: Output, isPrefix: Bool) -> Subscribers.Demand {
            lock.lock()
            // As Combine: a prefix value beyond the outstanding demand is dropped.
            guard phase == (isPrefix ? .prefix : .suffix), let downstream, !isPrefix || demand > 0 else {
                lock.unlock()
                return .none
            }
            if demand > 0, demand != .unlimited {
                demand -= 1
            }
            lock.unlock()
            let more = downstream.receive(input)
            if more > 0 {
                lock.lock()
                if self.downstream != nil {
                    demand += more
                }
                lock.unlock()
            }
            return more
        }

        fileprivate func receive(completion: Subscribers.Completion<Failure>, isPrefix: Bool) {
            lock.lock()
            guard phase == (isPrefix ? .prefix : .suffix) else {
                lock.unlock()
                return
            }
            upstream = nil
            if isPrefix, case .finished = completion, let suffix = self.suffix.take() {
                phase = .awaitingSuffix
                lock.unlock()
                suffix.subscribe(Side<Downstream, SuffixRole>(parent: self, isPrefix: false))
                return
            }
            phase = .terminal
            let downstream = self.downstream.take()
            lock.unlock()
            downstream?.receive(completion: completion)
        }
    }

    /// The subscriber attached to the prefix (`isPrefix`) or the suffix.
    /// Tags the subscriber attached to the prefix, so that it is a type of its own (as in Combine).
    private enum PrefixRole {}

    /// Tags the subscriber attached to the suffix.
    private enum SuffixRole {}

    /// The subscriber attached to the prefix or the suffix: it shows itself as the subscription (no
    /// `Mirror` children) and shares its ``combineIdentifier``, as Combine's do.
    private struct Side<Downstream: Subscriber, Role>: Subscriber, ReflectedByName
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        let parent: Inner<Downstream>
        let isPrefix: Bool

        var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }

        var description: String { "Concatenate" }

        func receive(subscription: any Subscription) {
            parent.receive(subscription: subscription, isPrefix: isPrefix)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            parent.receive(input, isPrefix: isPrefix)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            parent.receive(completion: completion, isPrefix: isPrefix)
        }
    }
}
