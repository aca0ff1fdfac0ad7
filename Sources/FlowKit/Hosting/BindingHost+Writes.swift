/// What SwiftUI writes and reports: the binding setters, called when the user changes a value, and the
/// views' appear and dismiss callbacks, which end the host's own steps.
extension BindingHost {
    /// A `NavigationStack`'s path setter: the user went back (back button, swipe-back, long-press back
    /// menu), or a `NavigationLink` pushed.
    ///
    /// A path equal to the one shown changes nothing (an echo); otherwise the synchronizer names the
    /// change (one level fewer: the back button; several: the long-press back menu; one level fewer after a
    /// tap on the selected tab: the tab re-tap; anything else: new screens set on the stack) and the model
    /// makes it, or refuses it and the host shows the model's path again.
    ///
    /// ```swift
    /// NavigationStack(path: Binding(get: { host.path(of: stack) }, set: { host.setPath($0, of: stack) }))
    /// ```
    ///
    /// - Parameters:
    ///   - path: The screens above the root, as SwiftUI wrote them.
    ///   - stack: The stack.
    public func setPath(_ path: [Screen], of stack: NavigationStack) {
        let id = ObjectIdentifier(stack)
        guard let shown = stacks[id], let first = shown.first else { return }
        let screens = [first] + path
        guard !sameScreens(shown, screens) else { return }
        if refusedReselection === stack {
            // The pop to the root of a re-tap a leave guard refused (and asked about, if it asks): the
            // host keeps the model's path, and SwiftUI draws it again.
            refusedReselection = nil
            didChange()
            return
        }
        stacks[id] = screens
        for screen in path { known[ObjectIdentifier(screen)] = screen }
        prune()
        synchronizer.hostDidShow(screens, in: stack)
    }

    /// A `.sheet` or `.fullScreenCover` item setter: `nil` is the user's swipe-down of the presented level
    /// (SwiftUI writes nothing for a swipe it cancelled).
    ///
    /// `nil` while the host shows nothing presented changes nothing (an echo of the host's own
    /// dismissal); nor does a non-`nil` value, which SwiftUI never writes (a documented no-op). The model
    /// dismisses the level, or refuses and the host presents it again once SwiftUI's dismissal ended.
    ///
    /// - Parameters:
    ///   - item: The value SwiftUI wrote.
    ///   - presenter: The presenting screen.
    public func setPresented(_ item: Screen?, by presenter: Screen) {
        let id = ObjectIdentifier(presenter)
        guard item == nil, let modal = presented[id] else { return }
        presented[id] = nil
        var above = presented.removeValue(forKey: ObjectIdentifier(modal))
        while let screen = above { above = presented.removeValue(forKey: ObjectIdentifier(screen)) }
        dismissing.insert(id)
        prune()
        synchronizer.hostDidSwipeDown(modal)
    }

    /// A `TabView`'s selection setter: the user tapped a tab.
    ///
    /// A new index is a tab tap. The selected index again is a tap on the selected tab, which pops its
    /// stack to the root: the path write that follows is named a tab re-tap. When a leave guard of a
    /// screen it pops refuses (or asks: its question is asked here, once), that path write changes nothing
    /// and SwiftUI draws the model's path again. An index out of range changes nothing (a documented
    /// no-op).
    ///
    /// - Parameters:
    ///   - index: The index SwiftUI wrote.
    ///   - tabBar: The tab bar.
    public func setSelection(_ index: Int, of tabBar: TabBar) {
        let id = ObjectIdentifier(tabBar)
        guard let shown = tabs[id], shown.tabs.indices.contains(index) else { return }
        refusedReselection = nil
        guard synchronizer.hostShouldSelectTab(index, in: tabBar) else {
            refusedReselection = tabBar.stackPoppedByReselecting(index)
            return
        }
        guard index != shown.selected else { return }
        tabs[id]?.selected = index
        synchronizer.hostDidSelectTab(index, in: tabBar)
    }

    /// A presented view's `onAppear`: a presentation waiting for it ends.
    ///
    /// - Parameter screen: The screen whose view appeared.
    public func didAppear(_ screen: Screen) {
        guard case .present(let waiting, let completion) = step, waiting === screen else { return }
        step = nil
        completion()
    }

    /// A `.sheet` or `.fullScreenCover`'s `onDismiss`: the level `presenter` presented is gone. The host's
    /// dismissal of a chain goes on with the next level down; a presentation waiting for the user's
    /// swipe-down to end is made.
    ///
    /// - Parameter presenter: The presenting screen.
    public func didDismiss(by presenter: Screen) {
        let id = ObjectIdentifier(presenter)
        if dismissing.remove(id) != nil, let waiting = waitingPresentation, waiting.presenter === presenter {
            waitingPresentation = nil
            step = .present(waiting.screen, completion: waiting.completion)
            presented[id] = waiting.screen
            prune()
            didChange()
            return
        }
        guard case .dismiss(let level, let bottom, let completion) = step, level === presenter else { return }
        dismissStep(presenter: bottom, completion: completion)
    }
}

extension BindingHost: NavigationShowing {
    /// Calls `completion` once the views show everything the model holds; see
    /// ``HostSynchronizer/whenShown(_:)``.
    ///
    /// ```swift
    /// host.whenShown { print("every sheet is up") }
    /// ```
    ///
    /// - Parameter completion: Called once, on the main actor.
    public func whenShown(_ completion: @escaping @MainActor () -> Void) {
        synchronizer.whenShown(completion)
    }
}
