extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    ///
    /// This method creates the subscriber and immediately requests an unlimited number of values,
    /// prior to returning the subscriber. The return value should be held, otherwise the stream will
    /// be cancelled.
    ///
    /// ```swift
    /// let cancellable = [1, 2, 3].publisher
    ///     .sink(receiveCompletion: { print("done: \($0)") }, receiveValue: { print($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - receiveCompletion: The closure to execute on completion.
    ///   - receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance, which you use when you end assignment of the received value.
    ///   Deallocation of the result will tear down the subscription stream.
    @inlinable
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(object: sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    ///
    /// ```swift
    /// let cancellable = subject.sink { print("received \($0)") }
    /// ```
    ///
    /// - Parameter receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance, which you use when you end assignment of the received value.
    ///   Deallocation of the result will tear down the subscription stream.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    ///
    /// It releases its closures when it is cancelled or receives a completion, so a closure that
    /// captures its owner does not keep a retain cycle alive past the end of the stream.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
        @unchecked Sendable
    {
        // Safety: no lock; each stored `var` has one owner at a time, as the word of `gate` says
        // (``SinkGate``): the subscription is written by the one caller that claimed it and taken by the
        // first to end the sink (or by the claimer, if the end came before it published); the closures
        // are read only by a caller counted in the gate (a delivery, a completion, a getter, or a subject
        // conduit that entered the gate when it took this sink and leaves it when it lets go: see
        // ``EndsInSink``) and released only by whoever the gate tells to, once none is counted.
        @usableFromInline
        let gate = SinkGate()
        /// The upstream subscription, class-bound to keep the sink small (value-type subscriptions are
        /// boxed).
        @usableFromInline
        @exclusivity(unchecked) var subscription: (any AnyObject & Subscription)?
        @usableFromInline
        @exclusivity(unchecked) var valueHandler: ((Input) -> Void)?
        @usableFromInline
        @exclusivity(unchecked) var completionHandler: ((Subscribers.Completion<Failure>) -> Void)?

        /// The closure to execute on receipt of a value; a no-op once the sink has ended.
        public var receiveValue: (Input) -> Void {
            guard gate.enter() else { return { _ in } }
            defer { leaveSinkGate() }
            return valueHandler ?? { _ in }
        }

        /// The closure to execute on completion; a no-op once the sink has ended.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            guard gate.enter() else { return { _ in } }
            defer { leaveSinkGate() }
            return completionHandler ?? { _ in }
        }

        /// Initializes a sink with the provided closures.
        ///
        /// - Parameters:
        ///   - receiveCompletion: The closure to execute on completion.
        ///   - receiveValue: The closure to execute on receipt of a value.
        @inlinable
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.completionHandler = receiveCompletion
            self.valueHandler = receiveValue
        }

        /// `"Sink"`, as in Combine.
        public var description: String { "Sink" }

        /// Stores the subscription and requests `.unlimited`; a second subscription is cancelled.
        @inlinable
        public func receive(subscription: any Subscription) {
            guard gate.claimSubscription() else {
                subscription.cancel()
                return
            }
            self.subscription = classBound(subscription)
            guard gate.publishSubscription() else {
                // Ended between the claim and now: the ender left the stored subscription to this call.
                self.subscription = nil
                subscription.cancel()
                return
            }
            subscription.request(.unlimited)
        }

        /// Calls ``receiveValue`` and returns `.none`.
        ///
        /// Safe against a ``cancel()`` racing in from another thread: a value that arrives after the
        /// sink ended is dropped, and the closures are released only once the running call returns.
        @inlinable
        public func receive(_ value: Input) -> Subscribers.Demand {
            guard gate.enter() else { return .none }
            valueHandler?(value)
            if !gate.leave() {
                release()
            }
            return .none
        }

        /// Calls ``receiveCompletion`` once, then releases both closures and the subscription.
        ///
        /// As in Combine, a completion that arrives before any subscription is delivered too.
        @inlinable
        public func receive(completion: Subscribers.Completion<Failure>) {
            let found = gate.endForCompletion()
            guard !found.hasEnded else { return }
            if found.holdsSubscription {
                subscription = nil  // let go first: its deinit may call back into this sink, and finds it ended
            }
            // Deliveries running (a completion sent from inside the value closure): the gate counted this
            // call as one more, so the closure is called in place and the last to leave releases both.
            // Else (the usual case) none can start: both closures are this call's. The completion closure
            // is moved out (no copy, no retain) and called; then both are destroyed, as Combine's sink does.
            if found.hasDeliveries {
                completionHandler?(completion)
                leaveSinkGate()
            } else {
                if let handler = completionHandler.take() {
                    handler(completion)
                }
                valueHandler = nil
            }
        }

        /// Cancels the subscription and releases both closures.
        ///
        /// Cancelling before a subscription arrives ends the sink too (a later subscription is
        /// cancelled at once), but keeps the closures until the sink itself is freed, as Combine does.
        /// Cancelling a sink that has already ended (cancelled or completed) does nothing.
        public func cancel() {
            guard !gate.hasEnded else { return }  // a load: no read-modify-write once the sink has ended
            let found = gate.end()
            guard !found.hasEnded else { return }
            let subscription = found.holdsSubscription ? self.subscription.take() : nil
            // As in `receive(completion:)`: released here unless a delivery runs (it releases them).
            if !found.hasDeliveries && !found.awaitsSubscription {
                release()
            }
            subscription?.cancel()
        }

        /// Releases both closures; called by whoever the gate told to (see ``SinkGate``).
        @usableFromInline
        func release() {
            valueHandler = nil
            completionHandler = nil
        }
    }
}

