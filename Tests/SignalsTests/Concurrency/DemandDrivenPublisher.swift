import Foundation
import Signals

/// A publisher that sends its values only as they are requested, then its completion right after the
/// last one, and records every request and cancel of its subscriber.
final class DemandDrivenPublisher<Output: Sendable, Failure: Error>: Publisher, @unchecked Sendable {
    // Safety: every stored `var` is read and written with `lock` held.
    typealias Call = SchedulingTestPublisher<Output, Failure>.Call

    private let lock = NSLock()
    private var remaining: [Output]
    private let completion: Subscribers.Completion<Failure>
    private var _calls: [Call] = []

    init(_ values: [Output], completion: Subscribers.Completion<Failure> = .finished) {
        remaining = values
        self.completion = completion
    }

    /// Every request and cancel so far, in order.
    var calls: [Call] { lock.withLock { _calls } }

    func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        subscriber.receive(subscription: Conduit(publisher: self, subscriber: AnySubscriber(subscriber)))
    }

    private final class Conduit: Subscription, @unchecked Sendable {
        // Safety: `subscriber` is only read and written with `publisher.lock` held.
        let publisher: DemandDrivenPublisher
        var subscriber: AnySubscriber<Output, Failure>?

        init(publisher: DemandDrivenPublisher, subscriber: AnySubscriber<Output, Failure>) {
            self.publisher = publisher
            self.subscriber = subscriber
        }

        func request(_ demand: Subscribers.Demand) {
            var demand = demand
            publisher.lock.withLock { publisher._calls.append(.request(demand)) }
            while demand > 0 {
                let next: (AnySubscriber<Output, Failure>, Output, Bool)? = publisher.lock.withLock {
                    guard let subscriber, !publisher.remaining.isEmpty else { return nil }
                    let value = publisher.remaining.removeFirst()
                    let last = publisher.remaining.isEmpty
                    if last { self.subscriber = nil }
                    return (subscriber, value, last)
                }
                guard let (subscriber, value, last) = next else { return }
                demand -= 1
                demand += subscriber.receive(value)
                if last {
                    subscriber.receive(completion: publisher.completion)
                    return
                }
            }
        }

        func cancel() {
            publisher.lock.withLock {
                publisher._calls.append(.cancel)
                subscriber = nil
            }
        }
    }
}
