import Testing

@testable import FlowKit

/// Strict parsing: each bad part gets its own error; any bytes parse or throw, never crash.
@Suite struct DeepLinkParsingTests {
    @Test func aValidLinkParsesIntoSchemeHostAndDecodedSegments() throws {
        let link = try DeepLink(parsing: "demo://wakingup/settings/caf%C3%A9")
        #expect(link.scheme == "demo")
        #expect(link.host == "wakingup")
        #expect(link.segments == ["settings", "café"])
        #expect(link.route == ["wakingup", "settings", "café"])
        #expect(try DeepLink(parsing: "demo://lizard").segments == [])
    }

    @Test(arguments: [
        ("lizard", DeepLinkError.missingScheme(link: "lizard")),
        ("demo:/lizard", .missingScheme(link: "demo:/lizard")),
        ("://lizard", .invalidScheme(scheme: "")),
        ("1demo://lizard", .invalidScheme(scheme: "1demo")),
        ("de mo://lizard", .invalidScheme(scheme: "de mo")),
        ("demo://", .unknownHost(host: "")),
        ("demo://li zard", .unknownHost(host: "li zard")),
        ("demo://lizard/", .emptySegment(index: 1)),
        ("demo://lizard//compose", .emptySegment(index: 1)),
        ("demo://lizard/compose/", .emptySegment(index: 2)),
        ("demo://lizard/com%2", .badPercentEncoding(segment: "com%2", index: 1)),
        ("demo://lizard/com%zz", .badPercentEncoding(segment: "com%zz", index: 1)),
        ("demo://lizard/%FF", .badPercentEncoding(segment: "%FF", index: 1)),
        // Not UTF-8: a truncated sequence, an overlong encoding of "/", a surrogate.
        ("demo://lizard/caf%C3", .badPercentEncoding(segment: "caf%C3", index: 1)),
        ("demo://lizard/%C0%AF", .badPercentEncoding(segment: "%C0%AF", index: 1)),
        ("demo://lizard/%ED%A0%80", .badPercentEncoding(segment: "%ED%A0%80", index: 1)),
        ("demo://lizard/com pose", .invalidCharacter(segment: "com pose", index: 1)),
        ("demo://lizard/é", .invalidCharacter(segment: "é", index: 1)),
        ("demo://lizard?x=1", .queryNotAllowed(query: "x=1")),
        ("demo://lizard/compose#top", .fragmentNotAllowed(fragment: "top")),
        ("demo://lizard/compose?a#b", .queryNotAllowed(query: "a#b")),
        (
            "demo://lizard" + String(repeating: "/compose", count: 21),
            .tooManySegments(count: 21, limit: 20)
        ),
    ])
    func eachBadPartHasItsOwnError(text: String, error: DeepLinkError) {
        #expect(throws: error) { try DeepLink(parsing: text) }
    }

    @Test func twentySegmentsAreAllowed() throws {
        let link = try DeepLink(parsing: "demo://lizard" + String(repeating: "/compose", count: 20))
        #expect(link.segments.count == 20)
    }

    @Test func randomBytesParseOrThrowAndNeverCrash() {
        var random = SplitMix64(seed: 0xF00D)
        var parsed = 0
        for _ in 0..<5_000 {
            let count = random.below(40)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let prefix = random.below(2) == 0 ? "demo://" : ""
            let text = prefix + String(decoding: bytes, as: UTF8.self)
            do {
                let link = try DeepLink(parsing: text)
                // Whatever parsed prints back as a link that parses to the same value.
                #expect(try DeepLink(parsing: link.description).host == link.host)
                parsed += 1
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(parsed > 0)
    }
}
