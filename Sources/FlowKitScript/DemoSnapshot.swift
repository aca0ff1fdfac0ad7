import FlowKit

/// A screen as the terminal shows it: a title, lines of content and the buttons it offers.
package struct DemoScreen: Equatable, Sendable {
    /// The screen's title, e.g. `Settings`.
    package var title: String
    /// Lines of content under the title, e.g. `Items: 2`.
    package var lines: [String] = []
    /// The labels of its buttons, in order; `tap LABEL` and the number keys refer to these.
    package var buttons: [String] = []
    /// Whether it is a question (a confirmation dialog): its first button confirms (`confirm`), its second
    /// cancels (`cancel`), and it cannot be swiped down.
    package var isDialog = false

    /// A screen as the terminal shows it.
    package init(title: String, lines: [String] = [], buttons: [String] = [], isDialog: Bool = false) {
        self.title = title
        self.lines = lines
        self.buttons = buttons
        self.isDialog = isDialog
    }
}

/// A tab of a tab bar: its title and what it shows.
package struct DemoTab: Equatable, Sendable {
    /// The tab's title, e.g. `Waking Up`.
    package var title: String
    /// The tab's content, usually a navigation stack.
    package var content: DemoContainer

    /// A tab and what it shows.
    package init(title: String, content: DemoContainer) {
        self.title = title
        self.content = content
    }
}

/// What fills the window or a modal presentation: a lone screen, a navigation stack or a tab bar.
package indirect enum DemoContainer: Equatable, Sendable {
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
package struct DemoSnapshot: Equatable, Sendable {
    /// The window's root content, or `nil` before the app has set one.
    package var root: DemoContainer?
    /// The modal presentations on top of the root, bottom first: each one is presented by the one
    /// before it (the first by the root).
    package var modals: [DemoContainer] = []
    /// The live coordinator tree, as FlowKit's diagnostics describe it (usually a single `AppCoordinator`
    /// root).
    package var coordinators: [CoordinatorNode] = []
    /// How many coordinators have been created since the app started.
    package var created: Int = 0
    /// How many coordinators have been released since the app started.
    package var released: Int = 0
    /// Every leak reported so far, one description each (e.g. the orphan's path in the tree).
    package var leaks: [String] = []

    /// A snapshot of the window, the live coordinators and the counters.
    package init(
        root: DemoContainer? = nil, modals: [DemoContainer] = [], coordinators: [CoordinatorNode] = [],
        created: Int = 0, released: Int = 0, leaks: [String] = []
    ) {
        self.root = root
        self.modals = modals
        self.coordinators = coordinators
        self.created = created
        self.released = released
        self.leaks = leaks
    }

    /// The type name of every live coordinator, one per instance, depth first.
    package var alive: [String] {
        coordinators.flatMap(\.allNodes).map(\.name)
    }
}
