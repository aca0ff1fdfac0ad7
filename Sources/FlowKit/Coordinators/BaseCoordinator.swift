/// The base class of coordinators: a flow of screens that produces one `Result`.
///
/// Override ``start()``: show the first screen with ``Coordinator/show(_:)`` and return a publisher of the
/// result. The router releases the coordinator on its first output (and removes its screens), or when its
/// screens leave the hierarchy by any path (back, swipe, pop to root, dismissal, tab re-tap, new root...).
/// A coordinator that never produces a result returns `Empty(completeImmediately: false)`.
///
/// ```swift
/// final class ComposeCoordinator: BaseCoordinator<Bool> {
///     override func start() -> AnyPublisher<Bool, Never> {
///         let result = PassthroughSubject<Bool, Never>()
///         try? show(Screen(title: "Compose", buttons: [
///             Screen.Button("OK") { result.send(true) },
///             Screen.Button("Cancel") { result.send(false) },
///         ]))
///         return result.eraseToAnyPublisher()
///     }
/// }
///
/// // In the parent: a value, or no value if the user swiped the modal down.
/// try present(ComposeCoordinator(), from: screen)
///     .sink { saved in print("saved: \(saved)") }
///     .store(in: &cancellables)
/// ```
@MainActor
open class BaseCoordinator<Result>: Coordinator {
    /// Sends the outcome to the parent: the result then `finished`, or `finished` alone.
    private let outcome = PassthroughSubject<Result, Never>()
    /// The first output, kept until it is delivered.
    private var result: Result?
    /// Whether the outcome was delivered (the coordinator is released).
    private var isResolved = false

    /// Creates a coordinator. It does nothing until a parent (or a ``Router``) starts it.
    public override init() {
        super.init()
    }

    /// Starts the flow: shows the first screen and returns a publisher of the result.
    ///
    /// Called once, by ``Coordinator/coordinate(to:)`` and the other helpers. Only the first value counts;
    /// finishing without a value releases the coordinator without a result. The default shows nothing
    /// and never finishes.
    ///
    /// - Returns: A publisher of the coordinator's result.
    open func start() -> AnyPublisher<Result, Never> {
        Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    /// Calls ``start()``, subscribes to it, and returns the publisher the parent sees.
    func run() -> AnyPublisher<Result, Never> {
        let subscription = start().sink(
            receiveCompletion: { [weak self] _ in self?.startDidFinish(with: nil) },
            receiveValue: { [weak self] value in self?.startDidFinish(with: value) }
        )
        if isRunning {
            startSubscription = subscription
        } else {
            subscription.cancel()
        }
        guard isResolved else { return outcome.eraseToAnyPublisher() }
        // Resolved synchronously inside start(): replay the outcome to the parent.
        if let result, releaseReason == .finished {
            return Just(result).eraseToAnyPublisher()
        }
        return Empty().eraseToAnyPublisher()
    }

    private func startDidFinish(with value: Result?) {
        guard isRunning, let router else { return }
        result = value
        router.finish(self, reason: value == nil ? .completedWithoutResult : .finished)
    }

    override func deliverOutcome() {
        guard !isResolved else { return }
        isResolved = true
        if let result, releaseReason == .finished {
            outcome.send(result)
        }
        result = nil
        outcome.send(completion: .finished)
    }
}
