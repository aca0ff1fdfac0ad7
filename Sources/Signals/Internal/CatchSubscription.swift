/// The subscription behind `catch` and `tryCatch`: the downstream keeps this one subscription while the
/// upstream (the *uncaught* phase) is replaced by the handler's publisher (the *caught* phase).
///
/// Behaviour, as in Combine:
/// - The downstream receives this subscription when the upstream's arrives; a second upstream
///   subscription is cancelled.
/// - Requests go to the current publisher. Demand is counted during the uncaught phase (requested,
///   minus one per value, plus what each value answered); while the handler's publisher subscribes,
///   requests are added to it, and the whole outstanding demand is requested from the new publisher
///   when its subscription arrives.
/// - The upstream finishing finishes the downstream; failing calls `recover` once, which gives the new
///   publisher (subscribed to at once, on the failing thread) or the error that ends the stream.
/// - `cancel()` cancels the current publisher's subscription.
/// - A value or completion before the upstream subscription, or a second failure, is ignored (Combine
///   traps on most of them).
///
/// Where Combine breaks Signals' contract, Signals keeps it: nothing is passed on after `cancel()` or
/// after the downstream's completion (Combine passes on values that arrive after a cancel, and stray
/// values of a failed upstream); a `cancel()` while the handler's publisher is subscribing takes effect
/// (its subscription is cancelled when it arrives; Combine ignores that cancel).
///
/// Lifetime: the downstream is released on completion and on cancel, so a subscriber that keeps its
/// subscription forms no cycle with it (Combine keeps it until the subscription is freed); the handler
/// is released once called, and on completion or cancel. `Mirror` shows `downstream` and `demand`; the subscribers handed to both publishers describe and
/// reflect themselves as this subscription and share its ``combineIdentifier``.
final class CatchSubscription<UpstreamOutput, UpstreamFailure: Error, NewPublisher: Publisher, Downstream: Subscriber>:
    Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
