#if canImport(UIKit)
    import FlowKit
    import UIKit

    // UIKit's delegate callbacks, forwarded to the synchronizer and then to the delegate the app had set.
    // A navigation or tab bar controller that shows no stack or tab bar of the model (the app's own, as a
    // screen's content) is not interpreted: its callbacks only reach the app's delegate.
    // Calling an app delegate's optional method needs the Objective-C runtime (`?` after the method name);
    // those lines are compiled on Apple platforms only, not on Linux against the fake UIKit.

    extension UIKitHost: UINavigationControllerDelegate {
        /// Reports an interactive swipe-back beginning (and its cancellation), or an animated change the host
        /// did not ask for (the back button, the long-press menu, a tab re-tap, app code's calls).
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            if let stack = screen(for: navigationController) as? NavigationStack,
                let transition = navigationController.transitionCoordinator
            {
                if transition.isInteractive {
                    synchronizer.hostWillBeginSwipeBack(on: stack)
                    transition.notifyWhenInteractionChanges { [weak self] context in
                        MainActor.assumeIsolated {
                            if context.isCancelled { self?.synchronizer.hostDidCancelSwipeBack(on: stack) }
                        }
                    }
                } else if commandedNavigation !== navigationController {
                    // The back button, the long-press menu, a tab re-tap or app code: no command runs until
                    // didShow reports it.
                    synchronizer.hostWillShowChange(in: stack)
                    transition.animate(alongsideTransition: nil) { [weak self] _ in
                        MainActor.assumeIsolated { self?.synchronizer.hostDidEndChange(in: stack) }
                    }
                }
            }
            #if canImport(ObjectiveC)
                let previous = previousDelegates[ObjectIdentifier(navigationController)]?.delegate
                (previous as? UINavigationControllerDelegate)?.navigationController?(
                    navigationController, willShow: viewController, animated: animated)
            #endif
        }

        /// Reports what the navigation controller shows once a transition ended.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            if let stack = screen(for: navigationController) as? NavigationStack {
                synchronizer.hostDidShow(navigationController.viewControllers.map(screen(for:)), in: stack)
            }
            #if canImport(ObjectiveC)
                let previous = previousDelegates[ObjectIdentifier(navigationController)]?.delegate
                (previous as? UINavigationControllerDelegate)?.navigationController?(
                    navigationController, didShow: viewController, animated: animated)
            #endif
        }
    }

    extension UIKitHost: UITabBarControllerDelegate {
        /// Reports a tab tap (a tap on the selected tab pops its stack to the root).
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            #if canImport(ObjectiveC)
                let previous = previousDelegates[ObjectIdentifier(tabBarController)]?.delegate
                let allowed =
                    (previous as? UITabBarControllerDelegate)?.tabBarController?(
                        tabBarController, shouldSelect: viewController)
                    ?? true
            #else
                let allowed = true
            #endif
            guard allowed, let tabBar = screen(for: tabBarController) as? TabBar,
                let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController })
            else { return allowed }
            return synchronizer.hostShouldSelectTab(index, in: tabBar)
        }

        /// Reports the tab the user selected.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
        {
            if let tabBar = screen(for: tabBarController) as? TabBar {
                synchronizer.hostDidSelectTab(tabBarController.selectedIndex, in: tabBar)
            }
            #if canImport(ObjectiveC)
                let previous = previousDelegates[ObjectIdentifier(tabBarController)]?.delegate
                (previous as? UITabBarControllerDelegate)?.tabBarController?(
                    tabBarController, didSelect: viewController)
            #endif
        }
    }

    extension UIKitHost: UIAdaptivePresentationControllerDelegate {
        /// Refuses a swipe-down the model refuses (``FlowKit/Screen/isModalInPresentation``).
        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            #if canImport(ObjectiveC)
                let previous = previousDelegates[ObjectIdentifier(presentationController)]?.delegate
                let allowed =
                    (previous as? UIAdaptivePresentationControllerDelegate)?.presentationControllerShouldDismiss?(
                        presentationController) ?? true
            #else
                let allowed = true
            #endif
            return allowed
                && synchronizer.hostShouldSwipeDown(screen(for: presentationController.presentedViewController))
        }

        /// Reports a swipe-down beginning, and its cancellation.
        public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            let modal = screen(for: presentationController.presentedViewController)
            synchronizer.hostWillSwipeDown(modal)
            presentationController.presentedViewController.transitionCoordinator?.notifyWhenInteractionChanges {
                [weak self] context in
                MainActor.assumeIsolated {
                    if context.isCancelled { self?.synchronizer.hostDidCancelSwipeDown(modal) }
                }
            }
            #if canImport(ObjectiveC)
                let previous = previousDelegates[ObjectIdentifier(presentationController)]?.delegate
                (previous as? UIAdaptivePresentationControllerDelegate)?.presentationControllerWillDismiss?(
                    presentationController)
            #endif
        }

        /// Reports a completed swipe-down.
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            synchronizer.hostDidSwipeDown(screen(for: presentationController.presentedViewController))
            #if canImport(ObjectiveC)
                let previous = previousDelegates[ObjectIdentifier(presentationController)]?.delegate
                (previous as? UIAdaptivePresentationControllerDelegate)?.presentationControllerDidDismiss?(
                    presentationController)
            #endif
        }

        /// Reports a refused swipe-down: a leave guard that asks gets its question now.
        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            synchronizer.hostDidAttemptToSwipeDown(screen(for: presentationController.presentedViewController))
            #if canImport(ObjectiveC)
                let previous = previousDelegates[ObjectIdentifier(presentationController)]?.delegate
                (previous as? UIAdaptivePresentationControllerDelegate)?.presentationControllerDidAttemptToDismiss?(
                    presentationController)
            #endif
        }
    }

    extension UIKitHost: UIGestureRecognizerDelegate {
        /// Lets a navigation controller's interactive pop begin only when the model would begin a swipe-back
        /// (not at the root, not while one runs, not when a leave guard refuses; a guard that asks gets its
        /// question), and when the recognizer's previous delegate (UIKit's own) agrees.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            let entry = popRecognizers[ObjectIdentifier(gestureRecognizer)]
            #if canImport(ObjectiveC)
                let allowed =
                    (entry?.previous as? UIGestureRecognizerDelegate)?.gestureRecognizerShouldBegin?(gestureRecognizer)
                    ?? true
            #else
                let allowed = true
            #endif
            guard allowed, let navigation = entry?.navigation,
                let stack = screen(for: navigation) as? NavigationStack
            else { return allowed }
            return synchronizer.hostShouldBeginSwipeBack(on: stack)
        }
    }
#endif
