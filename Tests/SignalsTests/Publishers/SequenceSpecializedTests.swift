import Signals
import Testing

/// Combine's specialized overloads on `Publishers.Sequence` compute at once and return the types Combine
/// returns: another `Publishers.Sequence`, a `Result.Publisher`, an `Optional.Publisher`, a `Just`, `Empty`.
@Suite struct SequenceSpecializedTests {
    private struct Thrown: Error, Equatable {}

    private func failure<T>(_ publisher: Result<T, any Error>.Publisher) -> Thrown? {
        guard case .failure(let error) = publisher.result else { return nil }
        return error as? Thrown
    }

    /// A collection that counts how often it is iterated: an overload that reads by index iterates none.
    private final class CountingCollection: RandomAccessCollection {
        let elements: [Int]
        var iterations = 0
        init(_ elements: [Int]) { self.elements = elements }
        var startIndex: Int { elements.startIndex }
        var endIndex: Int { elements.endIndex }
        subscript(position: Int) -> Int { elements[position] }
        func makeIterator() -> IndexingIterator<[Int]> {
            iterations += 1
            return elements.makeIterator()
        }
    }

    @Test func transformingOperatorsReturnASequenceOfTheResults() {
        let numbers = (0..<6).publisher
        let mapped: Publishers.Sequence<[Int], Never> = numbers.map { $0 * 2 }
        #expect(mapped.sequence == [0, 2, 4, 6, 8, 10])
        #expect(numbers.filter { $0.isMultiple(of: 3) }.sequence == [0, 3])
        #expect(["1", "x", "3"].publisher.compactMap { Int($0) }.sequence == [1, 3])
        #expect(numbers.scan(0, +).sequence == [0, 1, 3, 6, 10, 15])
        #expect(numbers.prefix { $0 < 2 }.sequence == [0, 1])
        #expect([1, 1, 2, 1, 1].publisher.removeDuplicates().sequence == [1, 2, 1])
        let replaced: Publishers.Sequence<[Int?], Never> = [1, nil, 3].publisher.replaceNil(with: 0)
        #expect(replaced.sequence == [1, 0, 3])
    }

    @Test func droppingAndPrefixingKeepTheLazySequenceTypes() {
        let numbers = [1, 2, 5, 1].publisher
        let dropped: Publishers.Sequence<DropWhileSequence<[Int]>, Never> = numbers.drop { $0 < 3 }
        #expect(Array(dropped.sequence) == [5, 1])
        let droppedFirst: Publishers.Sequence<DropFirstSequence<[Int]>, Never> = numbers.dropFirst(3)
        #expect(Array(droppedFirst.sequence) == [1])
        #expect(Array(numbers.dropFirst().sequence) == [2, 5, 1])
        #expect(Array(numbers.dropFirst(-2).sequence) == [1, 2, 5, 1])  // a documented no-op, not a trap
        let prefixed: Publishers.Sequence<PrefixSequence<[Int]>, Never> = numbers.prefix(2)
        #expect(Array(prefixed.sequence) == [1, 2])
        #expect(Array(numbers.prefix(0).sequence).isEmpty)
        #expect(Array(numbers.prefix(9).sequence) == [1, 2, 5, 1])
    }

    @Test func reducingOperatorsReturnAResultPublisherThatKeepsTheFailureType() {
        let numbers = [3, 1, 2].publisher.setFailureType(to: TestError.self)
        let all: Result<Bool, TestError>.Publisher = numbers.allSatisfy { $0 > 0 }
        #expect(all.result == .success(true))
        #expect(numbers.contains { $0 > 2 }.result == .success(true))
        #expect(numbers.contains(4).result == .success(false))
        #expect(numbers.collect().result == .success([3, 1, 2]))
        #expect(numbers.reduce(10, +).result == .success(16))
        #expect(numbers.count().result == .success(3))
        #expect(Array<Int>().publisher.reduce(7, +).result == .success(7))
        #expect(Array<Int>().publisher.collect().result == .success([]))
    }

