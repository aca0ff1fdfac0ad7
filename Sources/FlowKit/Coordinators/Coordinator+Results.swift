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
        // Inlinable: in the app's code, where `R` is known, the wait it makes needs no metadata look-up. A
        // child's result takes the request into the child's outcome channel: no object for the wait.
        result.receive(subscriber: ResultRequest(in: resultWaitList(), handler: handler))
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
