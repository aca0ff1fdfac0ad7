/// The base class of coordinators: a flow of screens that produces one `Result`.
///
/// Override ``start()``: show the first screen with ``Coordinator/show(_:)`` and return a publisher of the
/// result. If `start()` throws, the coordinator is released with ``ReleaseReason/startFailed(_:)``, the
/// failure is published on ``Router/startFailures``, and debug builds stop with an assertion naming the
/// coordinator and the error. The router releases the coordinator on its first output (and removes its screens), or when its
/// screens leave the hierarchy by any path (back, swipe, pop to root, dismissal, tab re-tap, new root...).
/// A coordinator that never produces a result returns `Empty(completeImmediately: false)`.
///
/// ```swift
/// final class ComposeCoordinator: BaseCoordinator<Bool> {
///     override func start() throws(NavigationError) -> AnyPublisher<Bool, Never> {
///         let result = PassthroughSubject<Bool, Never>()
///         try show(Screen(title: "Compose", buttons: [
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
    /// Holds the outcome for the parent: `.some(result)`, or `nil` for a release without a result.
    /// A `Future` replays it to subscribers that arrive after it was settled.
    let outcome: Future<Result?, Never>
    private let promise: Future<Result?, Never>.Promise
    /// The first output, kept until it is delivered.
    private var result: Result?

    /// Creates a coordinator. It does nothing until a parent (or a ``Router``) starts it.
    public override init() {
        var captured: Future<Result?, Never>.Promise?
        outcome = Future { captured = $0 }
        promise = captured!
        super.init()
    }

    /// Starts the flow: shows the first screen and returns a publisher of the result.
    ///
    /// Called once, by ``Coordinator/coordinate(to:)`` and the other helpers. Only the first value counts;
    /// finishing without a value releases the coordinator without a result. The default shows nothing
    /// and never finishes.
    ///
    /// - Returns: A publisher of the coordinator's result.
    /// - Throws: Any ``NavigationError`` of showing the first screens or starting children: a bug in the
    ///   flow, which releases the coordinator with ``ReleaseReason/startFailed(_:)``.
    open func start() throws(NavigationError) -> AnyPublisher<Result, Never> {
        Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    /// Calls ``start()``, subscribes to it, and returns the publisher the parent sees: the first result
    /// then `finished`, or `finished` alone; replayed to late subscribers.
    func run() -> AnyPublisher<Result, Never> {
        let published: AnyPublisher<Result, Never>
        do {
            published = try start()
        } catch {
            router?.startDidFail(self, with: error)
            return outcome.compactMap { $0 }.eraseToAnyPublisher()
        }
        let subscription = published.sink(
            receiveCompletion: { [weak self] _ in self?.startDidFinish(with: nil) },
            receiveValue: { [weak self] value in self?.startDidFinish(with: value) }
        )
        if isRunning {
            startSubscription = subscription
        } else {
            subscription.cancel()
        }
        return outcome.compactMap { $0 }.eraseToAnyPublisher()
    }

    private func startDidFinish(with value: Result?) {
        guard isRunning, let router else { return }
        result = value
        router.finish(self, reason: value == nil ? .completedWithoutResult : .finished)
    }

    override func deliverOutcome() {
        let value = releaseReason == .finished ? result : nil
        result = nil
        promise(.success(value))
    }
}
