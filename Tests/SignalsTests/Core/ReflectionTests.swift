import Signals
import Testing

/// Subscriptions show themselves as Combine's do: by name in a playground, and through `Mirror` (a
/// delay's customises neither, as in Combine: `DelayTests` checks it).
@Suite struct ReflectionTests {
    /// The subscription `publisher` hands a subscriber that does not keep it (a subscription keeps its
    /// subscriber until it is freed, as in Combine: the test holds the subscription alone).
    private func subscription<P: Publisher>(of publisher: P) -> any Subscription
    where P.Output: Equatable, P.Failure == TestError {
        var received: (any Subscription)?
        publisher.subscribe(AnySubscriber<P.Output, TestError>(receiveSubscription: { received = $0 }))
        defer { received = nil }
        return received!
    }

    @Test func playgroundShowsTheNameAndMirrorReflects() {
        let scheduler = VirtualTimeScheduler()
        let upstream = PassthroughSubject<Int, TestError>()
        let cases: [(String, any Subscription)] = [
            ("Once", subscription(of: Just(1).setFailureType(to: TestError.self))),  // a Result.Publisher
            ("Debounce", subscription(of: upstream.debounce(for: .seconds(1), scheduler: scheduler))),
            ("Throttle", subscription(of: upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: true))),
            ("Timeout", subscription(of: upstream.timeout(.seconds(1), scheduler: scheduler))),
            ("Retry", subscription(of: upstream.retry(1))),
            ("Catch", subscription(of: upstream.catch { _ in upstream })),
            ("Buffer", subscription(of: upstream.buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest))),
            ("Print", subscription(of: upstream.print(to: NullStream()))),
            ("Breakpoint", subscription(of: upstream.breakpointOnError())),
            ("ReceiveOn", subscription(of: upstream.receive(on: scheduler))),
            ("HandleEvents", subscription(of: upstream.handleEvents())),
            ("RemoveDuplicates", subscription(of: upstream.removeDuplicates())),
        ]
        for (name, subscription) in cases {
            let display = (subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
            #expect(display == name)
            #expect(subscription is any CustomReflectable)
            #expect(Mirror(reflecting: subscription).displayStyle == nil)
            subscription.cancel()
        }
        scheduler.run()  // the timeout's timer keeps its subscription until it fires
    }
}

private struct NullStream: TextOutputStream {
    mutating func write(_ string: String) {}
}
