#if canImport(SwiftUI)
    import FlowKit

    /// The root: a splash, then the tabs, then a splash again after logout.
    @MainActor
    final class AppFlow: BaseCoordinator<Never> {
        override func start() throws(NavigationError) -> ResultPublisher {
            try showSplash()
            return resultFromFinish
        }

        private func showSplash() throws(NavigationError) {
            onResult(of: try setRoot(SplashFlow())) { [weak self] _ in
                self?.show { app throws(NavigationError) in try app.showTabs() }
            }
        }

        private func showTabs() throws(NavigationError) {
            onResult(of: try setRoot(TabsFlow())) { [weak self] _ in
                self?.show { app throws(NavigationError) in try app.showSplash() }
            }
        }

        /// The root runs as long as the app, so it can always show the next flow: a refusal is a bug.
        private func show(_ next: (AppFlow) throws(NavigationError) -> Void) {
            do {
                try next(self)
            } catch {
                assertionFailure("cannot show the next flow: \(error)")
            }
        }
    }
#endif
