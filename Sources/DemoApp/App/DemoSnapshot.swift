import FlowKit

/// A screen as the terminal shows it: a title, lines of content and the buttons it offers.
struct DemoScreen: Equatable, Sendable {
    /// The screen's title, e.g. `Settings`.
    var title: String
    /// Lines of content under the title, e.g. `Items: 2`.
    var lines: [String] = []
    /// The labels of its buttons, in order; `tap LABEL` and the number keys refer to these.
    var buttons: [String] = []
    /// Whether it is a question (a confirmation dialog): its first button confirms (`confirm`), its second
    /// cancels (`cancel`), and it cannot be swiped down.
    var isDialog = false
}

/// A tab of a tab bar: its title and what it shows.
struct DemoTab: Equatable, Sendable {
    /// The tab's title, e.g. `Waking Up`.
    var title: String
    /// The tab's content, usually a navigation stack.
    var content: DemoContainer
}

/// What fills the window or a modal presentation: a lone screen, a navigation stack or a tab bar.
indirect enum DemoContainer: Equatable, Sendable {
    /// A single screen without a navigation stack.
    case screen(DemoScreen)
    /// A navigation stack; the first screen is the root and the last one is visible.
    case stack([DemoScreen])
    /// A tab bar with its tabs and the index of the selected one.
    case tabs([DemoTab], selected: Int)
}

/// A value snapshot of the running demo: the window, the live coordinators and the counters.
///
/// A ``DemoDriver`` produces it; renderers, the JSON output and the script runner read only this.
struct DemoSnapshot: Equatable, Sendable {
    /// The window's root content, or `nil` before the app has set one.
    var root: DemoContainer?
    /// The modal presentations on top of the root, bottom first: each one is presented by the one
    /// before it (the first by the root).
    var modals: [DemoContainer] = []
    /// The live coordinator tree, as FlowKit's diagnostics describe it (usually a single `AppCoordinator`
    /// root).
    var coordinators: [CoordinatorNode] = []
    /// How many coordinators have been created since the app started.
    var created: Int = 0
    /// How many coordinators have been released since the app started.
    var released: Int = 0
    /// Every leak reported so far, one description each (e.g. the orphan's path in the tree).
    var leaks: [String] = []

    /// The type name of every live coordinator, one per instance, depth first.
    var alive: [String] {
        coordinators.flatMap(\.allNodes).map(\.name)
    }
}
