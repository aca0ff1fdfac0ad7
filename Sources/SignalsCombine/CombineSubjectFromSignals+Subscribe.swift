#if canImport(Combine)
    import Combine
    import Signals

    extension Combine.Publisher {
        /// Attaches a bridged Signals subject to this publisher, which sends it every value and the completion,
        /// and keeps it until the returned cancellable is cancelled or this publisher completes.
        ///
        /// Combine's own `subscribe(_:)` for subjects holds the subject weakly, so the bridge returned by
        /// `asCombineSubject()`, which nothing else keeps, would be released at once and every value dropped.
        /// This overload, chosen for a ``CombineSubjectFromSignals``, subscribes the Signals subject through
        /// `asSignalsPublisher()` and keeps it strongly, as Signals' `subscribe(_:)` does: the subject asks
        /// this publisher for what it asks of its own upstreams, and cancelling the returned cancellable
        /// cancels this publisher's subscription.
        ///
        /// ```swift
        /// let names = Signals.PassthroughSubject<String, Never>()
        /// let typed = Combine.PassthroughSubject<String, Never>()
        /// let link: Combine.AnyCancellable = typed.subscribe(names.asCombineSubject())
        /// ```
        ///
        /// - Parameter subject: The bridged Signals subject to send this publisher's values to.
        /// - Returns: A cancellable that cancels the subscription (also when it is released).
        public func subscribe<Wrapped>(_ subject: CombineSubjectFromSignals<Wrapped>) -> Combine.AnyCancellable
        where Wrapped.Output == Output, Wrapped.Failure == Failure {
            let link = asSignalsPublisher().subscribe(subject.wrapped)
            return Combine.AnyCancellable { link.cancel() }
        }
    }
#endif
