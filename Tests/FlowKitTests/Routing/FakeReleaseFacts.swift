import Testing

@testable import FlowKit

/// A coordinator tree described as data, for the release policy's table: each coordinator by name, its
/// parent, the screens it owns (in the window unless listed as gone), its anchor, whether it ever was in
/// the window.
struct TreeSpec: Sendable, CustomStringConvertible {
    /// One coordinator. The first one is the root.
    struct Node: Sendable {
        var name: String
        var parent: String?
        var screens: [String] = []
        /// The screen it is anchored to (one of `screens`), if anchored.
        var anchor: String?
        var wasPresent = true
        var running = true
    }

    var nodes: [Node]
    /// Screens no longer in the window (those the event removed, and any that left earlier).
    var gone: [String] = []

    var description: String { nodes.map(\.name).joined(separator: ",") }
}

/// ``ReleaseFacts`` over a ``TreeSpec``: real (never started) coordinators and screens stand for the spec's
/// names, and the spec answers every question the policy asks.
@MainActor
final class FakeReleaseFacts: ReleaseFacts {
    private struct Node {
        let spec: TreeSpec.Node
        let coordinator: Coordinator
        var children: [Coordinator] = []
    }

    private var nodes: [ObjectIdentifier: Node] = [:]
    private var coordinatorsByName: [String: Coordinator] = [:]
    private var screensByName: [String: Screen] = [:]
    private var owners: [ObjectIdentifier: Coordinator] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    private let gone: Set<String>
    private(set) var root: Coordinator?

    init(_ spec: TreeSpec) {
        gone = Set(spec.gone)
        for node in spec.nodes {
            let coordinator = BaseCoordinator<Void>()
            coordinatorsByName[node.name] = coordinator
            names[ObjectIdentifier(coordinator)] = node.name
            nodes[ObjectIdentifier(coordinator)] = Node(spec: node, coordinator: coordinator)
            if let parent = node.parent, let parentCoordinator = coordinatorsByName[parent] {
                nodes[ObjectIdentifier(parentCoordinator)]?.children.append(coordinator)
            } else if root == nil {
                root = coordinator
            }
            for title in node.screens {
                let screen = Screen(title: title)
                screensByName[title] = screen
                owners[ObjectIdentifier(screen)] = coordinator
            }
        }
    }

    /// The coordinator named `name`.
    func coordinator(_ name: String) -> Coordinator {
        coordinatorsByName[name]!
    }

    /// The screens named.
    func screens(_ titles: [String]) -> [Screen] {
        titles.map { screensByName[$0]! }
    }

    /// A plan as text, e.g. `["B: screens removed (back)", "A: ancestor released"]`.
    func describe(_ releases: [ReleasePolicy<FakeReleaseFacts>.Release]) -> [String] {
        releases.map { "\(name(of: $0.coordinator)): \($0.reason)" }
    }

    /// The names of coordinators.
    func names(_ coordinators: [Coordinator]) -> [String] {
        coordinators.map(name(of:))
    }

    private func name(of coordinator: Coordinator) -> String {
        names[ObjectIdentifier(coordinator)] ?? "?"
    }

    private func spec(of coordinator: Coordinator) -> TreeSpec.Node? {
        nodes[ObjectIdentifier(coordinator)]?.spec
    }

    // MARK: ReleaseFacts

    func owner(of screen: Screen) -> Coordinator? { owners[ObjectIdentifier(screen)] }

    func isRunning(_ coordinator: Coordinator) -> Bool { spec(of: coordinator)?.running ?? false }

    func parent(of coordinator: Coordinator) -> Coordinator? {
        spec(of: coordinator)?.parent.flatMap { coordinatorsByName[$0] }
    }

    func children(of coordinator: Coordinator) -> [Coordinator] {
        (nodes[ObjectIdentifier(coordinator)]?.children ?? []).filter(isRunning)
    }

    func wasPresent(_ coordinator: Coordinator) -> Bool { spec(of: coordinator)?.wasPresent ?? false }

    func standing(of coordinator: Coordinator) -> Standing {
        guard let spec = spec(of: coordinator), spec.running else { return .notRunning }
        guard let anchor = spec.anchor else { return .free }
        return .anchored(inWindow: !gone.contains(anchor))
    }

    func ownsScreenInWindow(_ coordinator: Coordinator) -> Bool {
        spec(of: coordinator)?.screens.contains { !gone.contains($0) } ?? false
    }

    func isAncestor(_ ancestor: Coordinator, of coordinator: Coordinator) -> Bool {
        var node = parent(of: coordinator)
        while let current = node {
            if current === ancestor { return true }
            node = parent(of: current)
        }
        return false
    }

    func precedes(_ first: Coordinator, _ second: Coordinator) -> Bool {
        position(of: first).lexicographicallyPrecedes(position(of: second))
    }

    /// The child indices from the root: tree order is their lexicographic order.
    private func position(of coordinator: Coordinator) -> [Int] {
        var position: [Int] = []
        var node = coordinator
        while let parent = parent(of: node) {
            position.append(nodes[ObjectIdentifier(parent)]?.children.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return position.reversed()
    }
}
