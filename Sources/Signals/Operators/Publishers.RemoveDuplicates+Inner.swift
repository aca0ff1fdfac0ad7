// The subscriber `removeDuplicates` attaches upstream. `Publishers.RemoveDuplicates` itself is generated
// by Scripts/generate-families.py (Publishers.RemoveDuplicates.swift).

extension Publishers.RemoveDuplicates {
    final class Inner<Downstream: Subscriber>: WrappingSubscription<Downstream>, Subscriber,
        CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
        // Safety: `predicate` and `last` are only read or written with `lock` held.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private var predicate: ((Upstream.Output, Upstream.Output) -> Bool)?
        private var last: Upstream.Output?

        init(downstream: Downstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.predicate = predicate
            super.init(downstream: downstream, cancelBeforeSubscriptionIsFinal: true)
        }

        var description: String { "RemoveDuplicates" }

        /// Combine's children: the downstream and the last value seen.
        override var customMirror: Mirror {
            lock.lock()
            defer { lock.unlock() }
            return Mirror(self, children: [("downstream", downstreamForMirror), ("last", last as Any)])
        }

        func receive(_ input: Upstream.Output) -> Subscribers.Demand {
            lock.lock()
            guard upstream != nil, let downstream, let predicate else {
                lock.unlock()
                return .none
            }
            let previous = last
            last = input
            lock.unlock()
            if let previous, predicate(previous, input) {
                return .max(1)
            }
            return downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Upstream.Failure>) {
            end().downstream?.receive(completion: completion)
        }

        override func takeOperatorState() -> Any? {
            let state = (predicate, last)
            predicate = nil
            last = nil
            return state
        }
    }
}
