import FlowKitScript

/// The built-in tour that `swift run DemoApp` plays: every flow of the app, left by several gestures,
/// ending with a logout that releases the whole tab tree.
///
/// It is an ordinary script, run by the same ``ScriptRunner`` as `--script`.
enum DemoTour {
    /// Seconds to pause after each gesture in real time, so the tour can be followed on screen.
    static let stepPause = 0.8

    /// The tour script.
    static let script = """
        # The FlowKit tour: splash, the three tabs, modals, pushes, gestures, logout.
        expect screen Splash
        wait 1
        expect screen Lizard

        # Lizard: compose modally, confirm, and compose twice more then swipe the top one down.
        tap Compose
        tap OK
        tap Compose
        tap Compose
        expect alive ComposeCoordinator 2
        swipe-down cancel
        swipe-down
        tap Cancel
        expect screen Lizard
        expect alive ComposeCoordinator 0

        # Waking Up: two Settings pushed, one swiped back, then back to the tab's root.
        tab Waking Up
        tap Settings
        tap Settings
        expect alive SettingsCoordinator 2
        swipe-back cancel
        swipe-back
        expect alive SettingsCoordinator 1
        back
        expect alive SettingsCoordinator 0

        # The website, presented from a subject of URLs, then dismissed with Done.
        tap Open Website
        expect screen Safari
        tap Done
        expect alive SafariCoordinator 0

        # Profile: the update-details flow, saved: its screens are replaced by the result.
        tab Profile
        tap Update Details
        tap Next
        tap Save
        expect screen Result
        tap Finish
        expect screen Profile
        expect alive UpdateDetailsCoordinator 0

        # Logout from a pushed Settings: the whole tab tree goes, a fresh splash comes.
        tab Waking Up
        tap Settings
        tap Logout
        expect screen Splash
        expect alive TabCoordinator 0
        expect alive SettingsCoordinator 0
        """

    /// The tour, parsed. It is valid (a test guards that): a parse error is a bug, stopped in debug builds.
    static var steps: [ScriptStep] {
        do {
            return try ScriptParser.parse(script)
        } catch {
            assertionFailure("the tour is not a valid script: \(error)")
            return []
        }
    }
}