    @Test func tryOperatorsTurnAThrownErrorIntoTheFailure() throws {
        let numbers = (1...3).publisher
        #expect(try numbers.tryAllSatisfy { $0 > 0 }.result.get() == true)
        #expect(try numbers.tryContains { $0 == 2 }.result.get() == true)
        #expect(try numbers.tryReduce(0, +).result.get() == 6)
        let throwing: (Int) throws -> Bool = { _ in throw Thrown() }
        #expect(failure(numbers.tryAllSatisfy(throwing)) == Thrown())
        #expect(failure(numbers.tryContains(where: throwing)) == Thrown())
        #expect(failure(numbers.tryReduce(0) { _, _ in throw Thrown() }) == Thrown())
        // Nothing to test: the closure is never called, so nothing throws.
        #expect(try Array<Int>().publisher.tryAllSatisfy(throwing).result.get() == true)
        #expect(try Array<Int>().publisher.tryContains(where: throwing).result.get() == false)
        #expect(try Array<Int>().publisher.tryReduce(1) { _, _ in throw Thrown() }.result.get() == 1)
    }

    @Test func pickingOneElementReturnsAnOptionalPublisher() {
        let numbers = [3, 4, 5, -1, 2].publisher
        let smallest: Optional<Int>.Publisher = numbers.min()
        #expect(smallest.output == -1)
        #expect(numbers.max().output == 5)
        #expect(numbers.min(by: >).output == 5)
        #expect(numbers.max(by: >).output == -1)
        #expect(numbers.first().output == 3)
        #expect(numbers.last().output == 2)
        #expect(numbers.first { $0 > 3 }.output == 4)
        #expect(numbers.last { $0 > 3 }.output == 5)
        #expect(numbers.output(at: 1).output == 4)
        #expect(numbers.output(at: 9).output == nil)
        #expect(numbers.output(at: -1).output == nil)
        let none = Array<Int>().publisher
        #expect(none.min().output == nil)
        #expect(none.first().output == nil)
        #expect(none.last { _ in true }.output == nil)
    }

    @Test func countOfARandomAccessCollectionIsAJustAndDoesNotIterate() {
        let collection = CountingCollection([1, 2, 3])
        let count: Just<Int> = collection.publisher.count()
        #expect(count == Just(3))
        #expect((0..<Int.max).publisher.count() == Just(Int.max))
        #expect(collection.publisher.output(at: 2).output == 3)
        #expect(collection.publisher.output(in: 1..<3).sequence == [2, 3])
        #expect(collection.iterations == 0)
        // A collection that is not random-access, or a publisher that may fail: a `Result.Publisher`.
        let evens: Result<Int, Never>.Publisher = (1...6).lazy.filter { $0.isMultiple(of: 2) }.publisher.count()
        #expect(evens.result == .success(3))
    }

    @Test func appendAndPrependBuildOneCollection() {
        let middle = [3, 4].publisher
        let appended: Publishers.Sequence<[Int], Never> = middle.append(5, 6)
        #expect(appended.sequence == [3, 4, 5, 6])
        #expect(middle.append(5...6).sequence == [3, 4, 5, 6])
        #expect(middle.append([5, 6].publisher).sequence == [3, 4, 5, 6])
        #expect(middle.prepend(1, 2).sequence == [1, 2, 3, 4])
        #expect(middle.prepend(1...2).sequence == [1, 2, 3, 4])
        #expect(middle.prepend([1, 2].publisher).sequence == [1, 2, 3, 4])
        #expect(middle.sequence == [3, 4])
    }

    @Test func ignoreOutputAndSetFailureTypeKeepNoElementsOrTheSameOnes() {
        let empty: Empty<Int, Never> = (1...3).publisher.ignoreOutput()
        #expect(empty.completeImmediately)
        let typed: Publishers.Sequence<ClosedRange<Int>, TestError> = (1...3).publisher.setFailureType(
            to: TestError.self)
        #expect(typed.sequence == 1...3)
    }

    @Test func theResultPublishesLikeTheGenericOperatorWould() {
        let tracker = TrackingSubscriber<Int, Never>()
        [1, 2, 3].publisher.map { $0 * 10 }.filter { $0 > 10 }.subscribe(tracker)
        #expect(tracker.events == [.subscription("[20, 30]"), .value(20), .value(30), .completion(.finished)])
        let reduced = TrackingSubscriber<Int, Never>()
        [1, 2, 3].publisher.reduce(0, +).subscribe(reduced)
        #expect(reduced.events == [.subscription("Once"), .value(6), .completion(.finished)])
    }
}
