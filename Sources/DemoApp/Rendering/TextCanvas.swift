/// How a piece of terminal text is emphasised; shown with ANSI escapes only when colour is on.
enum TextStyle: Equatable, Sendable {
    /// No emphasis.
    case plain
    /// Bold: screen titles and step headings.
    case bold
    /// Dim: secondary information (breadcrumbs, screens of a coordinator).
    case dim
    /// Cyan: keys and button numbers.
    case accent
    /// Reverse video: the selected tab.
    case selected
    /// Red: failures and leaks.
    case alert
    /// Green: success.
    case success

    /// The ANSI escape that turns this style on (empty for ``plain``).
    var escape: String {
        switch self {
        case .plain: ""
        case .bold: "\u{1B}[1m"
        case .dim: "\u{1B}[2m"
        case .accent: "\u{1B}[36m"
        case .selected: "\u{1B}[7m"
        case .alert: "\u{1B}[31m"
        case .success: "\u{1B}[32m"
        }
    }

    /// The ANSI escape that resets every style.
    static let reset = "\u{1B}[0m"

    /// Wraps `text` in this style's escapes when `color` is on; returns it unchanged otherwise.
    func apply(_ text: String, color: Bool) -> String {
        color && self != .plain && !text.isEmpty ? escape + text + TextStyle.reset : text
    }
}

/// A grid of styled characters that boxes and text are drawn onto, later drawn over, then printed.
///
/// Every character is assumed to take one terminal column (the renderers only use ASCII and
/// box-drawing characters for layout).
struct TextCanvas {
    private struct Cell {
        var character: Character = " "
        var style: TextStyle = .plain
    }

    private var rows: [[Cell]] = []

    /// Writes `text` starting at a row and column, growing the canvas as needed.
    mutating func write(_ text: String, row: Int, column: Int, style: TextStyle = .plain) {
        for (offset, character) in text.enumerated() {
            set(character, row: row, column: column + offset, style: style)
        }
    }

    /// Draws a frame with blank inside, covering whatever was drawn there before.
    /// - Parameters:
    ///   - top: The row of the top border.
    ///   - left: The column of the left border.
    ///   - width: The outer width (at least 2).
    ///   - height: The outer height (at least 2).
    ///   - separators: Rows (relative to `top`) that get a horizontal divider `├───┤`.
    mutating func box(top: Int, left: Int, width: Int, height: Int, separators: Set<Int> = []) {
        let inner = String(repeating: "─", count: width - 2)
        for offset in 0..<height {
            let line: String
            switch offset {
            case 0: line = "┌" + inner + "┐"
            case height - 1: line = "└" + inner + "┘"
            case let row where separators.contains(row): line = "├" + inner + "┤"
            default: line = "│" + String(repeating: " ", count: width - 2) + "│"
            }
            write(line, row: top + offset, column: left)
        }
    }

    /// Turns the dividers of boxes that stick out left of a box drawn on top (`├──`) into plain side
    /// borders (`│  `), so a box stacked over another reads cleanly.
    /// - Parameters:
    ///   - rows: The rows the box on top covers.
    ///   - column: The column of the left border of the box on top.
    mutating func clearDividers(rows: Range<Int>, leftOf column: Int) {
        for row in rows where row < self.rows.count {
            var inDivider = false
            for index in 0..<min(column, self.rows[row].count) {
                switch self.rows[row][index].character {
                case "├":
                    self.rows[row][index].character = "│"
                    inDivider = true
                case "─" where inDivider:
                    self.rows[row][index].character = " "
                default:
                    inDivider = false
                }
            }
        }
    }

    /// The canvas as lines of text, trailing blanks removed, with ANSI styles when `color` is on.
    func lines(color: Bool) -> [String] {
        rows.map { cells in
            var end = cells.count
            while end > 0, cells[end - 1].character == " ", cells[end - 1].style == .plain { end -= 1 }
            var line = ""
            var current = TextStyle.plain
            for cell in cells[..<end] {
                if color, cell.style != current {
                    if current != .plain { line += TextStyle.reset }
                    line += cell.style.escape
                    current = cell.style
                }
                line.append(cell.character)
            }
            if color, current != .plain { line += TextStyle.reset }
            return line
        }
    }

    private mutating func set(_ character: Character, row: Int, column: Int, style: TextStyle) {
        guard row >= 0, column >= 0 else { return }
        while rows.count <= row { rows.append([]) }
        while rows[row].count <= column { rows[row].append(Cell()) }
        rows[row][column] = Cell(character: character, style: style)
    }
}
