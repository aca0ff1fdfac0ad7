import FlowKit

extension Coordinator {
    /// Presents a fresh ``ComposeCoordinator`` modally from `screen`, for the flows whose **Compose**
    /// button counts the messages sent.
    /// - Parameters:
    ///   - screen: The screen that presents it; held weakly.
    ///   - whenSent: Called with `screen` when the compose flow finishes with `true` (and `screen` still
    ///     exists); not called on Cancel or when it is swiped down.
    /// - Throws: The `NavigationError` of FlowKit's `present(_:from:)`.
    func presentCompose(from screen: Screen, whenSent: @escaping (Screen) -> Void) throws(NavigationError) {
        onResult(of: try present(ComposeCoordinator(), from: screen)) { [weak screen] sent in
            guard let screen, sent == true else { return }
            whenSent(screen)
        }
    }
}
