/// UIKit's console warnings (a refused presentation, an unbalanced transition), kept so that tests can
/// read them through `UIKitUser.warnings`.
@MainActor
enum UIKitLog {
    static var warnings: [String] = []

    static func warn(_ message: String) { warnings.append(message) }
}
