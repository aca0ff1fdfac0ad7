import Foundation
import SignalsFoundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private struct Article: Codable, Equatable {
    var title: String
}

@Suite struct DecodeEncodeTests {
    @Test func encodesThenDecodesEachValue() {
        var decoded: [Article] = []
        var completion = ""
        let cancellable = [Article(title: "a"), Article(title: "b")].publisher
            .encode(encoder: JSONEncoder())
            .decode(type: Article.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { completion = "\($0)" }, receiveValue: { decoded.append($0) })
        #expect(decoded == [Article(title: "a"), Article(title: "b")])
        #expect(completion == "finished")
        cancellable.cancel()
    }

    @Test func aDecodingErrorEndsTheStream() {
        var failure: (any Error)?
        var values = 0
        let cancellable = [Data("{}".utf8), Data(#"{"title":"x"}"#.utf8)].publisher
            .decode(type: Article.self, decoder: JSONDecoder())
            .sink(
                receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
                receiveValue: { _ in values += 1 }
            )
        #expect(failure is DecodingError)
        #expect(values == 0)
        cancellable.cancel()
    }
}

@Suite struct DataTaskPublisherTests {
    @Test func aRefusedConnectionFailsWithAURLError() async throws {
        // Port 1 on the loopback interface: refused at once, no network needed.
        let url = try #require(URL(string: "http://127.0.0.1:1/"))
        let box = CancellableBox()
        let completion = await withCheckedContinuation { continuation in
            box.cancellable = URLSession.shared.dataTaskPublisher(for: url)
                .sink(
                    receiveCompletion: { continuation.resume(returning: "\($0)".hasPrefix("failure")) },
                    receiveValue: { _ in }
                )
        }
        #expect(completion)
        box.cancellable = nil
    }

    @Test func nothingStartsBeforeDemandAndCancelIsQuiet() {
        let url = URL(string: "http://127.0.0.1:1/")!
        let publisher = URLSession.shared.dataTaskPublisher(for: url)
        var events: [String] = []
        var subscription: (any Subscription)?
        publisher.subscribe(
            AnySubscriber(
                receiveSubscription: { subscription = $0 },
                receiveValue: { _ in
                    events.append("value"); return .none
                },
                receiveCompletion: { events.append("\($0)") }
            )
        )
        #expect("\(subscription!)" == "DataTaskPublisher")
        subscription?.cancel()
        subscription?.request(.max(1))
        #expect(events.isEmpty)
    }
}

/// Keeps a sink alive until its completion arrives.
private final class CancellableBox: @unchecked Sendable {
    var cancellable: AnyCancellable?
}
