import Testing
@_spi(User) import UIKit

/// The fake UIKit itself: the delegate calls each user action and each API call makes, in order (Apple's
/// documented order, and the fake's stated choices where the documentation is silent).
@MainActor
@Suite struct FakeUIKitOrderTests {
    let user = UIKitUser()

    /// A visible window whose root is a navigation controller holding `titles`, observed by a recorder.
    private func navigation(_ titles: [String]) -> (UIWindow, UINavigationController, Recorder) {
        let window = UIWindow(frame: .zero)
        let navigation = UINavigationController()
        navigation.setViewControllers(titles.map(controller), animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let recorder = Recorder(keeping: window)
        navigation.delegate = recorder
        navigation.interactivePopGestureRecognizer?.delegate = recorder
        return (window, navigation, recorder)
    }

    private func controller(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test func animatedPushTellsWillShowThenDidShowWhenTheAnimationEnds() {
        let (_, navigation, recorder) = navigation(["Home"])
        navigation.pushViewController(controller("A"), animated: true)
        navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in recorder.log.append("completion") }
        #expect(recorder.log == ["willShow A animated"])
        user.finishAnimations()
        #expect(recorder.log == ["willShow A animated", "didShow A animated", "completion"])
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func changeWithoutAnimationTellsBothAtOnce() {
        let (_, navigation, recorder) = navigation(["Home"])
        navigation.pushViewController(controller("A"), animated: false)
        #expect(recorder.log == ["willShow A", "didShow A"])
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func changeOffScreenIsToldWhenTheControllerAppears() {
        let window = UIWindow(frame: .zero)
        let navigation = UINavigationController(rootViewController: controller("Home"))
        let recorder = Recorder(keeping: window)
        navigation.delegate = recorder
        navigation.pushViewController(controller("A"), animated: true)
        #expect(recorder.log == [])
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(recorder.log == ["willShow A", "didShow A"])
    }

    @Test func completedInteractivePop() {
        let (_, navigation, recorder) = navigation(["Home", "A"])
        let gesture = user.beginSwipeBack(in: navigation)
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
            recorder.log.append("interaction ended cancelled=\(context.isCancelled)")
        }
        #expect(recorder.log == ["shouldBegin", "willShow Home animated"])
        #expect(navigation.transitionCoordinator?.isInteractive == true)
        gesture?.end(.completed)
        #expect(
            recorder.log == [
                "shouldBegin", "willShow Home animated", "interaction ended cancelled=false", "didShow Home animated",
            ])
        #expect(navigation.viewControllers.map(\.title) == ["Home"])
    }

    @Test func cancelledInteractivePopShowsNothingNew() {
        let (_, navigation, recorder) = navigation(["Home", "A"])
        let gesture = user.beginSwipeBack(in: navigation)
        navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
            recorder.log.append("interaction ended cancelled=\(context.isCancelled)")
        }
        gesture?.end(.cancelled)
        #expect(recorder.log == ["shouldBegin", "willShow Home animated", "interaction ended cancelled=true"])
        #expect(navigation.viewControllers.map(\.title) == ["Home", "A"])
    }

    @Test func popRecognizerRefusedByItsDelegateDoesNothing() {
        let (_, navigation, recorder) = navigation(["Home", "A"])
        recorder.allowsPop = false
        #expect(user.beginSwipeBack(in: navigation) == nil)
        #expect(recorder.log == ["shouldBegin"])
    }

    /// A window showing `Home`, presenting `M`, whose presentation is observed by a recorder.
    private func presenting() -> (UIViewController, UIViewController, Recorder) {
        let window = UIWindow(frame: .zero)
        let home = controller("Home")
        window.rootViewController = home
        window.makeKeyAndVisible()
        let modal = controller("M")
        let recorder = Recorder(keeping: window)
        modal.presentationController?.delegate = recorder
        home.present(modal, animated: false)
        return (home, modal, recorder)
    }

    @Test func swipeDownAsksThenTellsWillAndDid() {
        let (home, modal, recorder) = presenting()
        #expect(user.swipeDown(modal, .completed) == .dismissed)
        #expect(recorder.log == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(home.presentedViewController == nil)
    }

    @Test func cancelledSwipeDownTellsNoDid() {
        let (home, modal, recorder) = presenting()
        #expect(user.swipeDown(modal, .cancelled) == .cancelled)
        #expect(recorder.log == ["shouldDismiss", "willDismiss"])
        #expect(home.presentedViewController === modal)
    }

    @Test func swipeDownRefusedByTheDelegateTellsTheAttempt() {
        let (home, modal, recorder) = presenting()
        recorder.allowsDismiss = false
        #expect(user.swipeDown(modal, .completed) == .refused)
        #expect(recorder.log == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(home.presentedViewController === modal)
    }

