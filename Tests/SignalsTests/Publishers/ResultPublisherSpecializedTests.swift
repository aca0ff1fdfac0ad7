import Signals
import Testing

/// Combine's specialized overloads on `Result.Publisher` compute at once and return another
/// `Result.Publisher` (or `Empty`), with the value or failure Combine gives.
@Suite struct ResultPublisherSpecializedTests {
    typealias Sut<Value> = Result<Value, TestError>.Publisher
    private struct Thrown: Error, Equatable {}

    private func failure<T>(_ publisher: Result<T, any Error>.Publisher) -> Thrown? {
        guard case .failure(let error) = publisher.result else { return nil }
        return error as? Thrown
    }

    @Test func valueOperatorsComputeAtOnce() {
        let five: Sut<Int> = Sut(5)
        let mapped: Sut<String> = five.map { "\($0)" }
        #expect(mapped.result == .success("5"))
        #expect(five.allSatisfy { $0 > 4 }.result == .success(true))
        #expect(five.contains { $0 == 4 }.result == .success(false))
        #expect(five.contains(5).result == .success(true))
        #expect(five.collect().result == .success([5]))
        #expect(five.count().result == .success(1))
        #expect(five.reduce(10, +).result == .success(15))
        #expect(five.scan(10, +).result == .success(15))
        #expect(five.min().result == .success(5))
        #expect(five.max(by: >).result == .success(5))
        #expect(five.first().result == .success(5))
        #expect(five.last().result == .success(5))
        #expect(five.removeDuplicates().result == .success(5))
        #expect(five.replaceEmpty(with: 0).result == .success(5))
        #expect(five.retry(2).result == .success(5))
    }

    @Test func failureIsKeptOrReplaced() {
        let failed: Sut<Int> = Sut(TestError(code: 7))
        #expect(failed.map { $0 + 1 }.result == .failure(TestError(code: 7)))
        #expect(failed.count().result == .failure(TestError(code: 7)))
        #expect(failed.replaceError(with: 3).result == .success(3))
        #expect(failed.mapError { _ in TestError(code: 8) }.result == .failure(TestError(code: 8)))
    }

    @Test func tryOperatorsTurnAThrownErrorIntoTheFailure() {
        let five: Sut<Int> = Sut(5)
        #expect(failure(five.tryMap { _ -> Int in throw Thrown() }) == Thrown())
        #expect(failure(five.tryMin { _, _ in throw Thrown() }) == Thrown())
        #expect(failure(five.tryMax { _, _ in throw Thrown() }) == Thrown())
        #expect(failure(five.tryAllSatisfy { _ in throw Thrown() }) == Thrown())
        #expect(failure(five.tryContains { _ in throw Thrown() }) == Thrown())
        #expect(failure(five.tryRemoveDuplicates { _, _ in throw Thrown() }) == Thrown())
        #expect(failure(five.tryReduce(0) { _, _ in throw Thrown() }) == Thrown())
        #expect(failure(five.tryScan(0) { _, _ in throw Thrown() }) == Thrown())
        guard case .success(let value) = five.tryMap({ $0 * 2 }).result else {
            Issue.record("tryMap failed without throwing")
            return
        }
        #expect(value == 10)
    }

    /// The ordering closure of `tryMin` is called once, with the value twice, as in Combine.
    @Test func tryMinComparesTheValueWithItself() {
        var calls: [[Int]] = []
        _ = Sut(5).tryMin {
            calls.append([$0, $1]); return false
        }
        #expect(calls == [[5, 5]])
    }

    @Test func ignoreOutputAndSetFailureType() {
        let empty: Empty<Int, TestError> = Sut(TestError()).ignoreOutput()
        #expect(empty.completeImmediately)
        let typed: Sut<Int> = Result<Int, Never>.Publisher(4).setFailureType(to: TestError.self)
        #expect(typed.result == .success(4))
    }
}
