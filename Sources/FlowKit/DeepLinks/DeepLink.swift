/// A parsed deep link: `scheme://host/segment/segment`, strictly.
///
/// Parsing accepts only a scheme, a host and percent-decoded path segments: no query, no fragment, no
/// empty segment, at most ``maximumSegments`` segments. Any text, whatever its bytes, either parses or
/// throws a ``DeepLinkError`` naming the bad part.
///
/// ```swift
/// let link = try DeepLink(parsing: "demo://wakingup/settings/compose")
/// link.route  // ["wakingup", "settings", "compose"]
/// ```
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The most segments a link may have after its host.
    public static let maximumSegments = 20

    /// The scheme, for example `demo`.
    public let scheme: String
    /// The host, for example `wakingup`.
    public let host: String
    /// The decoded path segments after the host.
    public let segments: [String]

    /// The host followed by the segments: what the root's routes are checked against (index 0 is the
    /// host, index 1 the first segment).
    public var route: [String] { [host] + segments }

    /// The link as text, for example `demo://lizard/compose`.
    public var description: String { ([scheme + "://" + host] + segments).joined(separator: "/") }

    /// Parses a link.
    ///
    /// - Parameter text: The link, for example `demo://lizard/compose`.
    /// - Throws: A ``DeepLinkError`` naming the first bad part.
    public init(parsing text: String) throws(DeepLinkError) {
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
            throw .missingScheme(link: text)
        }
        let scheme = String(text[..<colon])
        guard Self.isValidScheme(scheme) else { throw .invalidScheme(scheme: scheme) }
        let rest = text[colon...].dropFirst(3)
        if let mark = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            let tail = String(rest[rest.index(after: mark)...])
            if rest[mark] == "#" { throw .fragmentNotAllowed(fragment: tail) }
            throw .queryNotAllowed(query: tail)
        }
        var parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        let host = String(parts.removeFirst())
        guard !host.isEmpty, host.utf8.allSatisfy(Self.isHostByte) else { throw .unknownHost(host: host) }
        guard parts.count <= Self.maximumSegments else {
            throw .tooManySegments(count: parts.count, limit: Self.maximumSegments)
        }
        var segments: [String] = []
        for (offset, part) in parts.enumerated() {
            segments.append(try Self.decode(part, index: offset + 1))
        }
        self.scheme = scheme
        self.host = host
        self.segments = segments
    }

    /// A link from its parts, already valid (the current link, built from the declared routes).
    ///
    /// - Parameters:
    ///   - scheme: The scheme.
    ///   - route: The host, then the segments; not empty.
    init(scheme: String, route: [String]) {
        self.scheme = scheme
        host = route.first ?? ""
        segments = Array(route.dropFirst())
    }

    private static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.utf8.first, isLetter(first) else { return false }
        return scheme.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
    }

    /// Letters, digits, `-` and `.`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// RFC 3986 `pchar` other than `%`: unreserved, sub-delims, `:` and `@`.
    private static func isSegmentByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "-._~!$&'()*+,;=:@".utf8.contains(byte)
    }

    /// Percent-decodes one segment.
    private static func decode(_ part: Substring, index: Int) throws(DeepLinkError) -> String {
        guard !part.isEmpty else { throw .emptySegment(index: index) }
        var bytes: [UInt8] = []
        var iterator = part.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == 0x25 {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .badPercentEncoding(segment: String(part), index: index)
                }
                bytes.append(high << 4 | low)
            } else if isSegmentByte(byte) {
                bytes.append(byte)
            } else {
                throw .invalidCharacter(segment: String(part), index: index)
            }
        }
        // Not `String(validating:as:)` (iOS 18 / macOS 15): decoding repairs bad UTF-8 with U+FFFD, so the
        // bytes were valid exactly when the decoded string's UTF-8 is the same bytes.
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else {
            throw .badPercentEncoding(segment: String(part), index: index)
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
