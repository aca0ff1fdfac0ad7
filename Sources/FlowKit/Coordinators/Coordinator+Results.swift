import Signals

extension Coordinator {
    /// Runs `handler` with a child's outcome, for as long as this coordinator runs, without piling up
    /// subscriptions: the subscription is dropped as soon as the child's publisher finishes.
    ///
    /// ```swift
    /// try onResult(of: present(ComposeCoordinator(), from: screen)) { [weak self] saved in
    ///     guard let saved else { return }  // nil: the user dismissed it (see child.releaseReason)
    ///     if saved { self?.count += 1 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - result: A child's result publisher, as returned by ``coordinate(to:)`` and the other helpers.
    ///   - handler: Called once: with the child's result, or with `nil` when it finished without one.
    @inlinable
    public func onResult<R>(of result: AnyPublisher<R, Never>, _ handler: @escaping (R?) -> Void) {
        // Inlinable: in the app's code, where `R` is known, the wait it makes needs no metadata look-up.
        let waits = resultWaitList()
        let listener = ResultListener(in: waits, handler: handler)
        waits.append(listener)  // a result already settled removes it again at once
        result.receive(subscriber: listener)
    }

    /// The list of ``onResult(of:_:)``'s waits, made at the first wait.
    @usableFromInline
    func resultWaitList() -> ResultWaits {
        if let resultWaits { return resultWaits }
        let waits = ResultWaits()
        resultWaits = waits
        return waits
    }
}
