import Signals
import Testing

/// Combine's specialized overloads on `Optional.Publisher` compute at once and return another
/// `Optional.Publisher` (or `Just`, `Empty`), with the values Combine gives for a value and for none.
@Suite struct OptionalPublisherSpecializedTests {
    private let two = Optional(2).publisher
    private let none = Optional<Int>.none.publisher

    @Test func transformsAndTestsTheValue() {
        let mapped: Optional<String>.Publisher = two.map { "\($0)" }
        #expect(mapped.output == "2")
        #expect(none.map { $0 * 2 }.output == nil)
        #expect(two.compactMap { $0 > 5 ? $0 : nil }.output == nil)
        #expect(two.allSatisfy { $0 > 1 }.output == true)
        #expect(none.allSatisfy { $0 > 1 }.output == nil)
        #expect(two.contains(2).output == true)
        #expect(two.contains { $0 == 3 }.output == false)
        #expect(two.filter { $0.isMultiple(of: 2) }.output == 2)
        #expect(two.first { $0 > 5 }.output == nil)
        #expect(two.last { $0 > 1 }.output == 2)
        #expect(two.prefix { $0 > 1 }.output == 2)
        #expect(two.drop { $0 > 1 }.output == nil)
    }

    @Test func countingCollectingAndFolding() {
        #expect(two.count().output == 1)
        #expect(none.count().output == nil)
        #expect(two.collect().output == [2])
        #expect(none.collect().output == [])
        #expect(two.reduce(10, +).output == 12)
        #expect(none.reduce(10, +).output == nil)
        #expect(two.scan(10, +).output == 12)
    }

    @Test func positionsAndLengths() {
        #expect(two.dropFirst().output == nil)
        #expect(two.dropFirst(0).output == 2)
        #expect(two.output(at: 0).output == 2)
        #expect(two.output(at: 1).output == nil)
        #expect(two.output(in: 0...0).output == 2)
        #expect(two.output(in: 0..<0).output == nil)
        #expect(two.output(in: ..<1).output == 2)
        #expect(two.output(in: ..<0).output == nil)
        #expect(two.output(in: 1..<10).output == nil)
        #expect(two.prefix(0).output == nil)
        #expect(two.prefix(3).output == 2)
    }

    @Test func operatorsThatKeepThePublisher() {
        #expect(two.min().output == 2)
        #expect(two.max(by: <).output == 2)
        #expect(two.first().output == 2)
        #expect(two.last().output == 2)
        #expect(two.removeDuplicates().output == 2)
        let unchanged: Optional<Int>.Publisher = two.replaceError(with: 0)
        #expect(unchanged.output == 2)
        #expect(two.retry(1).output == 2)
        let replaced: Just<Int> = none.replaceEmpty(with: 7)
        #expect(replaced.output == 7)
        #expect(two.replaceEmpty(with: 7).output == 2)
        #expect(two.ignoreOutput().completeImmediately)
    }
}
