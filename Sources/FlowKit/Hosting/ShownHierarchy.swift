/// A host's record of what it shows, keyed by container identity: the root, each stack's screens, each
/// tab bar's tabs and the level each presenter presents. ``BindingHost`` and the synchronizer's mirror of
/// a host both keep one; the order in which such a record shows its screens lives here.
@MainActor
protocol ShownHierarchy {
    /// The window's root as shown.
    var root: Screen? { get }
    /// The screens each stack shows, bottom first, by the stack's identity.
    var stacks: [ObjectIdentifier: [Screen]] { get }
    /// The tabs and the selected index of each tab bar, by the tab bar's identity.
    var tabs: [ObjectIdentifier: (tabs: [Screen], selected: Int)] { get }
    /// The screen each presenter presents, by the presenter's identity.
    var presented: [ObjectIdentifier: Screen] { get }
}

extension ShownHierarchy {
    /// The screens shown, in hierarchy order: a screen, then the screens it contains (a stack's, bottom
    /// first, or a tab bar's), then what it presents.
    var screensInHierarchyOrder: [Screen] {
        var result: [Screen] = []
        func visit(_ screen: Screen) {
            result.append(screen)
            let id = ObjectIdentifier(screen)
            // No `??` here: its autoclosure would capture `self` in the nested function, which the release
            // build's region checker rejects (sending `self` into a main-actor closure).
            var children = stacks[id]
            if children == nil { children = tabs[id]?.tabs }
            for child in children ?? [] { visit(child) }
            if let next = presented[id] { visit(next) }
        }
        if let root { visit(root) }
        return result
    }
}
