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

    /// Asks the guards of `departing` about leaving by `path`, in order. A refusal wins over a question,
    /// so a user is never asked about an exit another guard refuses anyway.
    ///
    /// - Parameters:
    ///   - departing: Every screen the exit removes, subtrees included.
    ///   - path: The way they would leave.
    /// - Returns: `nil` when every guard allows the exit (or none is asked).
    static func verdict(departing: [Screen], path: LeavePath) -> LeaveRule? {
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
    ///   - departing: Every screen the exit removes, subtrees included.
    ///   - cause: The call or gesture making the exit.
    ///   - retry: Makes the same exit again, when the user confirms.
    /// - Throws: ``NavigationError/leaveRefused(screen:path:asked:)``.
    static func check(
        _ departing: [Screen], cause: NavigationCause, retry: @escaping LeaveRetry
    ) throws(NavigationError) {
        if let rule = verdict(departing: departing, path: LeavePath(cause)) { throw rule.refusal(retry: retry) }
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
        return LeaveRule.verdict(departing: departing, path: path)?.refusal(retry: nil)
    }
}
