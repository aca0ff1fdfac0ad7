import Signals
import Testing

/// `encode(encoder:)` and `decode(type:decoder:)`: their own subscription, as in Combine.
@Suite struct CodingTests {
    typealias Tracker = TrackingSubscriber<Int, AnyErrorBox>

    @Test func encodePassesEachEncodedValueThroughASubscriptionDescribedAsEncode() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.encode(encoder: CountingCoder()).subscribe(ErasingTracker(tracker))
        #expect(upstream.send(7) == .none)
        #expect(upstream.send(8) == .none)
        upstream.send(completion: .finished)
        upstream.send(9)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Encode"), .value(70), .value(80), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])
    }

    @Test func decodingErrorCancelsTheUpstreamThenFailsTheDownstream() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        let atCompletion = EventLog()
        let bridge = ErasingTracker(tracker) { atCompletion.append("\(upstream.upstreamEvents)") }
        upstream.decode(type: Int.self, decoder: CountingCoder()).subscribe(bridge)
        upstream.send(20)
        upstream.send(-1)
        upstream.send(30)
        upstream.send(completion: .finished)
        #expect(
            tracker.events == [
                .subscription("Decode"), .value(2), .completion(.failure(AnyErrorBox(CountingCoder.Failure()))),
            ]
        )
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
        #expect(atCompletion.entries == ["\([UpstreamEvent.requested(.unlimited), .cancelled])"])
    }

    @Test func cancelStopsDeliveriesAndIsIdempotent() {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker(initialDemand: .max(2))
        upstream.encode(encoder: CountingCoder()).subscribe(ErasingTracker(tracker))
        tracker.cancel()
        tracker.cancel()
        tracker.request(.max(5))
        #expect(upstream.send(1) == .none)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("Encode")])
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .cancelled])
    }

    @Test func theSubscriptionReflectsItsDownstreamStateAndUpstream() throws {
        let upstream = ManualPublisher<Int, TestError>()
        let tracker = Tracker()
        upstream.encode(encoder: CountingCoder()).subscribe(ErasingTracker(tracker))
        let subscription = try #require(tracker.subscription)
        let children = Mirror(reflecting: subscription).children
        #expect(children.map(\.label) == ["downstream", "finished", "upstreamSubscription"])
        #expect(children.map { String(describing: $0.value) }.dropFirst().first == "false")
        #expect((subscription as? any CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String == "Encode")
        tracker.cancel()
    }
}

/// A coder over `Int`: encoding multiplies by ten, decoding divides by ten and fails on a negative.
private struct CountingCoder: TopLevelEncoder, TopLevelDecoder {
    struct Failure: Error, Equatable {}

    func encode<T: Encodable>(_ value: T) throws -> Int {
        guard let value = value as? Int else { throw Failure() }
        return value * 10
    }

    func decode<T: Decodable>(_ type: T.Type, from input: Int) throws -> T {
        guard input >= 0, let value = (input / 10) as? T else { throw Failure() }
        return value
    }
}

/// An `any Error` made `Equatable` by its description, for the tracker's history.
struct AnyErrorBox: Error, Equatable {
    let description: String

    init(_ error: any Error) {
        description = String(describing: error)
    }
}

/// Passes events to a ``TrackingSubscriber`` whose failure type is ``AnyErrorBox``; `onCompletion` runs
/// just before the completion is recorded.
private final class ErasingTracker: Subscriber, Sendable {
    typealias Input = Int
    typealias Failure = any Error

    let tracker: TrackingSubscriber<Int, AnyErrorBox>
    let onCompletion: (@Sendable () -> Void)?
    let combineIdentifier = CombineIdentifier()

    init(_ tracker: TrackingSubscriber<Int, AnyErrorBox>, onCompletion: (@Sendable () -> Void)? = nil) {
        self.tracker = tracker
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        tracker.receive(subscription: subscription)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        tracker.receive(input)
    }

    func receive(completion: Subscribers.Completion<any Error>) {
        onCompletion?()
        switch completion {
        case .finished: tracker.receive(completion: .finished)
        case .failure(let error): tracker.receive(completion: .failure(AnyErrorBox(error)))
        }
    }
}
