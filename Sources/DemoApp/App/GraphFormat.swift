/// The text formats the coordinator tree can be exported in with `--graph`.
enum GraphFormat: String, Equatable, Sendable, CaseIterable {
    /// A Mermaid flowchart (`graph TD`).
    case mermaid
    /// A Graphviz DOT digraph.
    case dot
}
