/// The subscription behind `encode(encoder:)` and `decode(type:decoder:)`: the upstream's subscriber and
/// the downstream's subscription in one object, described as `"Encode"` or `"Decode"`.
///
/// Behaviour, as in Combine:
/// - each value is converted with `convert` and passed on; a conversion error marks the operator
///   finished, cancels the upstream (its subscription is released first, so a request made from inside
///   that cancel goes nowhere) and then fails the downstream with the error;
/// - a completion of the upstream is passed on once; later events are ignored;
/// - requests go to the upstream while it is subscribed; a `cancel()` before the upstream subscription
///   does nothing;
/// - a value or completion that arrives before the upstream subscription is still passed on (Combine
///   does not check).
///
/// Lifetime: the upstream subscription and the downstream are released on completion, on a conversion
/// error and on cancel (Combine keeps the downstream until the subscription is freed; releasing it
/// means a subscriber that keeps its subscription forms no cycle with it); events after that are
/// ignored. `Mirror` shows `downstream`, `finished` and `upstreamSubscription`.
final class CodingSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where Downstream.Failure == any Error {
    // Safety: `finished`, `upstream` and `downstream` are only read or written with `lock` held;
    // `convert` is immutable.
    typealias Failure = UpstreamFailure

    private let lock = UnfairLock()
    private var downstream: Downstream?
    private let convert: (Input) throws -> Downstream.Input
    private var finished = false
    private var upstream: (any Subscription)?

    /// `"Encode"` or `"Decode"`.
    let description: String

    init(_ description: String, downstream: Downstream, convert: @escaping (Input) throws -> Downstream.Input) {
        self.description = description
        self.downstream = downstream
        self.convert = convert
    }

    var customMirror: Mirror {
        lock.lock()
        let state = (finished, upstream, downstream)
        lock.unlock()
        let children: [Mirror.Child] = [
            ("downstream", state.2 as Any),
            ("finished", state.0),
            ("upstreamSubscription", state.1 as Any),
        ]
        return Mirror(self, children: children)
    }

    var playgroundDescription: Any { description }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard !finished, upstream == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard !finished, let downstream else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        let output: Downstream.Input
        do {
            output = try convert(input)
        } catch {
            lock.lock()
            finished = true
            let upstream = self.upstream.take()
            let downstream = self.downstream.take()
            lock.unlock()
            upstream?.cancel()
            downstream?.receive(completion: .failure(error))
            return .none
        }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard !finished else {
            lock.unlock()
            return
        }
        finished = true
        let upstream = self.upstream.take()
        let downstream = self.downstream.take()
        lock.unlock()
        _ = upstream
        downstream?.receive(completion: completion.eraseError())
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        guard !finished, let upstream = self.upstream.take() else {
            lock.unlock()
            return
        }
        finished = true
        let released = downstream.take()
        lock.unlock()
        _ = released
        upstream.cancel()
    }
}
