#if canImport(SwiftUI)
    import FlowKit
    import FlowKitSwiftUI
    import SwiftUI

    /// Settings: **Account** pushes another Settings screen, **Logout** finishes (bubbling up from a pushed
    /// one). The user's back button, swipe-back and long-press back menu reach the model through the
    /// stack's path binding, and release the Settings flows they pop.
    @MainActor
    final class SettingsFlow: BaseCoordinator<Void> {
        override func start() throws(NavigationError) -> ResultPublisher {
            let content = SwiftUIContent { [weak self] in
                SettingsView(
                    account: { try self?.pushAccount() },
                    logout: { self?.finish() })
            }
            try show(Screen(title: "Settings", content: content))
            return resultFromFinish
        }

        private func pushAccount() throws {
            guard let stack = navigationStack else { return }
            onResult(of: try push(SettingsFlow(), on: stack)) { [weak self] value in
                if value != nil { self?.finish() }
            }
        }
    }

    /// The Settings screen's SwiftUI view: two buttons, and the error of one that failed.
    struct SettingsView: View {
        let account: @MainActor () throws -> Void
        let logout: @MainActor () -> Void
        @State private var failure: String?

        init(account: @escaping @MainActor () throws -> Void, logout: @escaping @MainActor () -> Void) {
            self.account = account
            self.logout = logout
        }

        var body: some View {
            VStack {
                Button("Account") {
                    do {
                        try account()
                    } catch {
                        failure = "\(error)"
                    }
                }
                Button("Logout") { logout() }
                if let failure { Text(failure) }
            }
            .navigationTitle("Settings")
        }
    }
#endif
