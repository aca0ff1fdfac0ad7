import FlowKit

// The four cycle loops: each scenario through coordinators and on the bare model (C3 runs C1's). Each is its own
// non-inlined function, so `Scripts/callgrind.sh` can count exactly the cycles (`--toggle-collect`).

/// C1 (and C3) with coordinators: the parent pushes a one-screen child onto the stack and listens for its
/// result; the back button pops the child's screen, and the router releases the child.
@MainActor
@inline(never)
func pushBackCoordinators(on fixture: FlowFixture, cycles: Int) throws(NavigationError) {
    guard let parent = fixture.parent else { return }
    let stack = fixture.stack
    let released = fixture.screensReleased
    let dismissals = fixture.dismissals
    for _ in 0..<cycles {
        let child = OneScreenCoordinator(deinitialised: released)
        parent.onResult(of: try parent.push(child, on: stack)) { value in
            if value == nil { dismissals.increment() }
        }
        try stack.goBack()
    }
}

/// C1 (and C3) bare: push one screen onto the stack, then the back button.
@MainActor
@inline(never)
func pushBackBare(on fixture: FlowFixture, cycles: Int) throws(NavigationError) {
    let stack = fixture.stack
    let released = fixture.screensReleased
    for _ in 0..<cycles {
        try stack.push(CountedScreen(title: "Child", deinitialised: released))
        try stack.goBack()
    }
}

/// C2 with coordinators: the parent presents a one-screen child in its own navigation stack from `Home`
/// and listens for its result; a completed interactive swipe-down dismisses the modal, and the router
/// releases the child.
@MainActor
@inline(never)
func presentSwipeDownCoordinators(on fixture: FlowFixture, cycles: Int) throws(NavigationError) {
    guard let parent = fixture.parent else { return }
    let home = fixture.home
    let released = fixture.screensReleased
    let dismissals = fixture.dismissals
    for _ in 0..<cycles {
        let child = OneScreenCoordinator(deinitialised: released)
        parent.onResult(of: try parent.present(child, from: home)) { value in
            if value == nil { dismissals.increment() }
        }
        // Nothing presented would make `Home` refuse the swipe (not presented): reported, not trapped.
        try (home.presentedScreen ?? home).beginSwipeDown().finish()
    }
}

/// C2 bare: present a navigation stack holding one screen from `Home`, then a completed swipe-down.
@MainActor
@inline(never)
func presentSwipeDownBare(on fixture: FlowFixture, cycles: Int) throws(NavigationError) {
    let home = fixture.home
    let released = fixture.screensReleased
    for _ in 0..<cycles {
        let modal = try NavigationStack(root: CountedScreen(title: "Child", deinitialised: released))
        try home.present(modal)
        try modal.beginSwipeDown().finish()
    }
}
