extension Publisher where Output: Sendable {
    /// Waits for the publisher's first value.
    ///
    /// Subscribes, requests one value, and cancels the subscription once it arrives. If the task is
    /// already cancelled, it does not subscribe at all.
    ///
    /// ```swift
    /// let user = try await loginCoordinator.result.firstValue()
    /// ```
    ///
    /// - Returns: The first value the publisher produces.
    /// - Throws: The publisher's failure; ``SignalsError/finishedWithoutValue`` if it finishes without a
    ///   value; `CancellationError` if the task is cancelled first (which also cancels the
    ///   subscription).
    public func firstValue() async throws -> Output {
        try Task.checkCancellation()
        var iterator = AsyncThrowingPublisher(self).makeAsyncIterator()
        if let value = try await iterator.next() {
            return value
        }
        try Task.checkCancellation()
        throw SignalsError.finishedWithoutValue
    }
}

extension Publisher where Failure == Never, Output: Sendable {
    /// Waits for the first value of a publisher that cannot fail.
    ///
    /// Subscribes, requests one value, and cancels the subscription once it arrives. If the task is
    /// already cancelled, it does not subscribe at all.
    ///
    /// ```swift
    /// if let choice = await picker.selection.firstValue() {
    ///     apply(choice)
    /// }
    /// ```
    ///
    /// Where the context needs a non-optional `Output` (`let value: Int = try await …`), Swift picks
    /// the throwing overload instead.
    ///
    /// - Returns: The first value, or `nil` if the publisher finishes without one or the task is
    ///   cancelled first (which also cancels the subscription).
    public func firstValue() async -> Output? {
        guard !Task.isCancelled else { return nil }
        var iterator = AsyncPublisher(self).makeAsyncIterator()
        return await iterator.next()
    }
}
