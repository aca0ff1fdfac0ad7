@_spi(User)
extension UIWindow {
    /// What the window shows, one view controller a line, indented by depth: a container's children (the
    /// selected tab marked `*`), then `presents` and the presented view controller. A view controller is
    /// named by its title, else its type.
    public var hierarchyDescription: String {
        guard let root = rootViewController else { return "" }
        var lines: [String] = []
        func visit(_ controller: UIViewController, depth: Int, prefix: String) {
            let mark = controller.parent.map { $0 is UITabBarController && $0.shows(controller) } == true ? " *" : ""
            lines.append(String(repeating: "  ", count: depth) + prefix + controller.debugName + mark)
            for child in controller.children { visit(child, depth: depth + 1, prefix: "") }
            if controller.parent == nil, let presented = controller.presentedStorage {
                visit(presented, depth: depth + 1, prefix: "presents ")
            }
        }
        visit(root, depth: 0, prefix: "")
        return lines.joined(separator: "\n")
    }
}