    @Test func swipeDownRefusedByModalInPresentationTellsOnlyTheAttempt() {
        let (_, modal, recorder) = presenting()
        modal.isModalInPresentation = true
        #expect(user.swipeDown(modal, .completed) == .refused)
        #expect(recorder.log == ["didAttemptToDismiss"])
    }

    @Test func programmaticDismissalOfAChainFromBelowTellsNoDelegate() {
        let (home, modal, recorder) = presenting()
        let top = controller("N")
        modal.present(top, animated: false)
        var completed = false
        home.dismiss(animated: true) { completed = true }
        #expect(home.presentedViewController === modal)
        #expect(!completed)
        user.finishAnimations()
        #expect(completed)
        #expect(home.presentedViewController == nil)
        #expect(top.presentingViewController == nil)
        #expect(recorder.log == [])
    }

    @Test func presentingWhileAlreadyPresentingIsRefusedWithUIKitsWarning() {
        let (home, modal, _) = presenting()
        _ = user.takeWarnings()
        var completed = false
        home.present(controller("P"), animated: true) { completed = true }
        user.finishAnimations()
        #expect(!completed)
        #expect(home.presentedViewController === modal)
        #expect(user.takeWarnings() == ["Attempt to present P on Home which is already presenting M"])
    }

    @Test func userCannotTouchWhatAPresentationCovers() {
        let (_, navigation, recorder) = navigation(["Home", "A"])
        navigation.present(controller("M"), animated: false)
        #expect(!user.tapBack(in: navigation))
        #expect(user.beginSwipeBack(in: navigation) == nil)
        #expect(recorder.log == [])
        #expect(navigation.viewControllers.map(\.title) == ["Home", "A"])
    }

    @Test func presentingFromOutsideAWindowIsRefusedWithUIKitsWarning() {
        let home = controller("Home")
        _ = user.takeWarnings()
        home.present(controller("P"), animated: false)
        #expect(home.presentedViewController == nil)
        #expect(user.takeWarnings() == ["Attempt to present P on Home whose view is not in the window hierarchy"])
    }

    @Test func tabTapAsksThenTellsAndReTapPopsToTheRoot() {
        let window = UIWindow(frame: .zero)
        let tabs = UITabBarController()
        let home = UINavigationController(rootViewController: controller("Home"))
        home.title = "Home"
        home.pushViewController(controller("A"), animated: false)
        tabs.setViewControllers([home, controller("Other")], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let recorder = Recorder(keeping: window)
        tabs.delegate = recorder
        home.delegate = recorder
        tabs.selectedIndex = 1
        #expect(recorder.log == [])
        #expect(user.tapTab(0, of: tabs))
        #expect(user.tapTab(0, of: tabs))
        user.finishAnimations()
        #expect(
            recorder.log == [
                "shouldSelect Home", "didSelect Home", "shouldSelect Home", "willShow Home animated", "didSelect Home",
                "didShow Home animated",
            ])
        #expect(home.viewControllers.map(\.title) == ["Home"])
    }

    @Test func tabTapRefusedByTheDelegateSelectsNothing() {
        let window = UIWindow(frame: .zero)
        let tabs = UITabBarController()
        tabs.setViewControllers([controller("One"), controller("Two")], animated: false)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let recorder = Recorder(keeping: window)
        recorder.allowsSelection = false
        tabs.delegate = recorder
        #expect(user.tapTab(1, of: tabs))
        #expect(tabs.selectedIndex == 0)
        #expect(recorder.log == ["shouldSelect Two"])
    }

    @Test func newTabsKeepTheSelectedControllerAsDocumented() {
        let tabs = UITabBarController()
        let one = controller("One")
        let two = controller("Two")
        tabs.setViewControllers([one, two], animated: false)
        tabs.selectedIndex = 1
        tabs.setViewControllers([two, one], animated: false)
        #expect(tabs.selectedIndex == 0)
        tabs.setViewControllers([controller("Three")], animated: false)
        #expect(tabs.selectedIndex == 0)
        #expect(one.parent == nil)
    }
}

/// Records the delegate calls it gets, by the title of the view controller they name.
@MainActor
final class Recorder: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UIGestureRecognizerDelegate
{
    var log: [String] = []
    /// What the test needs alive as long as the recorder (the window: UIKit keeps no window alive itself).
    let kept: [AnyObject]
    var allowsPop = true
    var allowsDismiss = true
    var allowsSelection = true

    init(keeping kept: AnyObject...) {
        self.kept = kept
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log.append("willShow \(viewController.title ?? "?")" + (animated ? " animated" : ""))
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log.append("didShow \(viewController.title ?? "?")" + (animated ? " animated" : ""))
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.append("shouldBegin")
        return allowsPop
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        log.append("shouldSelect \(viewController.title ?? "?")")
        return allowsSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.title ?? "?")")
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismiss
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("didAttemptToDismiss")
    }
}
