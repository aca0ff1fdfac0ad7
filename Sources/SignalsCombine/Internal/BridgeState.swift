#if canImport(Combine)
    /// Where one bridging subscription stands: it owns the downstream until it has the upstream
    /// subscription, then both, until the completion or a cancel drops them.
    ///
    /// Both directions of the bridge keep this state behind their lock; the methods only move values, so
    /// a subscription runs them inside its critical section and calls out with what they return.
    enum BridgeState<Downstream, UpstreamSubscription> {
        case awaitingSubscription(Downstream)
        case subscribed(Downstream, UpstreamSubscription)
        case terminated

        /// The downstream to deliver to, while subscribed.
        var downstream: Downstream? {
            if case .subscribed(let downstream, _) = self { downstream } else { nil }
        }

        /// The upstream subscription to request from or cancel, while subscribed.
        var upstream: UpstreamSubscription? {
            if case .subscribed(_, let upstream) = self { upstream } else { nil }
        }

        /// Takes the upstream subscription; returns the downstream to hand the bridge to, or `nil` when a
        /// subscription already arrived or the bridge ended (the caller then cancels `subscription`).
        mutating func subscribe(_ subscription: UpstreamSubscription) -> Downstream? {
            guard case .awaitingSubscription(let downstream) = self else { return nil }
            self = .subscribed(downstream, subscription)
            return downstream
        }

        /// Ends the bridge and returns what it was, so that the caller delivers the completion to the
        /// downstream or cancels the upstream (whichever ended it) after releasing the lock, and drops both
        /// references there too.
        mutating func terminate() -> Self {
            let previous = self
            self = .terminated
            return previous
        }
    }
#endif
