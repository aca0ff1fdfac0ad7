#if canImport(SwiftUI)
    import FlowKit
    import SwiftUI

    /// One screen of the model: a stack, a tab bar or the app's view; a layer root (the window's root or a
    /// presented screen) also carries the sheet and cover of what it presents.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct ScreenView: View {
        @ObservedObject var model: FlowViewModel
        let screen: Screen
        let isLayerRoot: Bool

        var body: some View {
            if isLayerRoot {
                presentations(of: content)
            } else {
                content
            }
        }

        @ViewBuilder private var content: some View {
            if let stack = screen as? FlowKit.NavigationStack {
                SwiftUI.NavigationStack(path: model.bindings.path(of: stack)) {
                    if let root = model.host.rootScreen(of: stack) {
                        ScreenView(model: model, screen: root, isLayerRoot: false)
                            .navigationDestination(for: ScreenID.self) { [model] in
                                ScreenView(model: model, screen: $0.screen, isLayerRoot: false)
                            }
                    }
                }
            } else if let tabBar = screen as? TabBar {
                TabView(selection: model.bindings.selection(of: tabBar)) {
                    ForEach(model.host.tabs(of: tabBar).map(ScreenID.init)) { tab in
                        ScreenView(model: model, screen: tab.screen, isLayerRoot: false)
                            .tabItem { Text(tab.screen.title) }
                            .tag(Optional(tab))
                    }
                }
            } else {
                ScreenContentView(model: model, screen: screen)
            }
        }

        /// The sheet and the cover `screen` may present, reporting their dismissal to the host.
        private func presentations(of content: some View) -> some View {
            let host = model.host
            let presenter = screen
            return
                content
                .sheet(
                    item: model.bindings.presented(by: presenter, as: .sheet),
                    onDismiss: { host.didDismiss(by: presenter) }
                ) {
                    PresentedView(model: model, screen: $0.screen)
                }
                #if os(macOS)
                    .sheet(
                        item: model.bindings.presented(by: presenter, as: .fullScreenCover),
                        onDismiss: { host.didDismiss(by: presenter) }
                    ) { PresentedView(model: model, screen: $0.screen) }
                #else
                    .fullScreenCover(
                        item: model.bindings.presented(by: presenter, as: .fullScreenCover),
                        onDismiss: { host.didDismiss(by: presenter) }
                    ) { PresentedView(model: model, screen: $0.screen) }
                #endif
        }
    }

    /// A presented screen: tells the host when it appeared, and whether the user may swipe it down.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    struct PresentedView: View {
        @ObservedObject var model: FlowViewModel
        let screen: Screen

        var body: some View {
            ScreenView(model: model, screen: screen, isLayerRoot: true)
                .interactiveDismissDisabled(model.host.isSwipeDownDisabled(screen))
                .onAppear { [host = model.host, screen] in host.didAppear(screen) }
        }
    }
#endif
