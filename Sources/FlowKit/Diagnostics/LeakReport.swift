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
    /// Running coordinators (the root aside) none of whose screens, nor their running children's, is in
    /// the window: they lost their screens, or never owned one.
    public var orphans: [Orphan]
    /// The titles of screens in the window (containers aside) that no coordinator owns.
    public var unownedScreens: [String]
    /// Screens in the window whose coordinator was released, as `"Title (CoordinatorName)"`.
    public var strandedScreens: [String]

    /// Whether nothing leaked.
    public var isClean: Bool { orphans.isEmpty && unownedScreens.isEmpty && strandedScreens.isEmpty }

    /// One line per finding, naming the coordinator or the screen and the call that usually fixes it, or
    /// `no leaks`.
    ///
    /// ```text
    /// orphan AppCoordinator#1 > SyncCoordinator#4 owns no screen: own(_:) the screens it pushes or presents itself (or anchor(to:) its key screen)
    /// unowned screen "Receipt": own(_:) it (or anchor(to:) it) in the coordinator that shows it, before the change that shows it
    /// ```
    public var description: String {
        guard !isClean else { return "no leaks" }
        var lines: [String] = []
        for orphan in orphans {
            let path = orphan.path.joined(separator: " > ")
            if orphan.screens.isEmpty {
                lines.append(
                    "orphan \(path) owns no screen: own(_:) the screens it pushes or presents itself"
                        + " (or anchor(to:) its key screen)")
            } else {
                lines.append(
                    "orphan \(path) screens: \(orphan.screens), none in the window: show them in a stack or a modal"
                        + " that is (push(_:on:), present(_:from:)), or end() the coordinator")
            }
        }
        for screen in unownedScreens {
            lines.append(
                "unowned screen \"\(screen)\": own(_:) it (or anchor(to:) it) in the coordinator that shows it,"
                    + " before the change that shows it")
        }
        for screen in strandedScreens { lines.append("stranded screen \(screen)") }
        return lines.joined(separator: "\n")
    }
}
