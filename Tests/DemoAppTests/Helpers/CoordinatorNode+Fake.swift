@testable import FlowKit

extension CoordinatorNode {
    /// A node of a fake app's tree: a type name, plain screens (in the window) by title, children.
    init(type: String, screens: [String] = [], children: [CoordinatorNode] = []) {
        self.init(
            name: type, id: 0,
            screens: screens.map { ScreenEntry(title: $0, kind: .screen, isInWindow: true, isAnchor: false) },
            children: children)
    }
}
