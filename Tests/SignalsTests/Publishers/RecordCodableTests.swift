import Foundation
import Signals
import Testing

/// `Record`'s `Codable` form and how its subscription shows itself, as in Combine.
@Suite struct RecordCodableTests {
    private struct Oops: Error, Codable, Equatable {
        var reason: String
    }

    private typealias Sut = Record<Int, Oops>

    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func missingKey<T: Decodable>(decoding type: T.Type, from text: String) -> String? {
        do {
            _ = try JSONDecoder().decode(type, from: Data(text.utf8))
            return nil
        } catch DecodingError.keyNotFound(let key, _) {
            return key.stringValue
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func encodesTheRecordingWithItsOutputAndCompletion() throws {
        #expect(
            try json(Sut(output: [1, 2], completion: .finished))
                == #"{"recording":{"completion":{"success":true},"output":[1,2]}}"#)
        #expect(
            try json(Sut(output: [], completion: .failure(Oops(reason: "x"))))
                == #"{"recording":{"completion":{"error":{"reason":"x"},"success":false},"output":[]}}"#)
        let recording = Sut.Recording(output: [3], completion: .finished)
        #expect(try json(recording) == #"{"completion":{"success":true},"output":[3]}"#)
    }

    @Test func encodeIntoWritesWhatEncodeToWrites() throws {
        /// Encodes through `encode(into:)` rather than the `Encodable` conformance.
        struct Into: Encodable {
            var recording: Record<Int, Oops>.Recording
            func encode(to encoder: any Encoder) throws { try recording.encode(into: encoder) }
        }
        let recording = Sut.Recording(output: [1], completion: .failure(Oops(reason: "y")))
        #expect(try json(Into(recording: recording)) == json(recording))
    }

    @Test func decodesWhatItEncodesAsACompleteRecording() throws {
        let original = Sut(output: [4, 5], completion: .failure(Oops(reason: "z")))
        let data = try JSONEncoder().encode(original)
        var decoded = try JSONDecoder().decode(Sut.self, from: data).recording
        #expect(decoded.output == [4, 5])
        #expect(decoded.completion == .failure(Oops(reason: "z")))
        // Complete: further input is ignored, as for every complete recording.
        decoded.receive(6)
        decoded.receive(completion: .finished)
        #expect(decoded.output == [4, 5])
        #expect(decoded.completion == .failure(Oops(reason: "z")))
    }

    @Test func decodingReportsTheMissingKey() {
        #expect(missingKey(decoding: Sut.self, from: "{}") == "recording")
        #expect(missingKey(decoding: Sut.Recording.self, from: #"{"completion":{"success":true}}"#) == "output")
        #expect(missingKey(decoding: Sut.Recording.self, from: #"{"output":[1]}"#) == "completion")
    }

    @Test func subscriptionIsDescribedByTheValuesUntilItEnds() throws {
        let tracker = TrackingSubscriber<Int, Oops>(initialDemand: nil)
        Sut(output: [1, 2], completion: .finished).subscribe(tracker)
        let subscription = try #require(tracker.subscription)
        #expect(String(describing: subscription) == "[1, 2]")
        let children = Mirror(reflecting: subscription).children.map { "\($0.label ?? "-"): \($0.value)" }
        #expect(children == ["sequence: [1, 2]", "completion: finished"])
        tracker.request(.max(1))
        #expect(String(describing: subscription) == "[1, 2]")
        tracker.request(.max(1))
        #expect(tracker.events == [.subscription("[1, 2]"), .value(1), .value(2), .completion(.finished)])
        #expect(String(describing: subscription) == "Cancelled Events")
        let after = Mirror(reflecting: subscription).children.map { "\($0.label ?? "-"): \($0.value)" }
        #expect(after == ["sequence: []", "completion: finished"])
    }

    @Test func cancelledSubscriptionIsDescribedAsCancelledEvents() throws {
        let tracker = TrackingSubscriber<Int, Oops>(initialDemand: nil)
        Sut(output: [1], completion: .failure(Oops(reason: "w"))).subscribe(tracker)
        let subscription = try #require(tracker.subscription)
        subscription.cancel()
        #expect(String(describing: subscription) == "Cancelled Events")
        subscription.request(.max(1))
        #expect(tracker.events == [.subscription("[1]")])
    }

    @Test func requestingNoneIsIgnored() {
        let tracker = TrackingSubscriber<Int, Oops>(initialDemand: nil)
        Sut(output: [1, 2], completion: .finished).subscribe(tracker)
        tracker.request(.none)
        #expect(tracker.events == [.subscription("[1, 2]")])
        tracker.request(.unlimited)
        #expect(tracker.events == [.subscription("[1, 2]"), .value(1), .value(2), .completion(.finished)])
    }

    @Test func oneValueSubscriptionsShowTheValueAsTheirOneChild() throws {
        let just = TrackingSubscriber<Int, Never>(initialDemand: nil)
        Just(42).subscribe(just)
        let optional = TrackingSubscriber<Int, Never>(initialDemand: nil)
        Optional(42).publisher.subscribe(optional)
        let result = TrackingSubscriber<Int, Never>(initialDemand: nil)
        Result<Int, Never>.success(42).publisher.subscribe(result)
        for tracker in [just, optional, result] {
            let children = Mirror(reflecting: try #require(tracker.subscription)).children
            #expect(children.map(\.label) == [nil])
            #expect(children.map { $0.value as? Int } == [42])
            tracker.cancel()
        }
    }
}
