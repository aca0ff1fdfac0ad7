import Signals
import Testing

/// `tryFilter`, `tryCompactMap` and `tryRemoveDuplicates`.
@Suite struct TryFilteringTests {
    typealias Tracker = TrackingSubscriber<Int, TestError>
    typealias Upstream = ManualPublisher<Int, TestError>

    @Test func tryFilterDropsWithOneMoreAndFailsOnThrow() {
        let upstream = Upstream()
        let tracker = Tracker(initialDemand: .max(1), demandOnValue: { _ in .max(2) })
        upstream.tryFilter { value in
            guard value >= 0 else { throw TestError(code: 3) }
            return value.isMultiple(of: 2)
        }.subscribe(AnyErrorAdapter(tracker: tracker))
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(2))
        #expect(upstream.send(-1) == .none)
        #expect(upstream.send(4) == .none)
        #expect(
            tracker.events == [.subscription("TryFilter"), .value(2), .completion(.failure(TestError(code: 3)))])
        #expect(upstream.upstreamEvents == [.requested(.max(1)), .cancelled])
    }

    @Test func tryCompactMapPublishesNonNilResults() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.tryCompactMap { $0 > 1 ? $0 * 10 : nil }.subscribe(AnyErrorAdapter(tracker: tracker))
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .none)
        upstream.send(completion: .failure(TestError(code: 1)))
        #expect(
            tracker.events == [.subscription("TryCompactMap"), .value(20), .completion(.failure(TestError(code: 1)))])
    }

    @Test func tryRemoveDuplicatesComparesWithThePreviousElement() {
        let upstream = Upstream()
        let tracker = Tracker()
        upstream.tryRemoveDuplicates { previous, next in
            guard next != 9 else { throw TestError(code: 9) }
            return abs(previous - next) < 2
        }.subscribe(AnyErrorAdapter(tracker: tracker))
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .max(1))
        #expect(upstream.send(3) == .max(1))
        #expect(upstream.send(5) == .none)
        upstream.send(9)
        #expect(
            tracker.events == [
                .subscription("TryRemoveDuplicates"), .value(1), .value(5), .completion(.failure(TestError(code: 9))),
            ])
    }

    @Test func cancelReleasesTheClosureAndIgnoresLaterEvents() {
        let upstream = Upstream()
        weak var weakToken: LifetimeToken?
        let tracker = Tracker()
        do {
            let token = LifetimeToken()
            weakToken = token
            upstream.tryFilter {
                _ = token; return $0 > 0
            }.subscribe(AnyErrorAdapter(tracker: tracker))
        }
        upstream.send(1)
        tracker.cancel()
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(weakToken == nil)
        #expect(tracker.events == [.subscription("TryFilter"), .value(1)])
        #expect(upstream.upstreamEvents == [.requested(.unlimited), .cancelled])
    }

    /// As in Combine, a `filter` and a `tryFilter` in a row, in either order, fuse into one `TryFilter`
    /// whose closure runs the second test only for elements the first one includes.
    @Test func filtersInARowFuseIntoOneTryFilter() throws {
        let upstream = PassthroughSubject<Int, TestError>()
        var calls: [String] = []
        let filterThenTry: Publishers.TryFilter<PassthroughSubject<Int, TestError>> =
            upstream.filter {
                calls.append("positive \($0)"); return $0 > 0
            }.tryFilter { $0.isMultiple(of: 2) }
        let tryThenFilter: Publishers.TryFilter<PassthroughSubject<Int, TestError>> =
            upstream.tryFilter { $0 > 0 }.filter {
                calls.append("even \($0)"); return $0.isMultiple(of: 2)
            }
        let tryThenTry: Publishers.TryFilter<PassthroughSubject<Int, TestError>> =
            upstream.tryFilter { $0 > 0 }.tryFilter { value in
                guard value < 10 else { throw TestError(code: 7) }
                return value.isMultiple(of: 2)
            }
        #expect(try filterThenTry.isIncluded(-2) == false)
        #expect(try filterThenTry.isIncluded(4) == true)
        #expect(try tryThenFilter.isIncluded(-2) == false)
        #expect(try tryThenFilter.isIncluded(3) == false)
        #expect(calls == ["positive -2", "positive 4", "even 3"])
        #expect(throws: TestError(code: 7)) { try tryThenTry.isIncluded(12) }
        #expect(try tryThenTry.isIncluded(-12) == false)
    }
}
