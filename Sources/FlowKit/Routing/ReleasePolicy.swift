/// The release rules, in one place and without side effects: given a navigation event (or a coordinator
/// ending itself) and what the router knows (``ReleaseFacts``), which coordinators to release, in which
/// order, and why. The router carries the plan out; the ``LeakDetector`` asks the same presence rule.
///
/// - **Presence.** An anchored coordinator is present while its anchor is in the window; any other while
///   one of its own screens is, or one of its running children is present.
/// - **Only what was present leaves.** A coordinator is recorded present the first time its flow enters
///   the window (``newlyPresent(owning:)``); one that never was is not released for being absent.
/// - **A removal releases the absent.** After an event removed screens, every running coordinator (but the
///   root) that was present and no longer is, is released with ``ReleaseReason/screensRemoved(_:)`` and
///   the event's cause; its running descendants go with it, those that left too with the same reason
///   (a child inside a swiped-down modal is released for the swipe-down), the others (still present under
///   an anchored coordinator whose anchor left, or never present) with ``ReleaseReason/ancestorReleased``.
///   Only the owners of removed screens, the suspects, and their ancestors can have become absent, so
///   only they are judged.
/// - **Order.** Innermost first: a post-order walk of the tree (a coordinator's released descendants
///   before it, children in start order).
/// - **A coordinator that ends itself** (first output, start failure, deep link, task cancelled) goes with
///   its running descendants, innermost first, released with ``ReleaseReason/ancestorReleased``.
/// - **Suspects.** A released coordinator's parent that is present only through its children may have
///   become absent without an event naming its screens: it is judged at the next removal.
@MainActor
struct ReleasePolicy<Facts: ReleaseFacts> {
    /// What the router knows.
    let facts: Facts

    /// One release of a plan.
    struct Release {
        /// The coordinator to release.
        let coordinator: Coordinator
        /// Why.
        let reason: ReleaseReason
    }

    /// What the router does after an event or a coordinator's end. A router keeps one and passes it
    /// `inout` to each judgment, so its arrays keep their storage from one navigation to the next.
    struct Plan {
        /// The releases, in the order to carry them out.
        var releases: [Release] = []
        /// Coordinators to judge at the next removal (see ``ReleasePolicy``).
        var suspects: [Coordinator] = []
        /// Scratch storage of ``afterRemoving(_:cause:suspects:into:)``: the coordinators its climbs found
        /// absent (kept here only so that its storage is reused).
        fileprivate var absent: [Coordinator] = []

        /// Empties the plan, keeping its storage.
        mutating func removeAll() {
            releases.removeAll(keepingCapacity: true)
            suspects.removeAll(keepingCapacity: true)
            absent.removeAll(keepingCapacity: true)
        }
    }

    // MARK: Presence

    /// The presence rule: whether `coordinator`'s flow is in the window.
    func isPresent(_ coordinator: Coordinator) -> Bool {
        if let present = ownPresence(coordinator) { return present }
        return anyChildPresent(coordinator)
    }

    /// Whether one of `coordinator`'s running children is present.
    private func anyChildPresent(_ coordinator: Coordinator) -> Bool {
        let children = facts.children(of: coordinator)
        for index in children.indices where isPresent(children[index]) { return true }
        return false
    }

    /// The part of the presence rule that does not look at children: `true` or `false` when it decides,
    /// `nil` when the children decide (a running coordinator, not anchored, none of whose own screens is in
    /// the window).
    func ownPresence(_ coordinator: Coordinator) -> Bool? {
        switch facts.standing(of: coordinator) {
        case .notRunning: return false
        case .anchored(let inWindow): return inWindow
        case .free: return facts.ownsScreenInWindow(coordinator) ? true : nil
        }
    }

    /// The coordinators that `added` brings into the window for the first time: the owners of added
    /// screens and their ancestors, up to the first one already recorded present (anchored ones only while
    /// their anchor is in the window).
    func newlyPresent(owning added: [Screen]) -> [Coordinator] {
        var present: [Coordinator] = []
        forEachNewlyPresent(owning: added) { present.append($0) }
        return present
    }

