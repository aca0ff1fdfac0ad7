import Signals
import Testing

/// Combine's specialized overloads on `Just` compute at once and return the types Combine returns.
@Suite struct JustSpecializedTests {
    private struct Thrown: Error, Equatable {}

    private func thrown<T>(_ publisher: Result<T, any Error>.Publisher) -> Thrown? {
        guard case .failure(let error) = publisher.result else { return nil }
        return error as? Thrown
    }

    @Test func operatorsThatKeepAJust() {
        let two = Just(2)
        let mapped: Just<String> = two.map { "\($0)" }
        #expect(mapped.output == "2")
        #expect(two.allSatisfy { $0 > 1 }.output == true)
        #expect(two.contains { $0 == 3 }.output == false)
        #expect(two.contains(2).output == true)
        #expect(two.collect().output == [2])
        #expect(two.count().output == 1)
        #expect(two.min().output == 2)
        #expect(two.max(by: <).output == 2)
        #expect(two.first().output == 2)
        #expect(two.last().output == 2)
        #expect(two.removeDuplicates().output == 2)
        #expect(two.replaceError(with: 0).output == 2)
        #expect(two.replaceEmpty(with: 0).output == 2)
        #expect(two.retry(1).output == 2)
    }

    @Test func operatorsThatMayDropTheValueReturnAnOptionalPublisher() {
        let two = Just(2)
        #expect(two.dropFirst().output == nil)
        #expect(two.dropFirst(0).output == 2)
        #expect(two.drop { $0 < 5 }.output == nil)
        #expect(two.first { $0 > 1 }.output == 2)
        #expect(two.last { $0 > 5 }.output == nil)
        #expect(two.filter { $0.isMultiple(of: 2) }.output == 2)
        #expect(Just("x").compactMap { Int($0) }.output == nil)
        #expect(two.output(at: 0).output == 2)
        #expect(two.output(at: 1).output == nil)
        #expect(two.output(in: 0..<3).output == 2)
        #expect(two.output(in: 1...).output == nil)
        #expect(two.prefix(0).output == nil)
        #expect(two.prefix(1).output == 2)
        #expect(two.prefix { $0 > 5 }.output == nil)
    }

    @Test func foldingAndFailureTypingReturnAResultPublisher() {
        let two = Just(2)
        #expect(two.reduce(10, +).result == .success(12))
        #expect(two.scan(10, +).result == .success(12))
        #expect(two.setFailureType(to: TestError.self).result == .success(2))
        #expect(two.mapError { _ -> TestError in }.result == .success(2))
        #expect(thrown(two.tryMap { _ -> Int in throw Thrown() }) == Thrown())
        #expect(thrown(two.tryAllSatisfy { _ in throw Thrown() }) == Thrown())
        #expect(thrown(two.tryContains { _ in throw Thrown() }) == Thrown())
        #expect(thrown(two.tryReduce(0) { _, _ in throw Thrown() }) == Thrown())
        #expect(thrown(two.tryScan(0) { _, _ in throw Thrown() }) == Thrown())
        #expect(thrown(two.tryRemoveDuplicates { _, _ in throw Thrown() }) == Thrown())
    }

    @Test func appendAndPrependMakeASequence() {
        let prepended: Publishers.Sequence<[Int], Never> = Just(3).prepend(1, 2)
        #expect(prepended.sequence == [1, 2, 3])
        #expect(Just(3).prepend([1]).sequence == [1, 3])
        #expect(Just(1).append(2, 3).sequence == [1, 2, 3])
        #expect(Just(1).append([2]).sequence == [1, 2])
    }

    /// As in Combine, only the lower bound counts: `0..<0` publishes the value, a negative start nothing
    /// (no trap).
    @Test func outputInRangeLooksOnlyAtWhereTheRangeStarts() {
        let twelve = Just(12)
        #expect(twelve.output(in: 0..<0).output == 12)
        #expect(twelve.output(in: 0...0).output == 12)
        #expect(twelve.output(in: 0..<Int.max).output == 12)
        #expect(twelve.output(in: -10..<10).output == nil)
        #expect(twelve.output(in: (-10)...).output == nil)
        #expect(twelve.output(in: -10 ..< -5).output == nil)
        #expect(twelve.output(in: 1..<10).output == nil)
    }

    @Test func ignoreOutputFinishesAtOnce() {
        #expect(Just(2).ignoreOutput().completeImmediately)
    }
}
