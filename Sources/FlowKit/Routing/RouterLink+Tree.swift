/// The coordinator tree as the links record it: ancestor queries, tree order and paths, each in
/// O(log depth) steps (paths in O(depth), spelled out only when read).
extension RouterLink {
    /// The ancestor at `depth` (this link itself at its own depth).
    ///
    /// - Parameter depth: A depth from 0 to this link's.
    func ancestor(atDepth depth: Int) -> RouterLink {
        var node = self
        while node.depth > depth {
            if let jump = node.jump, jump.depth >= depth {
                node = jump
            } else if let parent = node.parent {
                node = parent
            } else {
                break
            }
        }
        return node
    }

    /// Whether this link is a strict ancestor of `other`.
    func isAncestor(of other: RouterLink) -> Bool {
        depth < other.depth && other.ancestor(atDepth: depth) === self
    }

    /// Whether this link comes before `other` in the tree's order: a walk from the root that visits a
    /// coordinator before its children, and children in the order they started.
    func precedes(_ other: RouterLink) -> Bool {
        if self === other { return false }
        if depth < other.depth {
            let above = other.ancestor(atDepth: depth)
            return above === self || Self.siblingOrder(self, above)
        }
        if other.depth < depth {
            let above = ancestor(atDepth: other.depth)
            return above !== other && Self.siblingOrder(above, other)
        }
        return Self.siblingOrder(self, other)
    }

    /// For two distinct links at the same depth: whether `first`'s branch started before `second`'s, where
    /// they part (siblings start in the order of their ids).
    private static func siblingOrder(_ first: RouterLink, _ second: RouterLink) -> Bool {
        var first = first
        var second = second
        while first.parent !== second.parent {
            if let jump = first.jump, let other = second.jump, jump !== other {
                first = jump
                second = other
            } else if let parent = first.parent, let other = second.parent {
                first = parent
                second = other
            } else {
                break
            }
        }
        return first.id < second.id
    }

    /// The path of names from the root, e.g. `["AppCoordinator#1", "TabCoordinator#3"]`. It reads only
    /// the links' constants, so a ``CoordinatorRelease`` can spell it on any thread.
    nonisolated var path: [String] {
        var path: [String] = []
        var node: RouterLink? = self
        while let current = node {
            path.append("\(current.name)#\(current.id)")
            node = current.parent
        }
        path.reverse()
        return path
    }
}
