import BenchmarkSupport
import FlowKit

/// A screen that counts its deinitialisation: the cycle's proof that the child's screen really went
/// away. Both variants use it for the child's screen, so the count costs them alike.
final class CountedScreen: Screen {
    let deinitialised: AtomicCounter

    init(title: String, deinitialised: AtomicCounter) {
        self.deinitialised = deinitialised
        super.init(title: title)
    }

    deinit {
        deinitialised.increment()
    }
}
