import FlowKit
import FlowKitUIKit
import Testing
@_spi(User) import UIKit

/// App code working on UIKit beside the host: what the host adopts, and the commands UIKit cannot carry
/// out, published on `hostFailures` instead of being skipped.
@MainActor
@Suite struct UIKitHostAppCodeTests {
    @Test func viewControllerPushedByAppCodeBecomesAScreenOfTheStack() throws {
        let rig = try UIKitRig()
        let extra = UIViewController()
        extra.title = "Extra"
        rig.navigation().pushViewController(extra, animated: true)
        rig.user.finishAnimations()
        #expect(rig.stack.screens.map(\.title) == ["Home", "Extra"])
        #expect(rig.takeReleases() == [])
        rig.expectInSync()
        // Its screen leaves like any other.
        #expect(rig.user.swipeBack(in: rig.navigation(), .completed))
        #expect(rig.stack.screens.map(\.title) == ["Home"])
        rig.expectInSync()
    }

    @Test func presentationOverOneTheAppMadeIsPublishedAsAFailure() throws {
        let rig = try UIKitRig()
        let alert = UIViewController()
        alert.title = "Alert"
        rig.navigation().present(alert, animated: false)
        try rig.present("M", ["M1"], from: rig.stack)
        rig.user.finishAnimations()
        #expect(rig.failures == ["present M1 by Home: 'Home' already presents 'Alert', which the model does not show"])
        #expect(rig.navigation().presentedViewController === alert)
        #expect(rig.user.takeWarnings() == [])  // the host did not call UIKit
    }

    @Test func stackShownByAViewControllerThatIsNoNavigationControllerIsPublishedAsAFailure() throws {
        let rig = try UIKitRig()
        let stack = try NavigationStack(root: Screen(title: "Inner"))
        let plain = UIViewController()
        stack.content = ViewControllerContent(plain)
        try rig.stack.screens[0].present(stack)
        rig.user.finishAnimations()
        #expect(rig.failures.count == 1)
        #expect(rig.failures.first?.hasPrefix("setStack Inner [Inner]: 'Inner' is shown by a UIViewController") == true)
    }
}
