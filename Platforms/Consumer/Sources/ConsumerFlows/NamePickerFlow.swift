import FlowKit
import Signals

/// One screen offering a button per name (a flow written in the publisher style, with Signals): its result is the name tapped; **Cancel** finishes without one.
///
/// ```swift
/// try onResult(of: present(NamePickerFlow(names: ["Ada", "Grace"]), from: screen)) { name in
///     print(name ?? "no name")
/// }
/// ```
@MainActor
public final class NamePickerFlow: BaseCoordinator<String> {
    /// The names offered, one button each, in order.
    public let names: [String]

    /// Creates a picker offering `names`.
    ///
    /// - Parameter names: The names offered.
    public init(names: [String] = ["Ada", "Grace"]) {
        self.names = names
        super.init()
    }

    /// Shows the "Choose a name" screen.
    ///
    /// - Returns: The name tapped, or nothing if the user cancels.
    /// - Throws: A ``NavigationError`` if the screen cannot be shown.
    public override func start() throws(NavigationError) -> AnyPublisher<String, Never> {
        let picked = PassthroughSubject<String, Never>()
        let buttons = names.map { name in Screen.Button(name) { picked.send(name) } }
        let cancel = Screen.Button("Cancel") { picked.send(completion: .finished) }
        try show(Screen(title: "Choose a name", buttons: buttons + [cancel]))
        return picked.eraseToAnyPublisher()
    }
}
