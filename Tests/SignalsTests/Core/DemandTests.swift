import Foundation
import Signals
import Testing

@Suite struct DemandTests {
    typealias Demand = Subscribers.Demand

    @Test func additionSaturatesAtUnlimited() {
        #expect(Demand.max(100) + .max(42) == .max(142))
        #expect(Demand.max(42) + .unlimited == .unlimited)
        #expect(Demand.unlimited + .max(42) == .unlimited)
        #expect(Demand.unlimited + .unlimited == .unlimited)
        #expect(Demand.max(Int.max) + .max(1) == .unlimited)
        #expect(Demand.max(Int.max) + .max(Int.max) == .unlimited)
        #expect(Demand.max(81) + 42 == .max(123))
        #expect(Demand.max(Int.max) + 10 == .unlimited)
        #expect(Demand.unlimited + 42 == .unlimited)
        var demand = Demand.none
        demand += .max(1)
        demand += 21
        #expect(demand == .max(22))
        demand += .unlimited
        demand += Int.min
        #expect(demand == .unlimited)
    }

    @Test func addingANegativeIntegerSubtractsDownToNone() {
        #expect(Demand.max(5) + -3 == .max(2))
        #expect(Demand.max(5) + -10 == .none)
        #expect(Demand.max(5) + Int.min == .none)
    }

    @Test func subtractionClampsAtNone() {
        #expect(Demand.max(100) - .max(42) == .max(58))
        #expect(Demand.max(3) - .max(5) == .none)
        #expect(Demand.max(42) - .unlimited == .none)
        #expect(Demand.unlimited - .max(42) == .unlimited)
        #expect(Demand.unlimited - .unlimited == .unlimited)
        #expect(Demand.max(81) - 42 == .max(39))
        #expect(Demand.max(5) - 10 == .none)
        #expect(Demand.max(5) - -3 == .max(8))
        #expect(Demand.unlimited - Int.max == .unlimited)
        var demand = Demand.max(100)
        demand -= .max(1)
        demand -= 21
        #expect(demand == .max(78))
        demand -= .unlimited
        #expect(demand == .none)
    }

    @Test func multiplicationSaturatesAtUnlimited() {
        #expect(Demand.max(42) * 2 == .max(84))
        #expect(Demand.none * 10 == .none)
        #expect(Demand.unlimited * Int.max == .unlimited)
        #expect(Demand.max(Int.max) * 2 == .unlimited)
        var demand = Demand.max(20)
        demand *= 2
        #expect(demand == .max(40))
    }

    /// A demand, an integer, and how the demand compares with it.
    struct Comparison: Sendable, CustomTestStringConvertible {
        let demand: Demand
        let integer: Int
        let less: Bool
        let equal: Bool
        let greater: Bool
        var testDescription: String { "\(demand) vs \(integer)" }
    }

    static let integerComparisons: [Comparison] = [
        Comparison(demand: .max(42), integer: 100, less: true, equal: false, greater: false),
        Comparison(demand: .max(142), integer: 100, less: false, equal: false, greater: true),
        Comparison(demand: .max(100), integer: 100, less: false, equal: true, greater: false),
        Comparison(demand: .none, integer: 0, less: false, equal: true, greater: false),
        Comparison(demand: .none, integer: -1, less: false, equal: false, greater: true),
        Comparison(demand: .unlimited, integer: 42, less: false, equal: false, greater: true),
        Comparison(demand: .unlimited, integer: Int.max, less: false, equal: false, greater: true),
    ]

    @Test(arguments: integerComparisons)
    func comparesWithIntegersOnBothSides(_ c: Comparison) {
        #expect((c.demand < c.integer) == c.less)
        #expect((c.demand <= c.integer) == (c.less || c.equal))
        #expect((c.demand == c.integer) == c.equal)
        #expect((c.demand != c.integer) == !c.equal)
        #expect((c.demand >= c.integer) == (c.greater || c.equal))
        #expect((c.demand > c.integer) == c.greater)
        #expect((c.integer > c.demand) == c.less)
        #expect((c.integer >= c.demand) == (c.less || c.equal))
        #expect((c.integer == c.demand) == c.equal)
        #expect((c.integer != c.demand) == !c.equal)
        #expect((c.integer <= c.demand) == (c.greater || c.equal))
        #expect((c.integer < c.demand) == c.greater)
    }

