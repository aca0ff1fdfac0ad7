/// The answer to a guard's question: given to the handler of ``LeaveDecision/ask(_:)`` when an exit of a
/// guarded screen was refused, to make the same exit again if the user confirms.
///
/// ``confirm()`` retries the exit once, passing over the guards that asked (and only them: any other
/// guard is asked again); ``cancel()`` drops it. Either settles the confirmation: later calls do nothing.
///
/// ```swift
/// .ask { confirmation in
///     let dialog = Screen(title: "Discard changes?")
///     dialog.buttons = [
///         Screen.Button("Discard") { [weak dialog] in
///             try dialog?.dismiss()
///             try confirmation.confirm()   // leaves by the same path, as if the guard had allowed it
///         },
///         Screen.Button("Keep Editing") { [weak dialog] in
///             try dialog?.dismiss()
///             confirmation.cancel()
///         },
///     ]
///     do {
///         try window.topLayer?.present(dialog)
///     } catch {
///         confirmation.cancel()   // no question could be asked: the screen stays
///     }
/// }
/// ```
@MainActor
public final class LeaveConfirmation {
    /// The way the screen tried to leave.
    public let path: LeavePath
    /// The guarded screen whose guard asked, while it exists.
    public private(set) weak var screen: Screen?
    /// Every screen whose guard asked in the attempt: passed over by the retry.
    private let asking: [WeakScreen]
    /// Makes the exit again.
    private let retry: LeaveRetry

    /// Creates the confirmation of a refused exit.
    ///
    /// - Parameters:
    ///   - path: The way the screen tried to leave.
    ///   - screen: The screen whose guard asked first.
    ///   - asking: Every screen whose guard asked.
    ///   - retry: Makes the same exit again, asking the guards again.
    init(
        path: LeavePath, screen: Screen, asking: [Screen], retry: @escaping LeaveRetry
    ) {
        self.path = path
        self.screen = screen
        self.asking = asking.map { WeakScreen(screen: $0) }
        self.retry = retry
    }

    /// Whether ``confirm()`` or ``cancel()`` was called.
    public private(set) var isSettled = false

    /// Makes the refused exit again, by the same path, passing over the guards that asked; any other guard
    /// is asked as usual. Does nothing when already settled, or when the guarded screen already left the
    /// hierarchy (another change took it away).
    ///
    /// ```swift
    /// Screen.Button("Discard") { try confirmation.confirm() }
    /// ```
    ///
    /// - Throws: What the exit throws now: for example ``NavigationError/atRoot(stack:)`` if the stack
    ///   changed meanwhile, or ``NavigationError/leaveRefused(screen:path:asked:)`` from another guard.
    public func confirm() throws(NavigationError) {
        guard !isSettled else { return }
        isSettled = true
        guard let screen, screen.window != nil else { return }
        let passed = asking.compactMap(\.screen)
        for screen in passed { screen.confirmedLeaves += 1 }
        defer {
            for screen in passed { screen.confirmedLeaves -= 1 }
        }
        try retry()
    }

    /// Drops the exit: the screen stays. Does nothing when already settled.
    ///
    /// ```swift
    /// Screen.Button("Keep Editing") { confirmation.cancel() }
    /// ```
    public func cancel() {
        isSettled = true
    }
}
