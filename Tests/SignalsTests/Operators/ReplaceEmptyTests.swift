import Signals
import Testing

/// `replaceEmpty(with:)`, `replaceNil(with:)` and `map` with key paths.
@Suite struct ReplaceEmptyTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = ManualPublisher<Int, TestError>

    @Test func emptyStreamIsReplacedOnceThereIsDemand() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: nil)
        upstream.replaceEmpty(with: 7).subscribe(tracker)
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("ReplaceEmpty")])
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("ReplaceEmpty"), .value(7), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited)])

        let eager = Tracker()
        Empty<Int, TestError>().replaceEmpty(with: 1).subscribe(eager)
        #expect(eager.events == [.subscription("ReplaceEmpty"), .value(1), .completion(.finished)])
    }

    /// Surprising but Combine's: the upstream is asked for `.unlimited` whatever the downstream asks.
    @Test func nonEmptyStreamAndFailuresPassThrough() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(2), demandOnValue: { _ in .max(1) })
        upstream.replaceEmpty(with: 7).subscribe(tracker)
        #expect(upstream.send(1) == .max(1))
        upstream.send(completion: .finished)
        #expect(tracker.events == [.subscription("ReplaceEmpty"), .value(1), .completion(.finished)])
        #expect(upstream.upstreamEvents == [.requested(.max(2)), .requested(.unlimited)])

        let failing = Tracker()
        Fail<Int, TestError>(error: TestError(code: 3)).replaceEmpty(with: 7).subscribe(failing)
        #expect(failing.events == [.subscription("ReplaceEmpty"), .completion(.failure(TestError(code: 3)))])
    }

    @Test func cancelBeforeTheReplacementDeliversNothing() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: nil)
        upstream.replaceEmpty(with: 7).subscribe(tracker)
        upstream.send(completion: .finished)
        tracker.cancel()
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("ReplaceEmpty")])
    }

    @Test func replaceNilIsAMap() {
        let tracker = TrackingSubscriber<Int, Never>()
        let replaced: Publishers.Map<Publishers.Sequence<[Int?], Never>, Int> = [1, nil, 3].publisher.replaceNil(
            with: 0)
        replaced.subscribe(tracker)
        #expect(
            tracker.events == [
                .subscription("[Optional(1), nil, Optional(3)]"), .value(1), .value(0), .value(3),
                .completion(.finished),
            ])
    }

    private struct Point {
        var x: Int
        var y: Int
        var z: Int
    }

    @Test func keyPathMapsPublishTheirValues() {
        let points = [Point(x: 1, y: 2, z: 3)].publisher
        var seen: [String] = []
        _ = points.map(\.x).sink { seen.append("\($0)") }
        _ = points.map(\.x, \.y).sink { seen.append("\($0)") }
        _ = points.map(\.x, \.y, \.z).sink { seen.append("\($0)") }
        #expect(seen == ["1", "(1, 2)", "(1, 2, 3)"])
        let keyPath: Publishers.MapKeyPath<Publishers.Sequence<[Point], Never>, Int> = points.map(\.z)
        #expect(keyPath.keyPath == \Point.z)

        let upstream = ManualPublisher<Point, TestError>()
        let tracker = Tracker(initialDemand: .max(1))
        upstream.map(\.y).subscribe(tracker)
        upstream.send(Point(x: 0, y: 5, z: 0))
        upstream.send(completion: .failure(TestError()))
        #expect(
            tracker.events == [.subscription("ManualSubscription"), .value(5), .completion(.failure(TestError()))])
        #expect(upstream.upstreamEvents == [.requested(.max(1))])
    }
}
