import Dispatch
import Signals
import Testing

/// A `sink` fed by a subject through `map`s and `filter`s: the subject's conduit holds the sink's gate
/// open for as long as it holds the chain, and its values reach the sink's closure past the gate, so
/// the closures must still be released exactly when the sink ends and no delivery runs, values must
/// still arrive one at a time, and each operator must still do its work on them.
@Suite struct SinkChainOnSubjectTests {
    // A cancel from another thread during a delivery: `SinkHeldOpenTests`, for every kind of sink.

    /// Captured by a closure under test: its release shows the closure was released.
    final class Canary: Sendable {}

    /// The operators between the subject and the sink; each passes every value it gets, `+ 0`.
    enum Chain: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case map, filter, mapThenFilter, filterThenMapThenMap

        var testDescription: String { rawValue }

        func sink(
            _ subject: PassthroughSubject<Int, Never>,
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void = { _ in },
            receiveValue: @escaping (Int) -> Void
        ) -> AnyCancellable {
            switch self {
            case .map:
                subject.map { $0 + 0 }.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            case .filter:
                subject.filter { $0 >= 0 }.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            case .mapThenFilter:
                subject.map { $0 + 0 }.filter { $0 >= 0 }
                    .sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            case .filterThenMapThenMap:
                // `map(_:).map(_:)` fuses into one map; a `filter` between them keeps two.
                subject.filter { $0 >= 0 }.map { $0 + 0 }.filter { $0 >= 0 }.map { $0 + 0 }
                    .sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            }
        }
    }

    @Test func aSinkBehindAChainOnTwoSubjectsKeepsTheFirstAndIsReleasedOnCancel() {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        weak var weakCanary: Canary?
        let sink: Subscribers.Sink<Int, Never>
        do {
            let canary = Canary()
            weakCanary = canary
            sink = Subscribers.Sink(
                receiveCompletion: { _ in },
                receiveValue: { value in
                    withExtendedLifetime(canary) {}
                    received.append(value)
                })
        }
        first.map { $0 * 10 }.filter { $0 > 0 }.subscribe(sink)
        second.map { $0 * 10 }.subscribe(sink)  // cancelled at once: a sink takes one subscription
        first.send(1)
        second.send(2)
        #expect(weakCanary != nil)
        sink.cancel()
        first.send(3)
        #expect(received == [10])
        #expect(weakCanary == nil)
    }

    @Test(arguments: Chain.allCases)
    func cancellingItselfInsideItsClosureReleasesTheClosuresWhenTheDeliveryReturns(_ chain: Chain) {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var aliveInside: Bool?
        weak var weakCanary: Canary?
        var cancellable: AnyCancellable?
        do {
            let canary = Canary()
            weakCanary = canary
            cancellable = chain.sink(subject) { value in
                withExtendedLifetime(canary) {}
                received.append(value)
                cancellable?.cancel()
                aliveInside = weakCanary != nil
            }
        }
        subject.send(1)
        subject.send(2)
        #expect(received == [1])
        #expect(aliveInside == true)
        #expect(weakCanary == nil)
        _ = cancellable
    }

    @Test(arguments: Chain.allCases)
    func aCompletionReleasesTheClosuresBeforeSendReturns(_ chain: Chain) {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        weak var weakCanary: Canary?
        var cancellable: AnyCancellable?
        do {
            let canary = Canary()
            weakCanary = canary
            cancellable = chain.sink(
                subject,
                receiveCompletion: { _ in
                    withExtendedLifetime(canary) {}
                    events.append("finished")
                },
                receiveValue: { events.append("\($0)") })
        }
        subject.send(1)
        subject.send(completion: .finished)
        #expect(weakCanary == nil)
        subject.send(2)
        #expect(events == ["1", "finished"])
        _ = cancellable
    }

    @Test(arguments: Chain.allCases)
    func aValueSentFromInsideTheClosureIsDeliveredInPlace(_ chain: Chain) {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let cancellable = chain.sink(subject) { value in
            events.append("begin \(value)")
            if value == 1 {
                subject.send(2)
            }
            events.append("end \(value)")
        }
        subject.send(1)
        subject.send(3)
        cancellable.cancel()
        #expect(events == ["begin 1", "begin 2", "end 2", "end 1", "begin 3", "end 3"])
    }

    @Test func eachOperatorStillTransformsAndDropsOnThePathPastTheGate() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.map { $0 * 10 }.filter { $0 % 20 == 0 }.map { $0 + 1 }.sink { received.append($0) }
        for value in 1...6 {
            subject.send(value)
        }
        cancellable.cancel()
        subject.send(8)
        #expect(received == [21, 41, 61])
    }

    @Test(arguments: Chain.allCases)
    func sinksSentToFromTwoThreadsGetEveryValueOnceAndOneAtATime(_ chain: Chain) {
        expectThreeSinksSentToFromTwoThreadsGetEveryValueOnceAndOneAtATime { subject, receiveValue in
            chain.sink(subject, receiveValue: receiveValue)
        }
    }
}
