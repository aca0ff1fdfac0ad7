/// A JSON value with objects that keep their key order, so output is stable and comparable as text.
enum JSONValue: Equatable, Sendable {
    /// A string.
    case string(String)
    /// A whole number.
    case int(Int)
    /// `null`.
    case null
    /// An array.
    case array([JSONValue])
    /// An object; keys appear in this order.
    case object([(String, JSONValue)])

    /// The value as compact JSON text on one line (no spaces, control characters escaped).
    var encoded: String {
        var output = ""
        encode(into: &output)
        return output
    }

    private func encode(into output: inout String) {
        switch self {
        case .string(let text): JSONValue.encode(text, into: &output)
        case .int(let number): output += String(number)
        case .null: output += "null"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.encode(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                JSONValue.encode(key, into: &output)
                output += ":"
                value.encode(into: &output)
            }
            output += "}"
        }
    }

    private static func encode(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.encoded == rhs.encoded
    }
}
