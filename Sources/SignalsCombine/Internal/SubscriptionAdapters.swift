#if canImport(Combine)
    import Combine
    import Signals

    /// A Combine subscription seen as a Signals one: what a bridged Signals subject receives when a Combine
    /// publisher subscribes it. It forwards `request` and `cancel` and keeps nothing else; the subject
    /// keeps it (as it would its own upstream subscription) until it completes or cancels it.
    final class SignalsSubscriptionOfCombine: Signals.Subscription, CustomStringConvertible {
        private let wrapped: any Combine.Subscription

        init(_ wrapped: any Combine.Subscription) {
            self.wrapped = wrapped
        }

        var description: String { String(describing: wrapped) }

        func request(_ demand: Signals.Subscribers.Demand) {
            wrapped.request(Combine.Subscribers.Demand(demand))
        }

        func cancel() {
            wrapped.cancel()
        }
    }

    /// A Signals subscription seen as a Combine one: what a bridged Combine subject receives when a Signals
    /// publisher subscribes it. It forwards `request` and `cancel` and keeps nothing else.
    final class CombineSubscriptionOfSignals: Combine.Subscription, CustomStringConvertible {
        private let wrapped: any Signals.Subscription

        init(_ wrapped: any Signals.Subscription) {
            self.wrapped = wrapped
        }

        var description: String { String(describing: wrapped) }

        func request(_ demand: Combine.Subscribers.Demand) {
            wrapped.request(Signals.Subscribers.Demand(demand))
        }

        func cancel() {
            wrapped.cancel()
        }
    }
#endif
