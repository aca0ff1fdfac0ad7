import FlowKit
import FlowKitScript

/// Draws the live coordinator tree of a ``DemoSnapshot`` as indented text, each coordinator followed
/// by the titles of its screens (navigation stacks left out: they repeat their root's title):
///
/// ```
/// AppCoordinator
/// └─ TabCoordinator
///    ├─ LizardCoordinator  [Lizard]
///    └─ ProfileCoordinator  [Profile]
/// ```
enum TreeRenderer {
    /// The tree as lines; `(no live coordinators)` when there are none.
    /// - Parameters:
    ///   - nodes: The root coordinators.
    ///   - color: Whether to dim the screen titles with ANSI escapes.
    static func lines(for nodes: [CoordinatorNode], color: Bool) -> [String] {
        guard !nodes.isEmpty else { return ["(no live coordinators)"] }
        var lines: [String] = []
        for node in nodes {
            append(node, prefix: "", branch: "", to: &lines, color: color)
        }
        return lines
    }

    private static func append(
        _ node: CoordinatorNode, prefix: String, branch: String, to lines: inout [String], color: Bool
    ) {
        var line = prefix + branch + node.name
        let screens = node.screens.filter { $0.kind != .navigationStack }.map(\.title)
        if !screens.isEmpty {
            line += "  " + TextStyle.dim.apply("[" + screens.joined(separator: ", ") + "]", color: color)
        }
        lines.append(line)
        let childPrefix = prefix + (branch == "├─ " ? "│  " : branch.isEmpty ? "" : "   ")
        for (index, child) in node.children.enumerated() {
            let isLast = index == node.children.count - 1
            append(child, prefix: childPrefix, branch: isLast ? "└─ " : "├─ ", to: &lines, color: color)
        }
    }
}
