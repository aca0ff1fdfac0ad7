/// What shows a ``Window``'s hierarchy on a platform: FlowKitUIKit's UIKit host, or a simulated one in
/// tests.
///
/// A host makes no decisions: it carries out each ``HostCommand`` a ``HostSynchronizer`` gives it, and
/// reports what the user did through the synchronizer's `host...` methods, in the order its platform
/// calls back.
@MainActor
public protocol NavigationHost: AnyObject {
    /// Carries out one command, or throws without changing anything when it cannot.
    ///
    /// - Parameters:
    ///   - command: The call to make.
    ///   - animated: Whether to animate it (the changed container is on screen).
    ///   - completion: Call it once the transition ended (at once when not animated); the synchronizer
    ///     issues no other command before. Not called when the command throws.
    /// - Throws: A ``HostError`` naming the command and why the host cannot carry it out (for UIKit, a
    ///   container whose view controller is not of the kind the command needs); the synchronizer publishes
    ///   it on ``HostSynchronizer/hostFailures`` and goes on with the next command.
    func perform(_ command: HostCommand, animated: Bool, completion: @escaping @MainActor () -> Void)
        throws(HostError)
}
