extension Screen {
    /// The nearest navigation stack containing this screen (not the screen itself).
    public var navigationStack: NavigationStack? { nearestContainer(of: NavigationStack.self) }

    /// The nearest tab bar containing this screen (not the screen itself).
    public var tabBar: TabBar? { nearestContainer(of: TabBar.self) }

    /// The nearest container of this screen (not the screen itself) that is a `Container`.
    private func nearestContainer<Container: Screen>(of kind: Container.Type) -> Container? {
        var node = container
        while let current = node {
            if let found = current as? Container { return found }
            node = current.container
        }
        return nil
    }

    /// The screen this one presents. Like UIKit without `definesPresentationContext`, presentation is
    /// made by the root of the screen's layer, so every screen of a layer answers the same.
    public var presentedScreen: Screen? { layerRoot.presented }

    /// The screen presenting this one's layer, or `nil` when the layer is not presented.
    public var presentingScreen: Screen? { layerRoot.presenter }

    /// The outermost container of this screen: a window root, a presented screen, or a detached screen.
    var layerRoot: Screen {
        var node = self
        while let parent = node.container { node = parent }
        return node
    }

    /// This screen and, recursively, the child each container shows (top screen, selected tab).
    var visiblePath: [Screen] {
        var path = [self]
        var node = self
        while let next = node.visibleChild {
            path.append(next)
            node = next
        }
        return path
    }

    /// The screens inside this container (its children and, recursively, theirs), in hierarchy order:
    /// what a change of the container's children can add or remove.
    var containedScreens: [Screen] {
        var screens: [Screen] = []
        for child in childScreens {
            child.collectSubtree(into: &screens)
        }
        return screens
    }

    /// The screens this layer root presents, directly or above: what a presentation or a dismissal from
    /// it can add or remove.
    var presentedScreens: [Screen] {
        var screens: [Screen] = []
        presented?.collectSubtree(into: &screens)
        return screens
    }

    /// Appends this screen, its contained screens depth-first, then what its layer presents.
    func collectSubtree(into screens: inout [Screen]) {
        screens.append(self)
        for child in childScreens {
            child.collectSubtree(into: &screens)
        }
        if let presented {
            presented.collectSubtree(into: &screens)
        }
    }
}
