/// Makes a refused exit again, when the user confirms a guard's question (see ``LeaveConfirmation``).
typealias LeaveRetry = @MainActor () throws(NavigationError) -> Void

/// The leave rule, written once: which guarded screen refuses an exit, and what it answered. Every public
/// call and gesture that removes screens asks it before it changes anything, and a host asks it before it
/// lets a gesture begin; the query ``Window/leaveRefusal(removing:path:)`` asks it for anyone else.
///
/// Only screens in a window are guarded: a hierarchy being built off screen leaves nothing behind.
@MainActor
struct LeaveRule {
    /// The first guarded screen whose guard refused, or else the first whose guard asked.
    let screen: Screen
    /// The way the screens would leave.
    let path: LeavePath
    /// The handler of the first guard that asked; `nil` when a guard refused.
    let ask: (@MainActor (LeaveConfirmation) -> Void)?
    /// Every screen whose guard asked (passed over when the user confirms).
    let asking: [Screen]

    /// Whether a leave guard was ever set in this process (on a screen, or as a window's owner guard).
    /// Until then every exit skips the rule without even reading its window: an app that guards nothing
    /// pays nothing for guards.
    static var isInUse = false

    /// Asks the guards of `departing` about leaving `window` by `path`, in order. A refusal wins over a
    /// question, so a user is never asked about an exit another guard refuses anyway.
    ///
    /// A window with no guard at all (no screen's, no owner's) answers at once: an exit costs nothing more
    /// than it did without guards, the screens leaving not even listed.
    ///
    /// - Parameters:
    ///   - window: The window the screens would leave (`nil`: not in a window, so not guarded); read only
    ///     once a guard was set somewhere.
    ///   - path: The way they would leave.
    ///   - departing: Every screen the exit removes, subtrees included; read only when a guard may answer.
    /// - Returns: `nil` when every guard allows the exit (or none is asked).
    static func verdict(in window: @autoclosure () -> Window?, path: LeavePath, departing: () -> [Screen])
        -> LeaveRule?
    {
        guard isInUse, let window = window(), window.mayGuardLeaves else { return nil }
        return verdict(departing: departing(), path: path)
    }

    private static func verdict(departing: [Screen], path: LeavePath) -> LeaveRule? {
        var asked: (screen: Screen, handler: @MainActor (LeaveConfirmation) -> Void)?
        var asking: [Screen] = []
        for screen in departing where screen.confirmedLeaves == 0 {
            guard let window = screen.window else { continue }
            let own = screen.leaveGuard
            let owners = window.ownerLeaveGuard?(screen)
            if own == nil, owners == nil { continue }
            for decide in [own, owners] {
                guard let decide else { continue }
                switch decide(LeaveAttempt(path: path, screen: screen)) {
                case .allow:
                    continue
                case .refuse:
                    return LeaveRule(screen: screen, path: path, ask: nil, asking: [])
                case .ask(let handler):
                    if asked == nil { asked = (screen, handler) }
                    if asking.last !== screen { asking.append(screen) }
                }
            }
        }
        guard let asked else { return nil }
        return LeaveRule(screen: asked.screen, path: path, ask: asked.handler, asking: asking)
    }

    /// The error refusing the exit. When the guard asks and `retry` is given, first hands its handler a
    /// ``LeaveConfirmation`` that runs `retry` if the user confirms.
    ///
    /// - Parameter retry: Makes the same exit again; `nil` for a query, which asks nobody.
    func refusal(retry: LeaveRetry?) -> NavigationError {
        guard let ask, let retry else { return .leaveRefused(screen: screen.title, path: path, asked: false) }
        ask(LeaveConfirmation(path: path, screen: screen, asking: asking, retry: retry))
        return .leaveRefused(screen: screen.title, path: path, asked: true)
    }

    /// Throws when the guards of `departing` refuse the exit made for `cause`, asking the user first when
    /// a guard asks. Nothing has changed when it throws.
    ///
    /// - Parameters:
    ///   - window: The window the screens would leave.
    ///   - cause: The call or gesture making the exit.
    ///   - departing: Every screen the exit removes, subtrees included; read only when a guard may answer.
    ///   - retry: Makes the same exit again, when the user confirms; made only when a guard asks.
    /// - Throws: ``NavigationError/leaveRefused(screen:path:asked:)``.
    static func check(
        in window: @autoclosure () -> Window?, cause: NavigationCause, departing: () -> [Screen],
        retry: @autoclosure () -> LeaveRetry
    ) throws(NavigationError) {
        guard let rule = verdict(in: window(), path: LeavePath(cause), departing: departing) else { return }
        throw rule.ask == nil ? rule.refusal(retry: nil) : rule.refusal(retry: retry())
    }
}

extension Window {
    /// Whether removing `screens` by `path` would be refused by a leave guard, and why. Moves nothing and
    /// asks nobody: a guard that would ask the user counts as refusing.
    ///
    /// Each screen is counted with what it contains and what it presents (removing a stack removes its
    /// screens); screens outside this window are not guarded. Use it to check a change before anything
    /// moves, for example every screen a deep link would take away.
    ///
    /// ```swift
    /// if let refusal = window.leaveRefusal(removing: [form], path: .deepLink) {
    ///     throw refusal   // 'Edit Bio' refuses to leave (deep-link)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screens: The screens that would leave.
    ///   - path: The way they would leave.
    /// - Returns: ``NavigationError/leaveRefused(screen:path:asked:)`` naming the first guarded screen that
    ///   refuses (or, if none refuses, the first that would ask), or `nil` when every guard allows it.
    public func leaveRefusal(removing screens: [Screen], path: LeavePath) -> NavigationError? {
        var departing: [Screen] = []
        var seen = Set<ObjectIdentifier>()
        for screen in screens where screen.window === self {
            var subtree: [Screen] = []
            screen.collectSubtree(into: &subtree)
            for member in subtree where seen.insert(ObjectIdentifier(member)).inserted { departing.append(member) }
        }
        return LeaveRule.verdict(in: self, path: path) { departing }?.refusal(retry: nil)
    }
}