/// Returns the subscription as a class-bound existential, boxing a value-type subscription.
///
/// Without a dynamic cast: `subscription as? any AnyObject & Subscription` looks the conformance up at
/// run time (about 800 instructions, a quarter of a subscribe-and-cancel cycle), although the
/// existential already carries it. A class-bound existential is the reference and the witness tables;
/// an opaque one keeps a class reference in the first word of its inline buffer, then the type's
/// metadata and the same witness tables (Swift's stable existential layout, `docs/ABI/TypeLayout.rst`).
/// So a class subscription's reference and `Subscription` witness table are copied out as they are.
@inlinable
func classBound<Upstream: Subscription>(_ subscription: Upstream) -> any AnyObject & Subscription {
    guard Upstream.self is AnyObject.Type else {
        return BoxedSubscription(subscription)
    }
    let word = MemoryLayout<Int>.size
    guard MemoryLayout<any Subscription>.size == 5 * word,
        MemoryLayout<any AnyObject & Subscription>.size == 2 * word
    else {
        return subscription as! any AnyObject & Subscription  // another layout: ask the runtime
    }
    // Called with an `any Subscription`, the type is opened (SE-0352), so the specialised caller knows it:
    // whether it is a class is decided without asking the existential for its dynamic type, and the
    // existential made back here and the reference kept are retained in one `swift_retain_n`. The bit
    // cast copies the container, retaining the reference; the other words are plain bits. The `as any
    // Subscription` makes the existential (a bit cast of the opened value would be the reference alone).
    let container = unsafeBitCast(
        subscription as any Subscription, to: (AnyObject, Int, Int, Int, UnsafeRawPointer).self)
    return unsafeBitCast((container.0, container.4), to: (any AnyObject & Subscription).self)
}

/// A value-type subscription boxed so that it can be held class-bound.
@usableFromInline
final class BoxedSubscription: Subscription, CustomStringConvertible {
    @usableFromInline
    let base: any Subscription

    @usableFromInline
    init(_ base: any Subscription) {
        self.base = base
    }

    @usableFromInline
    var description: String { String(describing: base) }

    @usableFromInline
    var combineIdentifier: CombineIdentifier { base.combineIdentifier }

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
        base.request(demand)
    }

    @usableFromInline
    func cancel() {
        base.cancel()
    }
}
