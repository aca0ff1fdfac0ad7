import Signals

/// A snapshot of one coordinator in the live tree: its identity, its screens and its children.
///
/// Get the whole tree from ``Router/tree``; render it with ``textDump``, ``mermaid`` or ``dot``.
public struct CoordinatorNode: Hashable, Sendable {
    /// One screen owned by the coordinator.
    public struct ScreenEntry: Hashable, Sendable {
        /// What kind of screen it is.
        public enum Kind: Hashable, Sendable {
            /// A plain ``Screen``.
            case screen
            /// A ``NavigationStack`` (for example the one a presented coordinator owns).
            case navigationStack
            /// A ``TabBar``.
            case tabBar
        }

        /// The screen's title.
        public var title: String
        /// What kind of screen it is.
        public var kind: Kind
        /// Whether the screen is in the window's hierarchy.
        public var isInWindow: Bool
        /// Whether the screen is the coordinator's anchor.
        public var isAnchor: Bool
    }

    /// The coordinator's type name.
    public var name: String
    /// The coordinator's id (see ``Coordinator/id``).
    public var id: Int
    /// The screens it owns, in registration order.
    public var screens: [ScreenEntry]
    /// Its running children, in start order.
    public var children: [CoordinatorNode]

    /// `name#id`, e.g. `SettingsCoordinator#7`.
    public var label: String { "\(name)#\(id)" }

    /// This node and all its descendants, each before its children.
    public var allNodes: [CoordinatorNode] { [self] + children.flatMap(\.allNodes) }

    /// The tree as indented text, one coordinator a line with its screens; screens no longer in the
    /// window are marked `(gone)`, the anchor `(anchor)`.
    ///
    /// ```
    /// AppCoordinator#1
    ///   TabCoordinator#3 [Tabs]
    ///     LizardCoordinator#4 [Lizard]
    /// ```
    public var textDump: String {
        var lines: [String] = []
        func visit(_ node: CoordinatorNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + node.label
            if !node.screens.isEmpty {
                line += " [" + node.screens.map(\.annotatedTitle).joined(separator: ", ") + "]"
            }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The tree as a Mermaid flowchart (top-down), each node labelled with its coordinator and screens.
    public var mermaid: String {
        graph(opening: ["graph TD"], lineBreak: "<br/>", closing: []) { id, label in
            "    c\(id)[\"\(label)\"]"
        } edge: { parent, child in
            "    c\(parent) --> c\(child)"
        }
    }

    /// The tree as a Graphviz DOT digraph, each node labelled with its coordinator and screens.
    public var dot: String {
        graph(opening: ["digraph Coordinators {", "    node [shape=box];"], lineBreak: "\\n", closing: ["}"]) {
            id, label in
            "    c\(id) [label=\"\(label)\"];"
        } edge: { parent, child in
            "    c\(parent) -> c\(child);"
        }
    }

    /// What the Mermaid and DOT renderings share: `opening`, a line per node (`node` of its id and its
    /// label: the coordinator, then its screens after `lineBreak`, with double quotes made single), a line
    /// per parent-child edge (`edge` of the two ids), then `closing`.
    private func graph(
        opening: [String], lineBreak: String, closing: [String], node: (Int, String) -> String,
        edge: (Int, Int) -> String
    ) -> String {
        var lines = opening
        for each in allNodes {
            let screens = each.screens.map(\.annotatedTitle).joined(separator: ", ")
            let text = screens.isEmpty ? each.label : each.label + lineBreak + screens
            lines.append(node(each.id, Self.escaped(text)))
        }
        for each in allNodes {
            for child in each.children { lines.append(edge(each.id, child.id)) }
        }
        return (lines + closing).joined(separator: "\n")
    }

    private static func escaped(_ text: String) -> String {
        text.replacingAll("\"", with: "'")
    }
}

extension CoordinatorNode.ScreenEntry {
    /// The title with `(anchor)` and `(gone)` marks.
    var annotatedTitle: String {
        var text = title
        if isAnchor { text += " (anchor)" }
        if !isInWindow { text += " (gone)" }
        return text
    }
}

extension String {
    /// Replaces every occurrence of a character (no Foundation needed).
    fileprivate func replacingAll(_ character: Character, with replacement: String) -> String {
        var result = ""
        for scalar in self {
            if scalar == character { result += replacement } else { result.append(scalar) }
        }
        return result
    }
}
