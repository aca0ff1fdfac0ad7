import FlowKit

/// A stand-in for SwiftUI drawing a ``BindingHost``: it reads the host's values after every
/// ``BindingHost/didChange``, presents and dismisses one level at a time as SwiftUI does (a level's
/// `onAppear` once its animation ended, a sheet's `onDismiss` once it is gone), and writes the bindings as
/// SwiftUI's setters do for the user's actions.
///
/// - Back button, completed swipe-back: the path setter with one screen fewer. Long-press back menu: the
///   path setter with several fewer. A cancelled swipe-back writes nothing.
/// - Swipe-down: nothing while `interactiveDismissDisabled`; a cancelled one writes nothing; a completed
///   one writes `nil` to the item, then `onDismiss` once the animation ended.
/// - Tab tap: the selection setter; on the selected tab, SwiftUI pops its stack to the root: the path
///   setter with an empty path.
///
/// What SwiftUI cannot do is recorded in ``violations`` (and must stay empty): a level presented from a
/// level not on screen yet, a level dismissed while one above it is still presented, an item changed while
/// its level animates.
@MainActor
final class SimulatedSwiftUI {
    let host: BindingHost
    /// What each presenter shows, by the presenter's identity.
    private var levels: [ObjectIdentifier: Level] = [:]
    /// The presenters with a level, by identity.
    private var presenters: [ObjectIdentifier: Screen] = [:]
    /// The presentation and dismissal transitions, e.g. `"present M1 by Home"`, `"dismiss M1"`.
    private(set) var transitions: [String] = []
    /// What SwiftUI could not have done.
    private(set) var violations: [String] = []
    /// When `false`, animations wait for ``finishAnimation()``; when `true`, they end on a later turn of
    /// the main actor.
    var animatesOnLaterTurn = false
    private var animations: [() -> Void] = []

    enum Level {
        case presenting(Screen), shown(Screen), dismissing(Screen)
        var screen: Screen {
            switch self {
            case .presenting(let screen), .shown(let screen), .dismissing(let screen): screen
            }
        }
    }

    init(host: BindingHost) {
        self.host = host
        host.didChange = { [weak self] in self?.render() }
    }

    /// Whether `screen` is on screen as a layer that can present: the root, or a presented level whose
    /// animation ended.
    private func isOnScreen(_ presenter: Screen) -> Bool {
        if presenter === host.root { return true }
        return levels.values.contains { if case .shown(let s) = $0 { s === presenter } else { false } }
    }

    /// Reacts to the host's values as SwiftUI's `.sheet(item:)` does.
    func render() {
        var seen: Set<ObjectIdentifier> = []
        for presenter in host.shownScreens + Array(presenters.values)
        where seen.insert(ObjectIdentifier(presenter)).inserted {
            let id = ObjectIdentifier(presenter)
            let item = host.presented(by: presenter)
            switch (levels[id], item) {
            case (nil, let screen?):
                guard isOnScreen(presenter) else {
                    violations.append("\(screen.title) presented by \(presenter.title), not on screen")
                    continue
                }
                levels[id] = .presenting(screen)
                presenters[id] = presenter
                transitions.append("present \(screen.title) by \(presenter.title)")
                animate { [self] in
                    levels[id] = .shown(screen)
                    host.didAppear(screen)
                }
            case (.shown(let screen), nil):
                if levels[ObjectIdentifier(screen)] != nil {
                    violations.append("\(screen.title) dismissed under a presented level")
                }
                levels[id] = .dismissing(screen)
                transitions.append("dismiss \(screen.title)")
                animate { [self] in dismissEnded(presenter) }
            case (.shown(let shown), let screen?) where shown !== screen:
                violations.append("\(presenter.title)'s item replaced while presented")
            case (.presenting(let level), let screen) where screen !== level,
                (.dismissing(let level), let screen) where screen != nil:
                violations.append("\(presenter.title)'s item changed while \(level.title) animates")
            default: break
            }
        }
    }

    /// The user's completed swipe-down: the item setter with `nil`, then `onDismiss` after the animation.
    func userDismissed(_ modal: Screen, by presenter: Screen) {
        let id = ObjectIdentifier(presenter)
        levels[id] = .dismissing(modal)
        transitions.append("swipe down \(modal.title)")
        host.setPresented(nil, by: presenter)
        animate { [self] in dismissEnded(presenter) }
    }

    private func dismissEnded(_ presenter: Screen) {
        levels[ObjectIdentifier(presenter)] = nil
        presenters[ObjectIdentifier(presenter)] = nil
        host.didDismiss(by: presenter)
    }

    private func animate(_ end: @escaping () -> Void) {
        if animatesOnLaterTurn {
            Task { @MainActor in end() }
        } else {
            animations.append(end)
        }
    }

    /// Ends the oldest running animation.
    func finishAnimation() {
        guard !animations.isEmpty else { return }
        animations.removeFirst()()
    }

    /// Ends animations until none runs (an ended one may start the next step).
    func finishAnimations() {
        while !animations.isEmpty { finishAnimation() }
    }

    var isAnimating: Bool { !animations.isEmpty }

    /// The hierarchy on screen, in the form of ``modelTree(_:)``: stacks and tabs as the bindings hold them,
    /// presented levels once they appeared.
    var tree: String {
        renderTree(
            host.root,
            children: { screen in
                if let stack = screen as? NavigationStack {
                    return host.rootScreen(of: stack).map { [$0] + host.path(of: stack) } ?? []
                }
                if let tabBar = screen as? TabBar { return host.tabs(of: tabBar) }
                return []
            },
            selected: { ($0 as? TabBar).map(host.selection(of:)) },
            presented: { if case .shown(let screen) = levels[ObjectIdentifier($0)] { screen } else { nil } })
    }

    /// Returns the transitions so far and empties the list.
    func takeTransitions() -> [String] {
        defer { transitions = [] }
        return transitions
    }
}
