/// One line of the result table.
struct Row {
    var scenario: String
    var unit: String
    /// Median per operation (or bytes per subscription); `nil` when the library cannot run it.
    var signals: Double?
    var openCombine: Double?
    /// The ratio Signals/OpenCombine must not exceed; `nil` for floor rows.
    var targetRatio: Double?
    /// A floor row: the value is in `signals` and means "no library".
    var isFloor = false

    var ratio: Double? {
        guard let signals, let openCombine, openCombine > 0 else { return nil }
        return signals / openCombine
    }

    var met: String {
        guard let targetRatio else { return "" }
        guard let ratio else { return "n/a" }
        return ratio <= targetRatio ? "yes" : "no"
    }
}

extension Row {
    /// The column titles of the Signals/OpenCombine table.
    static let header = ["Scenario", "Unit", "Signals", "OpenCombine", "Ratio S/OC", "Target", "Met"]

    /// The row's cells, in ``header`` order.
    var cells: [String] {
        [
            scenario,
            unit,
            Table.format(signals, floor: isFloor),
            isFloor ? "" : Table.format(openCombine, floor: false),
            ratio.map { String(format2: $0) } ?? (isFloor ? "" : "n/a"),
            targetRatio.map { "≤ " + String(format2: $0) } ?? "",
            met,
        ]
    }
}

/// Renders rows as a Markdown table (readable as plain text too).
enum Table {
    /// The Signals/OpenCombine table.
    static func render(_ rows: [Row]) -> String {
        render(header: Row.header, lines: rows.map(\.cells))
    }

    /// A table of text cells: the first two columns (scenario, unit) and the columns in `leftAligned`
    /// are aligned left, the others (figures) right.
    static func render(header: [String], lines: [[String]], leftAligned: Set<Int> = []) -> String {
        let widths = header.indices.map { column in
            ([header] + lines).map { $0[column].count }.max() ?? 0
        }
        func isRight(_ column: Int) -> Bool { column >= 2 && !leftAligned.contains(column) }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return isRight(column) ? padding + cell : cell + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule =
            "|"
            + widths.enumerated().map { column, width in
                isRight(column)
                    ? " " + String(repeating: "-", count: width - 1) + ": "
                    : " " + String(repeating: "-", count: width) + " "
            }.joined(separator: "|") + "|"
        return ([line(header), rule] + lines.map(line)).joined(separator: "\n")
    }

    static func format(_ value: Double?, floor: Bool) -> String {
        guard let value else { return "n/a" }
        let text = value >= 100 ? String(Int(value.rounded())) : String(format1: value)
        return floor ? "(\(text))" : text
    }
}

extension String {
    /// `value` with one decimal, without Foundation.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// `value` with two decimals, without Foundation.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