    /// Calls `body` with each coordinator ``newlyPresent(owning:)`` returns, in order, without a list.
    func forEachNewlyPresent(owning added: [Screen], _ body: (Coordinator) -> Void) {
        var seen = IdentitySet()
        for index in added.indices { climbNewlyPresent(from: facts.owner(of: added[index]), seen: &seen, body) }
    }

    /// The coordinators that become present when `coordinator`'s flow is in the window: it and its
    /// ancestors, as ``newlyPresent(owning:)``.
    func newlyPresent(from coordinator: Coordinator) -> [Coordinator] {
        var present: [Coordinator] = []
        var seen = IdentitySet()
        climbNewlyPresent(from: coordinator, seen: &seen) { present.append($0) }
        return present
    }

    private func climbNewlyPresent(
        from start: Coordinator?, seen: inout IdentitySet, _ body: (Coordinator) -> Void
    ) {
        var node = start
        while let current = node, facts.isRunning(current), !facts.wasPresent(current), seen.insert(current) {
            if facts.standing(of: current) != .anchored(inWindow: false) { body(current) }
            node = facts.parent(of: current)
        }
    }

    // MARK: Releases

    /// The releases after `removed` left the window with `cause`, judging the owners of removed screens,
    /// `suspects`, and their ancestors (see ``ReleasePolicy``).
    func afterRemoving(_ removed: [Screen], cause: NavigationCause, suspects: [Coordinator]) -> Plan {
        var plan = Plan()
        afterRemoving(removed, cause: cause, suspects: suspects, into: &plan)
        return plan
    }

    /// ``afterRemoving(_:cause:suspects:)`` into `plan`, which must be empty (its storage is reused).
    func afterRemoving(_ removed: [Screen], cause: NavigationCause, suspects: [Coordinator], into plan: inout Plan) {
        guard let root = facts.root, facts.isRunning(root) else { return }
        var walk = AbsenceWalk()
        for index in removed.indices {
            climb(from: facts.owner(of: removed[index]), below: root, walk: &walk, absent: &plan.absent)
        }
        for index in suspects.indices { climb(from: suspects[index], below: root, walk: &walk, absent: &plan.absent) }
        keepOutermostInTreeOrder(&plan.absent)
        var listed = IdentitySet()
        for index in plan.absent.indices {
            collectAbsent(
                plan.absent[index], root: root, cause: cause, known: walk.knownAbsent, into: &plan.releases,
                listed: &listed)
        }
        plan.absent.removeAll(keepingCapacity: true)
        appendSuspects(
            after: plan.releases, root: root, released: listed, ownPresent: walk.ownPresent, into: &plan.suspects)
    }

    /// The releases when `coordinator` ends itself for `reason`: its running descendants, innermost first
    /// (``ReleaseReason/ancestorReleased``), then itself. Empty unless it runs.
    func finishing(_ coordinator: Coordinator, reason: ReleaseReason) -> Plan {
        var plan = Plan()
        finishing(coordinator, reason: reason, into: &plan)
        return plan
    }

    /// ``finishing(_:reason:)`` into `plan`, which must be empty (its storage is reused).
    func finishing(_ coordinator: Coordinator, reason: ReleaseReason, into plan: inout Plan) {
        guard facts.isRunning(coordinator) else { return }
        var listed = IdentitySet()
        appendDescendants(of: coordinator, into: &plan.releases, listed: &listed)
        plan.releases.append(Release(coordinator: coordinator, reason: reason))
        listed.insert(coordinator)
        appendSuspects(
            after: plan.releases, root: facts.root, released: listed, ownPresent: IdentitySet(), into: &plan.suspects)
    }

