import FlowKit

extension CoordinatorNode {
    /// A node of a fake app's tree: a type name, plain screens by title, children.
    init(type: String, screens: [String] = [], children: [CoordinatorNode] = []) {
        self.init(name: type, screens: screens.map { CoordinatorNode.ScreenEntry(title: $0) }, children: children)
    }
}
