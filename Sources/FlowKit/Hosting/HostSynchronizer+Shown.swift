/// When the host has caught up with the model.
extension HostSynchronizer: NavigationShowing {
    /// Whether the host shows everything the model holds: no command's transition or user's gesture in
    /// progress, and no command left to issue. Also `true` once the host is gone (nothing more will be
    /// shown), and `false` before ``start()``.
    ///
    /// ```swift
    /// try stack.push(details)
    /// sync.isShown   // false while the push animates
    /// ```
    public var isShown: Bool {
        guard subscription != nil else { return false }
        return host == nil || (!isBusy && nextCommand() == nil)
    }

    /// Calls `completion` once the host shows everything the model holds (``isShown``); at once when it
    /// already does. Completions run in the order they were given, after the command loop ended, so one
    /// may change the model again (and wait again).
    ///
    /// ```swift
    /// try modal.dismiss()
    /// sync.whenShown {   // pushed once the dismissal ended
    ///     do { try stack.push(details) } catch { print("cannot show the details: \(error)") }
    /// }
    /// ```
    ///
    /// - Parameter completion: Called once, on the main actor.
    public func whenShown(_ completion: @escaping @MainActor () -> Void) {
        shownWaiters.append(completion)
        resumeShownWaiters()
    }

    /// Calls the waiting completions, if the host shows the model and no command loop runs.
    func resumeShownWaiters() {
        while !pumping, !shownWaiters.isEmpty, isShown {
            let waiters = shownWaiters
            shownWaiters = []
            for waiter in waiters { waiter() }
        }
    }
}
