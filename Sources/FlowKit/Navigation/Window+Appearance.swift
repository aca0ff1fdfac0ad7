/// Appearance callbacks, driven by the difference between what is shown and what should be.
extension Window {
    /// Moves every screen's ``Screen/appearance`` towards the visible path of the top layer.
    ///
    /// Screens leaving the visible path get `willDisappear` (unless already disappearing) then
    /// `didDisappear`; screens entering it get `willAppear` (unless already appearing) then `didAppear`.
    /// A cancelled gesture therefore replays UIKit's order: the revealed screen gets will/did disappear,
    /// the screen that stays gets will/did appear. Screens driven by a gesture in progress are left alone.
    /// If a callback changes the hierarchy, the pass starts again from the new state.
    func reconcileAppearance() {
        var version = reconciledChange
        defer { reconciledChange = version }
        pass: while version != changeCount {
            version = changeCount
            let target = visibleScreens
            let targetIDs = Set(target.map(ObjectIdentifier.init))
            let hiding = shownScreens.filter { !$0.inTransition && !targetIDs.contains(ObjectIdentifier($0)) }
            let showing = target.filter { !$0.inTransition && $0.appearance != .visible }
            for screen in hiding where screen.appearance == .visible || screen.appearance == .appearing {
                screen.appearance = .disappearing
                screen.willDisappear()
                if version != changeCount { continue pass }
            }
            for screen in showing where screen.appearance == .hidden || screen.appearance == .disappearing {
                if screen.appearance == .hidden { shownScreens.append(screen) }
                screen.appearance = .appearing
                screen.willAppear()
                if version != changeCount { continue pass }
            }
            for screen in hiding where screen.appearance == .disappearing {
                screen.appearance = .hidden
                shownScreens.removeAll { $0 === screen }
                screen.didDisappear()
                if version != changeCount { continue pass }
            }
            for screen in showing where screen.appearance == .appearing {
                screen.appearance = .visible
                screen.didAppear()
                if version != changeCount { continue pass }
            }
        }
    }

    /// Marks the screens a gesture drives: visible ones in `leaving`, hidden ones in `arriving`.
    ///
    /// - Returns: The screens now driven by the gesture; their callbacks are run by the gesture.
    func claimTransition(for gesture: InteractiveGesture, leaving: [Screen], arriving: [Screen]) -> [Screen] {
        var involved: [Screen] = []
        for screen in leaving where screen.appearance == .visible && !screen.inTransition {
            screen.transitionGesture = gesture
            involved.append(screen)
        }
        for screen in arriving where screen.appearance == .hidden && !screen.inTransition {
            screen.transitionGesture = gesture
            involved.append(screen)
            shownScreens.append(screen)
        }
        return involved
    }
}
