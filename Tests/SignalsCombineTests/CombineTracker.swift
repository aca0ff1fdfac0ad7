#if canImport(Combine)
    import Combine
    import Foundation

    /// A Combine subscriber that records every event (see ``EventRecorder``) and asks for the demand a test
    /// gives it. It keeps its subscription until the test cancels it, so a test that drops it can see
    /// whether the subscription kept it alive.
    final class CombineTracker<Value: Equatable, Failure: Error & Equatable>: Subscriber, @unchecked Sendable {
        // Safety: `_subscription` is only touched with `lock` held; the rest is immutable or thread-safe.
        typealias Input = Value

        let recorder = EventRecorder<Value, Failure>()
        private let lock = NSLock()
        private var _subscription: (any Subscription)?
        private let initialDemand: Subscribers.Demand?
        private let demandOnValue: (Value) -> Subscribers.Demand
        private let onValue: ((Value) -> Void)?

        /// - Parameters:
        ///   - initialDemand: Requested when the subscription arrives; `nil` requests nothing.
        ///   - demandOnValue: What `receive(_:)` returns for each value.
        ///   - onValue: Runs inside `receive(_:)`, after the value was recorded.
        init(
            initialDemand: Subscribers.Demand? = .unlimited,
            demandOnValue: @escaping (Value) -> Subscribers.Demand = { _ in .none },
            onValue: ((Value) -> Void)? = nil
        ) {
            self.initialDemand = initialDemand
            self.demandOnValue = demandOnValue
            self.onValue = onValue
        }

        var events: [BridgeEvent<Value, Failure>] { recorder.events }
        var values: [Value] { recorder.values }

        /// The subscription received, if any.
        var subscription: (any Subscription)? { lock.withLock { _subscription } }

        func receive(subscription: any Subscription) {
            let outermost = recorder.enter()
            lock.withLock { _subscription = subscription }
            recorder.record(.subscription(String(describing: subscription)))
            if let initialDemand {
                subscription.request(initialDemand)
            }
            recorder.leave(outermost)
        }

        func receive(_ input: Value) -> Subscribers.Demand {
            let outermost = recorder.enter()
            defer { recorder.leave(outermost) }
            recorder.record(.value(input))
            onValue?(input)
            return demandOnValue(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            let outermost = recorder.enter()
            switch completion {
            case .finished: recorder.record(.finished)
            case .failure(let error): recorder.record(.failure(error))
            }
            recorder.leave(outermost)
        }

        func request(_ demand: Subscribers.Demand) {
            subscription?.request(demand)
        }

        func cancel() {
            subscription?.cancel()
        }
    }
#endif
