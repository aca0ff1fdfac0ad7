#if canImport(Combine)
    import Combine
    import Signals

    // One place for the translation of demands and completions between the two libraries: both model
    // Combine's types exactly, so every value has one counterpart.

    extension Combine.Subscribers.Demand {
        /// The same demand in Combine's terms: `.unlimited`, or `.max(n)` with the same `n`.
        init(_ demand: Signals.Subscribers.Demand) {
            self = demand.max.map { .max($0) } ?? .unlimited
        }
    }

    extension Signals.Subscribers.Demand {
        /// The same demand in Signals' terms: `.unlimited`, or `.max(n)` with the same `n`.
        init(_ demand: Combine.Subscribers.Demand) {
            self = demand.max.map { .max($0) } ?? .unlimited
        }
    }

    extension Combine.Subscribers.Completion {
        /// The same completion in Combine's terms: `.finished`, or `.failure` with the same error.
        init(_ completion: Signals.Subscribers.Completion<Failure>) {
            switch completion {
            case .finished: self = .finished
            case .failure(let error): self = .failure(error)
            }
        }
    }

    extension Signals.Subscribers.Completion {
        /// The same completion in Signals' terms: `.finished`, or `.failure` with the same error.
        init(_ completion: Combine.Subscribers.Completion<Failure>) {
            switch completion {
            case .finished: self = .finished
            case .failure(let error): self = .failure(error)
            }
        }
    }
#endif
