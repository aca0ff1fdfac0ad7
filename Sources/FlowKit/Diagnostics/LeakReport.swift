import Signals

/// What a ``LeakDetector`` found.
public struct LeakReport: Hashable, Sendable, CustomStringConvertible {
    /// A running coordinator none of whose screens is in the window.
    public struct Orphan: Hashable, Sendable {
        /// The coordinator's type name.
        public var name: String
        /// The coordinator's id.
        public var id: Int
        /// Its path in the tree, from the root, e.g. `["AppCoordinator#1", "ComposeCoordinator#5"]`.
        public var path: [String]
        /// The titles of the screens it owns (none of them in the window).
        public var screens: [String]

        /// Creates an orphan entry (the leak detector's).
        ///
        /// - Parameters:
        ///   - name: The coordinator's type name.
        ///   - id: The coordinator's id.
        ///   - path: Its path in the tree, from the root.
        ///   - screens: The titles of its screens.
        init(name: String, id: Int, path: [String], screens: [String]) {
            self.name = name
            self.id = id
            self.path = path
            self.screens = screens
        }
    }

    /// The window event after which the check ran, or `nil` for ``LeakDetector/check()``.
    public var eventSequence: Int?
    /// Running coordinators that lost all their screens.
    public var orphans: [Orphan]
    /// Screens in the window whose coordinator was released, as `"Title (CoordinatorName)"`.
    public var strandedScreens: [String]

    /// Whether nothing leaked.
    public var isClean: Bool { orphans.isEmpty && strandedScreens.isEmpty }

    /// One line per finding, or `no leaks`.
    public var description: String {
        guard !isClean else { return "no leaks" }
        var lines: [String] = []
        for orphan in orphans {
            lines.append("orphan \(orphan.path.joined(separator: " > ")) screens: \(orphan.screens)")
        }
        for screen in strandedScreens { lines.append("stranded screen \(screen)") }
        return lines.joined(separator: "\n")
    }
}
