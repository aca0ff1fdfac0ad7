/// The text formats the coordinator tree can be exported in with `--graph`.
enum GraphFormat: String, Equatable, Sendable, CaseIterable {
    /// A Mermaid flowchart (`graph TD`).
    case mermaid
    /// A Graphviz DOT digraph.
    case dot
}

/// Renders the coordinator tree as a Mermaid or DOT graph. Nodes are numbered `c0`, `c1`, … depth first
/// and labelled with the coordinator type and, on a second line, its screens.
enum GraphRenderer {
    /// The whole graph text, ending with a newline.
    /// - Parameters:
    ///   - nodes: The root coordinators.
    ///   - format: Mermaid or DOT.
    static func render(_ nodes: [DemoCoordinatorNode], format: GraphFormat) -> String {
        var declarations: [String] = []
        var edges: [(String, String)] = []
        var counter = 0
        func visit(_ node: DemoCoordinatorNode, parent: String?) {
            let id = "c\(counter)"
            counter += 1
            let lineBreak = format == .mermaid ? "<br/>" : "\\n"
            let label = node.screens.isEmpty ? node.type : node.type + lineBreak + node.screens.joined(separator: ", ")
            switch format {
            case .mermaid: declarations.append("    \(id)[\"\(escape(label, quote: "#quot;"))\"]")
            case .dot: declarations.append("    \(id) [label=\"\(escape(label, quote: "\\\""))\"];")
            }
            if let parent { edges.append((parent, id)) }
            node.children.forEach { visit($0, parent: id) }
        }
        nodes.forEach { visit($0, parent: nil) }
        switch format {
        case .mermaid:
            let lines = ["graph TD"] + declarations + edges.map { "    \($0.0) --> \($0.1)" }
            return lines.joined(separator: "\n") + "\n"
        case .dot:
            let lines =
                ["digraph Coordinators {", "    node [shape=box];"] + declarations
                + edges.map { "    \($0.0) -> \($0.1);" } + ["}"]
            return lines.joined(separator: "\n") + "\n"
        }
    }

    private static func escape(_ text: String, quote: String) -> String {
        text.replacing("\"", with: quote)
    }
}
