#if canImport(UIKit)
    import FlowKit
    import UIKit

    extension UIKitHost: NavigationShowing {
        /// Calls `completion` once UIKit shows everything the model holds: every UIKit call the host made
        /// has ended (the completion of `present` and `dismiss`, the transition coordinator's completion of a
        /// navigation controller's push or pop), no user's gesture is in progress, and no change is left to
        /// make. Called at once when that is already so. See ``FlowKit/NavigationShowing``.
        ///
        /// ```swift
        /// try modal.dismiss()
        /// await host.waitUntilShown()   // the dismissal's animation ended: presenting again is safe
        /// try stack.push(details)
        /// ```
        ///
        /// - Parameter completion: Called once, on the main actor.
        public func whenShown(_ completion: @escaping @MainActor () -> Void) {
            synchronizer.whenShown(completion)
        }
    }
#endif
