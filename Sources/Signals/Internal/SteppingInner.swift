/// What ``SteppingInner``'s step decides for one upstream value (a step that throws fails the stream
/// instead).
enum ElementStep<Output> {
    /// Deliver this value; the downstream's answer goes upstream.
    case emit(Output)
    /// Drop the value and ask the upstream for one more (`.max(1)`), as `filter` does.
    case drop
    /// Cancel the upstream and finish the downstream, without delivering the value.
    case finish
}

/// The subscription behind the one-upstream operators that decide value by value with a closure and
/// hand the downstream their own subscription: `tryScan`, `drop(while:)`, `tryDrop(while:)`,
/// `prefix(while:)`, `tryPrefix(while:)`, `tryFilter`, `tryCompactMap` and `tryRemoveDuplicates`.
///
/// Requests pass straight upstream (see ``WrappingSubscription``). The step closure is built per
/// subscription, so any state it captures (a running total, "still dropping") belongs to that
/// subscription alone; it runs outside the lock, one value at a time (the upstream's contract), and is
/// released when the operator ends. Its `Mirror` shows what Combine's counterpart shows (see
/// ``Reflection``).
final class SteppingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: WrappingSubscription<Downstream>,
    Subscriber, CustomStringConvertible, @unchecked Sendable
{
    // Safety: `step` is only read or written with `lock` held.
    typealias Failure = UpstreamFailure
    /// Decides for one value. The `try` operators' steps throw (their downstream's failure is
    /// `any Error`); an error cancels the upstream and fails the downstream.
    typealias Step = (Input) throws(Downstream.Failure) -> ElementStep<Downstream.Input>
    /// ``Step`` as it is kept: returning its failure rather than throwing it, because a typed-throws
    /// function type held as a value needs the Swift 6 runtime (iOS 18 / macOS 15; docs/PLATFORMS.md).
    typealias StoredStep = (Input) -> Result<ElementStep<Downstream.Input>, Downstream.Failure>

    /// What `Mirror` shows of the subscription, as its Combine counterpart does.
    enum Reflection {
        /// No children (`drop(while:)`, `tryDrop(while:)`).
        case empty
        /// The downstream (`tryFilter`, `tryCompactMap`, `prefix(while:)`, `tryPrefix(while:)`).
        case downstream
        /// The downstream, then the children the closure reports from the operator's own state, given
        /// the subscription's status (`"awaitingSubscription"`, `"subscribed"` or `"terminal"`).
        /// The closure reads state the step writes, without the lock: a `Mirror` taken while a value
        /// is being processed on another thread may show a partial result (debugging only).
        case downstreamAnd((_ status: String) -> [Mirror.Child])
    }

    private var step: StoredStep?
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    private let reflection: Reflection
    /// Whether a value that comes before the upstream subscription is stepped and passed on (Combine's
    /// `tryScan`); otherwise it is dropped.
    private let stepsBeforeSubscription: Bool

    /// What the downstream sees as the subscription's description (`"TryFilter"`, ...).
    let description: String

    /// - Parameters:
    ///   - downstream: The subscriber to deliver to.
    ///   - description: The subscription's description.
    ///   - cancelBeforeSubscriptionIsFinal: Whether a cancel before the upstream subscription ends the
    ///     operator, as in Combine's `tryFilter` (see ``WrappingSubscription``).
    ///   - reflection: What `Mirror` shows.
    ///   - mapFailure: Converts an upstream failure into the downstream's failure type.
    ///   - step: Decides what to do with each value.
    init(
        downstream: Downstream,
        description: String,
        cancelBeforeSubscriptionIsFinal: Bool = false,
        reflection: Reflection = .downstream,
        stepsBeforeSubscription: Bool = false,
        mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
        step: @escaping Step
    ) {
        self.reflection = reflection
        self.stepsBeforeSubscription = stepsBeforeSubscription
        self.step = { input in
            do throws(Downstream.Failure) {
                return .success(try step(input))
            } catch {
                return .failure(error)
            }
        }
        self.mapFailure = mapFailure
        self.description = description
        super.init(downstream: downstream, cancelBeforeSubscriptionIsFinal: cancelBeforeSubscriptionIsFinal)
    }

    override var customMirror: Mirror {
        lock.lock()
        let (downstream, status) = (downstreamForMirror, statusForMirror)
        lock.unlock()
        switch reflection {
        case .empty: return Mirror(self, children: [])
        case .downstream: return Mirror(self, children: [("downstream", downstream)])
        case .downstreamAnd(let state): return Mirror(self, children: [("downstream", downstream)] + state(status))
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard upstream != nil || stepsBeforeSubscription, let downstream, let step else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        switch step(input) {
        case .success(.emit(let output)):
            return downstream.receive(output)
        case .success(.drop):
            return .max(1)
        case .success(.finish):
            finishEarly()
        case .failure(let error):
            let released = end(beforeSubscription: stepsBeforeSubscription)
            released.upstream?.cancel()
            released.downstream?.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        end().downstream?.receive(completion: completion.mapError(mapFailure))
    }

    override func takeOperatorState() -> Any? {
        step.take()
    }
}
