/// A weak reference to a screen.
struct WeakScreen {
    weak var screen: Screen?
}
