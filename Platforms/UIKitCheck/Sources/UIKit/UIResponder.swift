/// The base of views and view controllers.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}
