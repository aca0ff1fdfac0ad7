import Signals
import Testing

@Suite struct FirstValueTests {
    @Test func returnsTheFirstValueAndCancelsTheSubscription() async throws {
        let publisher = DemandDrivenPublisher<Int, TestError>([5, 6, 7])
        #expect(try await publisher.firstValue() == 5)
        #expect(publisher.calls == [.request(.max(1)), .cancel])
    }

    @Test func throwsFinishedWithoutValueWhenThePublisherFinishesEmpty() async {
        await #expect(throws: SignalsError.finishedWithoutValue) {
            try await Empty<Int, TestError>().firstValue()
        }
    }

    @Test func rethrowsThePublishersFailure() async {
        let (requests, requested) = AsyncStream<Void>.makeStream()
        let upstream = SchedulingTestPublisher<Int, TestError>(onRequest: { _ in requested.yield() })
        let task = Task { try await upstream.firstValue() }
        var waiting = requests.makeAsyncIterator()
        await waiting.next()
        upstream.send(completion: .failure(TestError(code: 4)))
        await #expect(throws: TestError(code: 4)) { try await task.value }
        #expect(upstream.calls == [.request(.max(1))])
    }

    @Test func throwsCancellationErrorWhenCancelledWhileWaiting() async {
        let (requests, requested) = AsyncStream<Void>.makeStream()
        let upstream = SchedulingTestPublisher<Int, TestError>(onRequest: { _ in requested.yield() })
        let task = Task { try await upstream.firstValue() }
        var waiting = requests.makeAsyncIterator()
        await waiting.next()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(upstream.calls == [.request(.max(1)), .cancel])
    }

    @Test func alreadyCancelledTaskNeverSubscribes() async {
        let upstream = SchedulingTestPublisher<Int, TestError>()
        let (gate, _) = AsyncStream<Void>.makeStream()
        let task = Task {
            for await _ in gate {}  // ends when the task is cancelled
            return try await upstream.firstValue()
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!upstream.isSubscribed)
    }

    @Test func neverFailingPublisherGivesItsFirstValueOrNil() async {
        let value = await Just(3).firstValue()
        let none = await Empty<Int, Never>().firstValue()
        #expect(value == Optional(3))
        #expect(none == nil)
    }

    @Test func contextNeedingANonOptionalPicksTheThrowingOverload() async throws {
        let value: Int = try await Just(3).firstValue()
        #expect(value == 3)
        await #expect(throws: SignalsError.finishedWithoutValue) {
            let _: Int = try await Empty<Int, Never>().firstValue()
        }
    }

    @Test func neverFailingVariantReturnsNilWhenCancelled() async {
        let (requests, requested) = AsyncStream<Void>.makeStream()
        let upstream = SchedulingTestPublisher<Int, Never>(onRequest: { _ in requested.yield() })
        let task = Task { await upstream.firstValue() }
        var waiting = requests.makeAsyncIterator()
        await waiting.next()
        task.cancel()
        #expect(await task.value == nil)
        #expect(upstream.calls == [.request(.max(1)), .cancel])
    }

    @MainActor @Test func mainActorCodeAwaitsAValueDeliveredOnTheVirtualTimeScheduler() async {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<String, Never>()
        let delayed = subject.delay(for: .seconds(1), scheduler: scheduler)
        let (requests, requested) = AsyncStream<Void>.makeStream()
        let task = Task { @MainActor in
            await delayed.handleRequests { requested.yield() }.firstValue()
        }
        var waiting = requests.makeAsyncIterator()
        await waiting.next()
        subject.send("done")
        scheduler.advance(by: .seconds(1))
        #expect(await task.value == "done")
    }
}

extension Publisher {
    /// Calls `onRequest` after each downstream request has been passed upstream.
    fileprivate func handleRequests(_ onRequest: @escaping @Sendable () -> Void) -> RequestSpy<Self> {
        RequestSpy(upstream: self, onRequest: onRequest)
    }
}

/// A pass-through publisher that reports each request, so a test can wait for an awaiting task.
private struct RequestSpy<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure

    let upstream: Upstream
    let onRequest: @Sendable () -> Void

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(
            AnySubscriber<Output, Failure>(
                receiveSubscription: { subscription in
                    subscriber.receive(subscription: Spy(base: subscription, onRequest: onRequest))
                },
                receiveValue: { subscriber.receive($0) },
                receiveCompletion: { subscriber.receive(completion: $0) }
            )
        )
    }

    private struct Spy: Subscription {
        let base: any Subscription
        let onRequest: @Sendable () -> Void
        let combineIdentifier = CombineIdentifier()

        func request(_ demand: Subscribers.Demand) {
            base.request(demand)
            onRequest()
        }

        func cancel() { base.cancel() }
    }
}
