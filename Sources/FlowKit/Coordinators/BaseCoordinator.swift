import Signals

/// The base class of coordinators: a flow of screens that produces one `Result`.
///
/// Override ``start()``: show the first screen with ``Coordinator/show(_:)``, then either call
/// ``finish(with:)`` when the flow has its result and return ``resultFromFinish``, or return a publisher
/// whose first value is the result. Whichever comes first counts. The router releases the coordinator on
/// its result (and removes its screens), or when its screens leave the hierarchy by any path (back,
/// swipe, pop to root, dismissal, tab re-tap, new root...).
///
/// If `start()` throws, the coordinator is released with ``ReleaseReason/startFailed(_:)``, the failure is
/// published on ``Router/startFailures``, and (unless ``Router/startFailurePolicy`` is
/// ``StartFailurePolicy/publishOnly``) debug builds stop with an assertion naming the coordinator and the
/// error.
///
/// ```swift
/// final class ComposeCoordinator: BaseCoordinator<Bool> {
///     override func start() throws(NavigationError) -> ResultPublisher {
///         try show(Screen(title: "Compose", buttons: [
///             Screen.Button("OK") { [weak self] in self?.finish(with: true) },
///             Screen.Button("Cancel") { [weak self] in self?.finish(with: false) },
///         ]))
///         return resultFromFinish
///     }
/// }
///
/// // In the parent: a value, or `nil` if the user swiped the modal down.
/// onResult(of: try present(ComposeCoordinator(), from: screen)) { saved in
///     print("saved: \(String(describing: saved))")
/// }
/// ```
///
/// The code above names no type of Signals, so it compiles unchanged in a file that also imports
/// SwiftUI or Combine.
@MainActor
open class BaseCoordinator<Result>: Coordinator {
    /// What ``start()`` returns: a publisher whose first value is the coordinator's result.
    ///
    /// Name it rather than `AnyPublisher<Result, Never>`: it is Signals' `AnyPublisher`, and the alias
    /// stays unambiguous in a file that also imports Combine or SwiftUI.
    ///
    /// ```swift
    /// override func start() throws(NavigationError) -> ResultPublisher {
    ///     try show(Screen(title: "Lizard"))
    ///     return resultFromFinish
    /// }
    /// ```
    public typealias ResultPublisher = AnyPublisher<Result, Never>

    /// The first output (kept as `Any`: see ``OutcomeCell``), until the release delivers it.
    @exclusivity(unchecked) private var firstOutput: Any?

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
    /// - Throws: Any ``NavigationError`` of showing the first screens or starting children: a bug in the
    ///   flow, which releases the coordinator with ``ReleaseReason/startFailed(_:)``.
    open func start() throws(NavigationError) -> ResultPublisher {
        resultFromFinish
    }

    /// What ``start()`` returns when the result comes from ``finish(with:)``: a publisher that never
    /// publishes, so only the call to `finish(with:)` (or the screens leaving) ends the coordinator.
    ///
    /// ```swift
    /// override func start() throws(NavigationError) -> ResultPublisher {
    ///     try show(Screen(title: "Settings", buttons: [
    ///         Screen.Button("Logout") { [weak self] in self?.finish() }
    ///     ]))
    ///     return resultFromFinish
    /// }
    /// ```
    public var resultFromFinish: ResultPublisher {
        Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    /// Ends the flow with its result: the coordinator is released (``ReleaseReason/finished``), its
    /// screens are removed once, and the parent receives `result`.
    ///
    /// Only the first result counts, whether it comes from here or from the publisher ``start()``
    /// returned. Calling it on a coordinator that is not running (not started yet, or already released)
    /// does nothing: a second tap on a "Done" button that raced a swipe-down is harmless.
    ///
    /// ```swift
    /// Screen.Button("Save") { [weak self] in self?.finish(with: draft) }
    /// ```
    ///
    /// - Parameter result: The coordinator's result.
    public func finish(with result: Result) {
        outputDidArrive(result)
    }

    /// Calls ``start()``, listens to what it returned, and returns the publisher the parent sees: the
    /// first result then `finished`, or `finished` alone; replayed to late subscribers.
    ///
    /// Inlinable, as the helpers that start a child (``Coordinator/push(_:on:)`` and the others): in the
    /// app's code, where `Result` is known, the generic types it makes need no metadata look-up at run time.
    @inlinable
    func run() -> AnyPublisher<Result, Never> {
        // One object is the outcome cell and the watcher of `start()`'s publisher; it exists before `start()`
        // runs, which may end the coordinator already. Released meanwhile, it stopped watching.
        let channel = OutcomeChannel(watching: self)
        outcome = channel
        if let published = callStart(), isRunning {
            published.receive(subscriber: channel)
        }
        return AnyPublisher(OutcomePublisher(cell: channel))
    }

    /// Calls ``start()``; if it throws, reports the failure to the router and returns `nil`.
    @usableFromInline
    func callStart() -> AnyPublisher<Result, Never>? {
        do {
            return try start()
        } catch {
            link?.startFailed(self, error: error, asserting: true)
            return nil
        }
    }

    /// The first output (from ``finish(with:)`` or the start publisher) ends the coordinator; later ones do
    /// nothing.
    func outputDidArrive(_ value: Result) {
        guard let link else { return }
        firstOutput = value
        link.finish(self, reason: .finished)
    }

    /// The start publisher finished without a value: the coordinator ends without a result.
    func publisherDidFinish() {
        link?.finish(self, reason: .completedWithoutResult)
    }

    override func deliverOutcome() {
        let value = releaseReason == .finished ? firstOutput : nil
        firstOutput = nil
        outcome?.settle(value)
    }
}

extension BaseCoordinator where Result == Void {
    /// Ends a flow that has no result value (a `BaseCoordinator<Void>`): the same as
    /// ``BaseCoordinator/finish(with:)`` with `()`.
    ///
    /// ```swift
    /// Screen.Button("Logout") { [weak self] in self?.finish() }
    /// ```
    public func finish() {
        finish(with: ())
    }
}
