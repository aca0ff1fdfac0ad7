/// What shows a ``Window`` and tells when it has caught up with it: a ``HostSynchronizer``, and the hosts
/// built on one (FlowKitUIKit's `UIKitHost`, FlowKitSwiftUI's host).
///
/// A change to the model is made at once; the host shows it afterwards, one transition at a time (a
/// dismissal waits for the presentation under it, a presentation for the screen it comes from). Awaiting
/// ``waitUntilShown()`` after a change, or passing a completion to ``whenShown(_:)``, sequences
/// navigation without sleeps or fixed delays:
///
/// ```swift
/// try modal.dismiss()
/// await host.waitUntilShown()   // the dismissal's animation ended
/// try stack.push(details)
/// await host.waitUntilShown()   // the push is on screen
/// ```
@MainActor
public protocol NavigationShowing: AnyObject {
    /// Calls `completion` once the host shows everything the model holds now or later changes to: no
    /// transition or user gesture in progress, and no command left to issue. Called at once (before this
    /// method returns) when that is already so.
    ///
    /// ```swift
    /// try stack.push(details)
    /// sync.whenShown { print("details on screen") }
    /// ```
    ///
    /// - Parameter completion: Called once, on the main actor.
    func whenShown(_ completion: @escaping @MainActor () -> Void)
}

extension NavigationShowing {
    /// Suspends until the host shows everything the model holds (see ``whenShown(_:)``).
    ///
    /// Not cancellable: it returns when the host has caught up, or when the host is gone (a host that
    /// never reports the end of a transition keeps it waiting, as it keeps every later command waiting).
    ///
    /// ```swift
    /// try links.open("demo://wakingup/settings/compose")
    /// await host.waitUntilShown()   // every level presented, one after the other
    /// ```
    public func waitUntilShown() async {
        await withCheckedContinuation(isolation: MainActor.shared) { continuation in
            whenShown { continuation.resume() }
        }
    }
}