    @Test func comparesDemandsWithUnlimitedAboveEveryCount() {
        #expect(Demand.max(42) < .max(100))
        #expect(Demand.max(Int.max) < .unlimited)
        #expect(!(Demand.unlimited < .unlimited))
        #expect(Demand.unlimited <= .unlimited)
        #expect(Demand.none == .max(0))
    }

    @Test func describesItselfAsCombineDoes() {
        #expect(Demand.none.description == "max(0)")
        #expect(Demand.max(42).description == "max(42)")
        #expect(Demand.unlimited.description == "unlimited")
    }

    @Test func maxIsTheCountOrNilWhenUnlimited() {
        #expect(Demand.none.max == 0)
        #expect(Demand.max(42).max == 42)
        #expect(Demand.max(Int.max).max == Int.max)
        #expect(Demand.unlimited.max == nil)
    }

    @Test func codableRoundTripKeepsEveryDemand() throws {
        let demands: [Demand] = [.none, .max(42), .max(Int.max), .unlimited]
        let data = try JSONEncoder().encode(demands)
        #expect(String(decoding: data, as: UTF8.self) == "[0,42,\(Int.max),\(UInt(Int.max) + 1)]")
        #expect(try JSONDecoder().decode([Demand].self, from: data) == demands)
    }

    @Test func decodingATooLargeCountGivesUnlimitedAndANegativeOneThrows() throws {
        let tooLarge = Data("[\(UInt(Int.max) + 2)]".utf8)
        #expect(try JSONDecoder().decode([Demand].self, from: tooLarge) == [.unlimited])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Demand].self, from: Data("[-1]".utf8))
        }
    }

    @Test func negativeMaxTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = Subscribers.Demand.max(-1)
        }
    }
}

@Suite struct DemandEdgeTests {
    typealias Demand = Subscribers.Demand

    /// Combine: a sum too large to count is `.unlimited`; a difference that overflows `Int` (subtracting a
    /// negative number) or is negative is `.max(0)`, as OpenCombine's suite records from Combine.
    @Test func integerArithmeticAtTheEndsOfInt() {
        #expect(Demand.max(Int.max) - (-1) == .none)
        #expect(Demand.max(Int.max) + 1 == .unlimited)
        #expect(Demand.none - Int.min == .none)
        #expect(Demand.max(1) - Int.min == .none)
        #expect(Demand.max(5) - (-3) == .max(8))
        #expect(Demand.max(Int.max) + Int.min == .none)
        #expect(Demand.none + Int.min == .none)
        #expect(Demand.none - 1 == .none)
        #expect(Demand.unlimited - Int.min == .unlimited)
        #expect(Demand.unlimited + Int.min == .unlimited)
        #expect(Demand.max(Int.max) - Int.max == .none)
        #expect(Demand.max(Int.max) * Int.max == .unlimited)
    }
}

@Suite struct CompletionCodingTests {
    struct CodableError: Error, Codable, Equatable {
        var reason: String
    }

    @Test func encodesAsCombineDoes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let finished = Subscribers.Completion<CodableError>.finished
        let failure = Subscribers.Completion<CodableError>.failure(CodableError(reason: "oops"))
        #expect(String(decoding: try encoder.encode(finished), as: UTF8.self) == #"{"success":true}"#)
        #expect(
            String(decoding: try encoder.encode(failure), as: UTF8.self)
                == #"{"error":{"reason":"oops"},"success":false}"#
        )
    }

    @Test func decodesWhatCombineWrites() throws {
        typealias Completion = Subscribers.Completion<CodableError>
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Completion.self, from: Data(#"{"success":true}"#.utf8)) == .finished)
        #expect(
            try decoder.decode(Completion.self, from: Data(#"{"error":{"reason":"x"},"success":true}"#.utf8))
                == .finished
        )
        #expect(
            try decoder.decode(Completion.self, from: Data(#"{"error":{"reason":"x"},"success":false}"#.utf8))
                == .failure(CodableError(reason: "x"))
        )
        #expect(throws: DecodingError.self) {
            try decoder.decode(Completion.self, from: Data(#"{"success":false}"#.utf8))
        }
    }
}