    /// What the climbs from the coordinators that may have become absent found (besides the absent
    /// coordinators themselves, listed in the plan's scratch storage).
    private struct AbsenceWalk {
        /// Coordinators found absent (whether they were present or not), so that nobody asks again.
        var knownAbsent = IdentitySet()
        /// Coordinators a climb went through.
        var visited = IdentitySet()
        /// Coordinators a climb found present through their own screens or anchor (``ownPresence(_:)``
        /// `true`), so that the search for suspects does not ask again.
        var ownPresent = IdentitySet()
    }

    /// From `start` up towards `root`: appends to `absent` each coordinator that was present and is not;
    /// stops at a present one (every ancestor above it is present too, except anchored ones, whose anchor is
    /// a screen of their own and reached from it when it left, or which are suspects), at the root, and
    /// where an earlier climb went.
    private func climb(
        from start: Coordinator?, below root: Coordinator, walk: inout AbsenceWalk, absent: inout [Coordinator]
    ) {
        var node = start
        while let current = node, current !== root, facts.isRunning(current), walk.visited.insert(current) {
            switch ownPresence(current) {
            case true?:
                walk.ownPresent.insert(current)
                return
            case false?:
                break
            case nil:
                if anyChildPresent(current) { return }
            }
            walk.knownAbsent.insert(current)
            if facts.wasPresent(current) { absent.append(current) }
            node = facts.parent(of: current)
        }
    }

    /// Keeps the coordinators of `absent` that have no ancestor in it, in tree order: sorted (O(log depth)
    /// per comparison), each is kept unless the last one kept is its ancestor (in tree order, a
    /// coordinator's descendants follow it directly).
    private func keepOutermostInTreeOrder(_ absent: inout [Coordinator]) {
        guard absent.count > 1 else { return }
        absent.sort(by: facts.precedes)
        var kept = 1
        for index in 1..<absent.count where !facts.isAncestor(absent[kept - 1], of: absent[index]) {
            absent.swapAt(kept, index)
            kept += 1
        }
        absent.removeLast(absent.count - kept)
    }

    /// Post-order walk of `node`'s subtree: appends every coordinator that was present and no longer is,
    /// each after the descendants it takes with it. Returns whether `node` is present (`known` holds
    /// coordinators already found absent).
    @discardableResult
    private func collectAbsent(
        _ node: Coordinator, root: Coordinator, cause: NavigationCause, known: IdentitySet,
        into releases: inout [Release], listed: inout IdentitySet
    ) -> Bool {
        var childPresent = false
        let children = facts.children(of: node)
        for index in children.indices
        where collectAbsent(children[index], root: root, cause: cause, known: known, into: &releases, listed: &listed) {
            childPresent = true
        }
        let present = known.contains(node) ? false : ownPresence(node) ?? childPresent
        guard !present, facts.wasPresent(node), node !== root else { return present }
        appendDescendants(of: node, into: &releases, listed: &listed)
        releases.append(Release(coordinator: node, reason: .screensRemoved(cause)))
        listed.insert(node)
        return false
    }

    /// Appends `node`'s descendants not already listed, innermost first, as released with an ancestor.
    private func appendDescendants(of node: Coordinator, into releases: inout [Release], listed: inout IdentitySet) {
        let children = facts.children(of: node)
        for index in children.indices {
            appendDescendants(of: children[index], into: &releases, listed: &listed)
            if listed.insert(children[index]) {
                releases.append(Release(coordinator: children[index], reason: .ancestorReleased))
            }
        }
    }

    /// Appends to `suspects` the parents of released coordinators that are present only through their
    /// children (and are neither the root nor `released` themselves): released children may have taken
    /// their presence with them. `ownPresent` are coordinators already found present on their own.
    private func appendSuspects(
        after releases: [Release], root: Coordinator?, released: IdentitySet, ownPresent: IdentitySet,
        into suspects: inout [Coordinator]
    ) {
        var seen = released
        for index in releases.indices {
            guard let parent = facts.parent(of: releases[index].coordinator), parent !== root, seen.insert(parent)
            else { continue }
            if !ownPresent.contains(parent), ownPresence(parent) == nil { suspects.append(parent) }
        }
    }
}
