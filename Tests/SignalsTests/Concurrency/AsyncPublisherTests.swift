import Signals
import Testing

@Suite struct AsyncPublisherTests {
    @Test func iteratesEveryValueRequestingOneAtATimeUntilFinished() async {
        let publisher = DemandDrivenPublisher<Int, Never>([1, 2, 3])
        var received: [Int] = []
        for await value in publisher.values {
            received.append(value)
        }
        #expect(received == [1, 2, 3])
        #expect(publisher.calls == [.request(.max(1)), .request(.max(1)), .request(.max(1))])
    }

    @Test func finishedPublisherEndsIterationAtOnce() async {
        var iterator = Empty<Int, Never>().values.makeAsyncIterator()
        #expect(await iterator.next() == nil)
        #expect(await iterator.next() == nil)
    }

    @Test func leavingTheLoopEarlyCancelsTheSubscription() async {
        let publisher = DemandDrivenPublisher<Int, Never>([1, 2, 3])
        for await value in publisher.values where value == 1 {
            break
        }
        #expect(publisher.calls == [.request(.max(1)), .cancel])
    }

    @Test func cancellingTheWaitingTaskEndsIterationAndCancelsTheSubscription() async {
        let (requests, requested) = AsyncStream<Void>.makeStream()
        let upstream = SchedulingTestPublisher<Int, Never>(onRequest: { _ in requested.yield() })
        let task = Task {
            var received: [Int] = []
            for await value in upstream.values { received.append(value) }
            return received
        }
        var waiting = requests.makeAsyncIterator()
        await waiting.next()  // the loop is now waiting in `next()`
        task.cancel()
        #expect(await task.value == [])
        #expect(upstream.calls == [.request(.max(1)), .cancel])
    }

    @Test func valueSentWhileATaskWaitsResumesIt() async {
        let (requests, requested) = AsyncStream<Void>.makeStream()
        let upstream = SchedulingTestPublisher<Int, Never>(onRequest: { _ in requested.yield() })
        let task = Task {
            var iterator = upstream.values.makeAsyncIterator()
            return await iterator.next()
        }
        var waiting = requests.makeAsyncIterator()
        await waiting.next()
        #expect(upstream.send(42) == .none)
        #expect(await task.value == 42)
    }

    @MainActor @Test func mainActorCodeIteratesValues() async {
        let publisher = DemandDrivenPublisher<String, Never>(["a", "b"])
        var received: [String] = []
        for await value in publisher.values {
            MainActor.preconditionIsolated()
            received.append(value)
        }
        #expect(received == ["a", "b"])
    }
}

@Suite struct AsyncThrowingPublisherTests {
    @Test func iteratesValuesThenThrowsTheFailure() async {
        let publisher = DemandDrivenPublisher<Int, TestError>([1, 2], completion: .failure(TestError(code: 9)))
        var received: [Int] = []
        await #expect(throws: TestError(code: 9)) {
            for try await value in publisher.values {
                received.append(value)
            }
        }
        #expect(received == [1, 2])
        #expect(publisher.calls == [.request(.max(1)), .request(.max(1))])
    }

    @Test func failureArrivingBeforeNextIsThrownOnceThenIterationEnds() async throws {
        let upstream = SchedulingTestPublisher<Int, TestError>()
        var iterator = upstream.values.makeAsyncIterator()
        upstream.send(completion: .failure(TestError(code: 2)))
        await #expect(throws: TestError(code: 2)) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
        #expect(upstream.calls == [])
    }

    @Test func finishingEndsIterationWithoutThrowing() async throws {
        let publisher = DemandDrivenPublisher<Int, TestError>([7])
        var received: [Int] = []
        for try await value in publisher.values {
            received.append(value)
        }
        #expect(received == [7])
    }

    @Test func cancellingTheWaitingTaskEndsIterationWithoutThrowing() async throws {
        let (requests, requested) = AsyncStream<Void>.makeStream()
        let upstream = SchedulingTestPublisher<Int, TestError>(onRequest: { _ in requested.yield() })
        let task = Task {
            var iterator = upstream.values.makeAsyncIterator()
            return try await iterator.next()
        }
        var waiting = requests.makeAsyncIterator()
        await waiting.next()
        task.cancel()
        #expect(try await task.value == nil)
        #expect(upstream.calls == [.request(.max(1)), .cancel])
    }
}
