import FlowKit

/// The root flow: a Welcome screen whose **Choose a name** button presents ``NamePickerFlow`` and greets
/// the name picked.
///
/// ```swift
/// let window = Window()
/// let router = Router(window: window)
/// let flow = WelcomeFlow()
/// try router.start(flow)
/// try window.topScreen?.tap("Choose a name")
/// try window.topScreen?.tap("Ada")  // flow.pickedNames == ["Ada"]
/// ```
@MainActor
public final class WelcomeFlow: BaseCoordinator<Void> {
    /// The names picked so far, in order; a picker cancelled or swiped down adds none.
    public private(set) var pickedNames: [String] = []

    /// Creates the flow; a ``Router`` starts it.
    public override init() {
        super.init()
    }

    /// Shows the Welcome screen. The flow never finishes: it is the app's root.
    ///
    /// - Returns: ``BaseCoordinator/resultFromFinish``: the flow never calls `finish`.
    /// - Throws: A ``NavigationError`` if the screen cannot be shown.
    public override func start() throws(NavigationError) -> ResultPublisher {
        let welcome = Screen(title: "Welcome", lines: ["Who are you?"])
        welcome.buttons = [
            Screen.Button("Choose a name") { [weak self, weak welcome] in
                guard let self, let welcome else { return }
                self.onResult(of: try self.present(NamePickerFlow(), from: welcome)) { [weak self, weak welcome] name in
                    guard let self, let name else { return }
                    self.pickedNames.append(name)
                    welcome?.lines = ["Hello, \(name)!"]
                }
            }
        ]
        try show(welcome)
        return resultFromFinish
    }
}
