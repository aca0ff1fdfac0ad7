#if canImport(Combine)
    import Combine

    /// A Combine subject shared by several threads, as Combine's documentation allows (its subjects are
    /// thread-safe), though its types are not declared `Sendable`.
    struct SharedSubject<Wrapped: Combine.Subject>: @unchecked Sendable {
        // Safety: Combine's subjects may be sent to from any thread.
        let wrapped: Wrapped

        init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }
    }
#endif
