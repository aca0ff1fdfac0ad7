import FlowKit
import Foundation

extension FlowDriver {
    /// The snapshot of the running app as pretty JSON, for `--save`.
    /// - Throws: ``RestorationError`` if a running coordinator cannot be saved (a bug).
    func savedState() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(try saveSnapshot()), as: UTF8.self) + "\n"
    }

    /// An app restored from a snapshot file's text (`--restore`).
    /// - Parameters:
    ///   - text: The file's text, as ``savedState()`` writes it.
    ///   - clock: The app's clock.
    /// - Throws: ``RestorationError``: an unknown version, an unknown route, or corrupt data.
    static func restoring(_ text: String, clock: DemoClock) throws(RestorationError) -> FlowDriver {
        let data = Data(text.utf8)
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(VersionProbe.self, from: data).version
        } catch {
            throw .corrupt("not a FlowKit snapshot (\(Self.describe(error)))")
        }
        guard version == NavigationSnapshot.currentVersion else {
            throw .unknownVersion(version, supported: NavigationSnapshot.currentVersion)
        }
        let snapshot: NavigationSnapshot
        do {
            snapshot = try decoder.decode(NavigationSnapshot.self, from: data)
        } catch {
            throw .corrupt(Self.describe(error))
        }
        return try FlowDriver(clock: clock, restoring: snapshot)
    }

    /// The part of a snapshot read first, so an unknown version is named even if the rest changed shape.
    private struct VersionProbe: Decodable {
        let version: Int
    }

    /// A decoding error in a few words, e.g. `missing "kind" at root.children[0]`.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("") { text, key in
                key.intValue.map { text + "[\($0)]" } ?? (text.isEmpty ? key.stringValue : text + "." + key.stringValue)
            }
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath))"
        case .dataCorrupted: return "not valid JSON"
        @unknown default: return "does not decode"
        }
    }
}
