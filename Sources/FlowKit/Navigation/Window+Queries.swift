extension Window {
    /// The root of the top-most layer: the last presented screen, or the root screen.
    public var topLayer: Screen? {
        guard var layer = rootScreen else { return nil }
        while let next = layer.presented { layer = next }
        return layer
    }

    /// The layers from the bottom up: the root screen, then each presented screen (modals stacked on top).
    public var layers: [Screen] {
        var result: [Screen] = []
        var layer = rootScreen
        while let current = layer {
            result.append(current)
            layer = current.presented
        }
        return result
    }

    /// The top-most presented screen, or `nil` when nothing is presented.
    public var topModal: Screen? {
        guard let layer = topLayer, layer.presenter != nil else { return nil }
        return layer
    }

    /// The screens the user sees, outermost first: the top layer's root, then each container's top screen
    /// or selected tab.
    public var visibleScreens: [Screen] { topLayer?.visiblePath ?? [] }

    /// The screen the user sees and taps: the innermost of ``visibleScreens``.
    public var topScreen: Screen? { visibleScreens.last }

    /// The innermost navigation stack the user sees: the one whose back button and swipe-back apply.
    public var topNavigationStack: NavigationStack? {
        visibleScreens.last { $0 is NavigationStack } as? NavigationStack
    }

    /// The innermost tab bar the user sees.
    public var topTabBar: TabBar? { visibleScreens.last { $0 is TabBar } as? TabBar }

    /// The hierarchy as indented text, one screen a line; visible screens are marked with `*`.
    ///
    /// ```
    /// TabBar("Tabs") *
    ///   NavigationStack("Lizard") *
    ///     Screen("Lizard") *
    ///   NavigationStack("Profile")
    ///     Screen("Profile")
    /// ```
    public var hierarchyDescription: String {
        var lines: [String] = []
        func visit(_ screen: Screen, depth: Int, prefix: String) {
            let mark = screen.appearance == .hidden ? "" : " *"
            lines.append(String(repeating: "  ", count: depth) + prefix + "\(screen)" + mark)
            for child in screen.childScreens {
                visit(child, depth: depth + 1, prefix: "")
            }
            if let presented = screen.presented {
                visit(presented, depth: depth + 1, prefix: "presents ")
            }
        }
        if let rootScreen { visit(rootScreen, depth: 0, prefix: "") }
        return lines.joined(separator: "\n")
    }
}
