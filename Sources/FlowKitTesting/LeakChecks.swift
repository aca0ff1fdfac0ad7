/// The checks ``FlowTest/expectNoLeaks(_:fileID:filePath:line:column:)`` makes; all of them by default.
///
/// ```swift
/// flow.expectNoLeaks()                          // everything
/// flow.expectNoLeaks(.all.subtracting(.removedScreens))   // a flow that keeps a screen to show it again
/// ```
public struct LeakChecks: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// let checks = LeakChecks(rawValue: LeakChecks.releasedCoordinators.rawValue)
    /// ```
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Every released coordinator was deinitialised.
    public static let releasedCoordinators = LeakChecks(rawValue: 1 << 0)
    /// Every screen that left the window (and is not back) was deinitialised.
    public static let removedScreens = LeakChecks(rawValue: 1 << 1)
    /// No running coordinator (but the root) is without a screen in the window, its own or a running
    /// child's; and the `LeakDetector` reported no orphan after any change.
    public static let coordinatorsWithoutScreens = LeakChecks(rawValue: 1 << 2)
    /// No screen in the window (containers and a lone presented screen, an alert, aside) lacks a running
    /// owner; and the `LeakDetector` reported no unowned or stranded screen after any change.
    public static let screensWithoutOwner = LeakChecks(rawValue: 1 << 3)
    /// All of the above.
    public static let all: LeakChecks = [
        .releasedCoordinators, .removedScreens, .coordinatorsWithoutScreens, .screensWithoutOwner,
    ]
}
