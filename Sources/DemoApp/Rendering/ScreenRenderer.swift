import FlowKitScript

/// Draws the window of a ``DemoSnapshot`` as framed boxes: the root, then each modal stacked on top of
/// its presenter, offset down and to the right.
///
/// A box shows the visible screen of its container: the title (with `< ` when back is possible and a
/// breadcrumb of the navigation stack), the content lines, the buttons numbered from 1, and the tab bar
/// with the selected tab marked `*Title*`.
enum ScreenRenderer {
    /// The narrowest inner width of a box, so short screens still look like screens.
    static let minimumWidth = 30
    /// How far each modal is drawn down and to the right of its presenter.
    static let modalOffset = 2

    private typealias Row = [(text: String, style: TextStyle)]

    private struct Layer {
        var header: [Row]
        var body: [Row]
        var footer: [Row]
    }

    /// The drawing as lines (no trailing newlines).
    /// - Parameters:
    ///   - snapshot: What to draw.
    ///   - color: Whether to emphasise with ANSI escapes.
    static func lines(for snapshot: DemoSnapshot, color: Bool) -> [String] {
        guard let root = snapshot.root else { return ["(the window is empty)"] }
        let layers = ([root] + snapshot.modals).map(layer(for:))
        let width = layers.flatMap { $0.header + $0.body + $0.footer }
            .map { row in row.reduce(0) { $0 + $1.text.count } }
            .reduce(minimumWidth, max)
        var canvas = TextCanvas()
        for (index, layer) in layers.enumerated() {
            draw(layer, on: &canvas, at: index * modalOffset, width: width)
        }
        return canvas.lines(color: color)
    }

    private static func draw(_ layer: Layer, on canvas: inout TextCanvas, at offset: Int, width: Int) {
        var separators: Set<Int> = [layer.header.count + 1]
        var rows = layer.header + [[]] + layer.body
        if !layer.footer.isEmpty {
            separators.insert(rows.count + 1)
            rows += [[]] + layer.footer
        }
        canvas.clearDividers(rows: offset..<(offset + rows.count + 2), leftOf: offset)
        canvas.box(top: offset, left: offset, width: width + 4, height: rows.count + 2, separators: separators)
        for (index, row) in rows.enumerated() {
            var column = offset + 2
            for segment in row {
                canvas.write(segment.text, row: offset + 1 + index, column: column, style: segment.style)
                column += segment.text.count
            }
        }
    }

    private static func layer(for container: DemoContainer) -> Layer {
        let screen = container.visibleScreen ?? DemoScreen(title: "(no screen)")
        let stack = container.visibleStack ?? []
        var header: [Row] = [stack.count > 1 ? [("< ", .dim), (screen.title, .bold)] : [(screen.title, .bold)]]
        if stack.count > 1 {
            header.append([(stack.map(\.title).joined(separator: " > "), .dim)])
        }
        var body: [Row] = screen.lines.map { [($0, .plain)] }
        if !body.isEmpty, !screen.buttons.isEmpty { body.append([]) }
        for (index, label) in screen.buttons.enumerated() {
            body.append([("[\(index + 1)]", .accent), (" " + label, .plain)])
        }
        if body.isEmpty { body.append([]) }
        var footer: [Row] = []
        if case .tabs(let tabs, let selected) = container {
            var row: Row = []
            for (index, tab) in tabs.enumerated() {
                if index > 0 { row.append(("  ", .plain)) }
                row.append(index == selected ? ("*\(tab.title)*", .selected) : (" \(tab.title) ", .plain))
            }
            footer.append(row)
        }
        return Layer(header: header, body: body, footer: footer)
    }
}