where NewPublisher.Output == UpstreamOutput, Downstream.Input == UpstreamOutput {
    // Safety: `state`, `demand`, `downstream` and `recover` are only read or written with `lock` held;
    // the other stored properties are immutable.
    private enum State {
        case awaitingUpstream
        case uncaught(any Subscription)
        case awaitingCaught
        case caught(any Subscription)
        case cancelled
        case completed
    }

    /// Turns the upstream's failure into the new publisher, or into the error that ends the stream.
    typealias Recovery = (UpstreamFailure) -> Result<NewPublisher, Downstream.Failure>
    /// Turns the new publisher's completion into the downstream's.
    typealias CompletionMap = (Subscribers.Completion<NewPublisher.Failure>) ->
        Subscribers.Completion<
            Downstream.Failure
        >

    private let lock = UnfairLock()
    private var state = State.awaitingUpstream
    private var demand = Subscribers.Demand.none
    private var downstream: Downstream?
    private var recover: Recovery?
    private let caughtCompletion: CompletionMap

    /// `"Catch"` or `"TryCatch"`.
    let description: String

    /// - Parameters:
    ///   - description: The subscription's name.
    ///   - downstream: The subscriber to deliver to.
    ///   - recover: Turns the upstream's failure into the new publisher, or into the error that ends
    ///     the stream.
    ///   - caughtCompletion: Turns the new publisher's completion into the downstream's.
    init(
        _ description: String,
        downstream: Downstream,
        recover: @escaping Recovery,
        caughtCompletion: @escaping CompletionMap
    ) {
        self.description = description
        self.downstream = downstream
        self.recover = recover
        self.caughtCompletion = caughtCompletion
    }

    /// Subscribes to the upstream; the downstream receives this subscription when the upstream's arrives.
    func attach<Upstream: Publisher>(to upstream: Upstream)
    where Upstream.Output == UpstreamOutput, Upstream.Failure == UpstreamFailure {
        upstream.subscribe(uncaughtSubscriber)
    }

    var customMirror: Mirror {
        let (downstream, demand) = lock.withLock { (self.downstream, self.demand) }
        let children: [Mirror.Child] = [("downstream", downstream as Any), ("demand", demand)]
        return Mirror(self, children: children)
    }

    var playgroundDescription: Any { description }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must not be zero")
        lock.lock()
        switch state {
        case .awaitingUpstream, .awaitingCaught:
            self.demand += demand
            lock.unlock()
        case .uncaught(let subscription):
            self.demand += demand
            lock.unlock()
            subscription.request(demand)
        case .caught(let subscription):
            lock.unlock()
            subscription.request(demand)
        case .cancelled, .completed:
            lock.unlock()
        }
    }

    func cancel() {
        lock.lock()
        switch state {
        case .uncaught(let subscription), .caught(let subscription):
            state = .cancelled
            let released = (downstream.take(), recover.take())
            lock.unlock()
            _ = released
            subscription.cancel()
        case .awaitingCaught:
            state = .cancelled
            let released = (downstream.take(), recover.take())
            lock.unlock()
            _ = released
        case .awaitingUpstream, .cancelled, .completed:
            lock.unlock()
        }
    }

    // MARK: Uncaught phase

    fileprivate func receiveUncaught(subscription: any Subscription) {
        lock.lock()
        guard case .awaitingUpstream = state, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        state = .uncaught(subscription)
        lock.unlock()
        downstream.receive(subscription: self)
    }

    fileprivate func receiveUncaught(_ input: UpstreamOutput) -> Subscribers.Demand {
        lock.lock()
        guard case .uncaught = state, let downstream else {
            lock.unlock()
            return .none
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(input)
        if more > 0 {
            lock.withLock { demand += more }
        }
        return more
    }

    fileprivate func receiveUncaught(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard case .uncaught = state else {
            lock.unlock()
            return
        }
        switch completion {
        case .finished:
            state = .completed
            let downstream = self.downstream.take()
            let released = recover.take()
            lock.unlock()
            _ = released
            downstream?.receive(completion: .finished)
        case .failure(let error):
            state = .awaitingCaught
            let recover = self.recover.take()
            lock.unlock()
            switch recover?(error) {
            case nil:
                return
            case .success(let publisher):
                publisher.subscribe(caughtSubscriber)
            case .failure(let error):
                lock.lock()
                state = .completed
                let downstream = self.downstream.take()
                lock.unlock()
                downstream?.receive(completion: .failure(error))
            }
        }
    }

    // MARK: Caught phase

    fileprivate func receiveCaught(subscription: any Subscription) {
        lock.lock()
        guard case .awaitingCaught = state else {
            lock.unlock()
            subscription.cancel()
            return
        }
        state = .caught(subscription)
        let outstanding = demand
        lock.unlock()
        if outstanding > 0 {
            subscription.request(outstanding)
        }
    }

    fileprivate func receiveCaught(_ input: UpstreamOutput) -> Subscribers.Demand {
        lock.lock()
        guard case .caught = state, let downstream else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        return downstream.receive(input)
    }

    fileprivate func receiveCaught(completion: Subscribers.Completion<NewPublisher.Failure>) {
        lock.lock()
        guard case .caught = state else {
            lock.unlock()
            return
        }
        state = .completed
        let downstream = self.downstream.take()
        lock.unlock()
        downstream?.receive(completion: caughtCompletion(completion))
    }

    // MARK: Subscribers

    /// The publisher a ``PhaseSubscriber`` subscribes: the upstream, or the handler's publisher.
    private enum Phase {
        case uncaught
        case caught
    }

    /// The subscriber handed to the publisher of one phase: it passes each event to this subscription's
    /// method for that phase, and describes, reflects and identifies itself as this subscription.
    private struct PhaseSubscriber<Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible
    {
        let parent: CatchSubscription
        let phase: Phase
        /// The parent's completion method for `phase` (the phases' failure types differ).
        let complete: (CatchSubscription, Subscribers.Completion<Failure>) -> Void

        var combineIdentifier: CombineIdentifier { CombineIdentifier(parent) }
        var description: String { parent.description }
        var customMirror: Mirror { parent.customMirror }
        var playgroundDescription: Any { parent.description }

        func receive(subscription: any Subscription) {
            switch phase {
            case .uncaught: parent.receiveUncaught(subscription: subscription)
            case .caught: parent.receiveCaught(subscription: subscription)
            }
        }

        func receive(_ input: UpstreamOutput) -> Subscribers.Demand {
            switch phase {
            case .uncaught: parent.receiveUncaught(input)
            case .caught: parent.receiveCaught(input)
            }
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            complete(parent, completion)
        }
    }

    /// The subscriber of the upstream.
    private var uncaughtSubscriber: PhaseSubscriber<UpstreamFailure> {
        PhaseSubscriber(parent: self, phase: .uncaught) { $0.receiveUncaught(completion: $1) }
    }

    /// The subscriber of the handler's publisher.
    private var caughtSubscriber: PhaseSubscriber<NewPublisher.Failure> {
        PhaseSubscriber(parent: self, phase: .caught) { $0.receiveCaught(completion: $1) }
    }
}
