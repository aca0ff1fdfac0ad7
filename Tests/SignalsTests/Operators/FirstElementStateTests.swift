import Testing

@testable import Signals

/// `first()`'s state word: each transition from each state, without threads. Every change out of
/// `.searching` is a compare-and-swap, as is the first request, so they see each other: a match after
/// the request delivers at once, a request after the match finds `.found`.
@Suite struct FirstElementStateTests {
    typealias State = FirstElementState

    static let everyState: [State] = [
        State(.awaitingSubscription), State(.subscribing), State(.searching), State(.searching, demanded: true),
        State(.found),
        State(.found, demanded: true), State(.terminal), State(.terminal, demanded: true),
        State(.terminal, cancelled: true), State(.terminal, demanded: true, cancelled: true),
    ]

    @Test func theWordKeepsThePhaseTheDemandAndTheCancellationApart() {
        let decoded = Self.everyState.map { State(rawValue: $0.rawValue) }
        #expect(
            decoded.map(\.phase) == [
                .awaitingSubscription, .subscribing, .searching, .searching, .found, .found, .terminal, .terminal,
                .terminal, .terminal,
            ])
        #expect(decoded.map(\.demanded) == [false, false, false, true, false, true, false, true, false, true])
        #expect(
            decoded.map(\.isCancelled) == [false, false, false, false, false, false, false, false, true, true])
        #expect(decoded.map { $0.isIn($0.phase) }.allSatisfy { $0 })
        #expect(
            decoded.map { $0.isIn(.searching) } == [false, false, true, true, false, false, false, false, false, false])
        #expect(Set(Self.everyState.map(\.rawValue)).count == Self.everyState.count)
    }

    @Test func onlyAFirstRequestWhileSearchingChangesTheWordWithoutTheLock() {
        #expect(
            Self.everyState.map { $0.requested() } == [
                nil, nil, State(.searching, demanded: true), nil, nil, nil, nil, nil, nil, nil,
            ])
    }

    @Test func aMatchDeliversAtOnceOnlyIfTheDownstreamHasAsked() {
        #expect(State(.searching).matched() == State(.found))
        #expect(State(.searching, demanded: true).matched() == State(.terminal, demanded: true))
    }

    @Test func aRequestAfterTheMatchFindsTheValueWaiting() {
        let matched = State(.searching).matched()
        #expect(matched.requested() == nil)
        #expect(matched.phase == .found)
    }

    @Test func finishingWaitsForTheFirstRequestButAFailureGoesOutAtOnce() {
        #expect(State(.searching).completed(failed: false) == State(.found))
        #expect(State(.searching, demanded: true).completed(failed: false) == State(.terminal, demanded: true))
        #expect(State(.searching).completed(failed: true) == State(.terminal))
        #expect(State(.searching, demanded: true).completed(failed: true) == State(.terminal, demanded: true))
    }

    @Test func cancellingEndsEveryPhaseAndIsSeenBetweenTheValueAndTheCompletion() {
        let cancelled = Self.everyState.dropFirst(2).map { $0.cancelled() }
        #expect(cancelled.allSatisfy { $0.phase == .terminal && $0.isCancelled })
        #expect(cancelled.map(\.demanded) == [false, true, false, true, false, true, false, true])
        #expect(cancelled.allSatisfy { $0.requested() == nil })
    }
}
