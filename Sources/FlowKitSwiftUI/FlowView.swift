#if canImport(SwiftUI)
    import FlowKit
    import SwiftUI

    /// Shows a FlowKit ``FlowKit/Window`` in SwiftUI, and reports what the user does back to it.
    ///
    /// Thin glue over a ``FlowKit/BindingHost``, which decides everything: a
    /// ``FlowKit/NavigationStack`` is a `NavigationStack` whose path is the stack's screens, a
    /// ``FlowKit/TabBar`` a `TabView` whose selection is the selected tab, a presentation a `.sheet` or a
    /// `.fullScreenCover` (``SwiftUIContent/presentation``) with `interactiveDismissDisabled` while the
    /// model refuses a swipe-down. A screen shows its ``SwiftUIContent``, or a `ViewControllerContent`'s
    /// view controller (FlowKitUIKit), or what `makeView` makes.
    ///
    /// Needs iOS 16 (`NavigationStack`). The package's floor stays iOS 13: below iOS 16, use FlowKitUIKit's
    /// `UIKitHost`, with SwiftUI screens in `UIHostingController`s (`ViewControllerContent.hosting`).
    ///
    /// ```swift
    /// @main struct MyApp: App {
    ///     @State private var flow = AppFlowRunner()   // holds the Window, the Router and the BindingHost
    ///     var body: some Scene { WindowGroup { FlowView(host: flow.host) } }
    /// }
    /// ```
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public struct FlowView: View {
        @StateObject private var model: FlowViewModel

        /// Shows what `host` holds; call the host's `start()` before or after.
        ///
        /// - Parameters:
        ///   - host: The host of the model shown.
        ///   - makeView: Makes the view of a screen without content SwiftUI can show; by default its title
        ///     and buttons.
        public init(
            host: BindingHost,
            makeView: @escaping @MainActor (Screen) -> AnyView = { AnyView(DefaultScreenView(screen: $0)) }
        ) {
            _model = StateObject(wrappedValue: FlowViewModel(host: host, makeView: makeView))
        }

        /// The window's root, with what it presents.
        public var body: some View {
            if let root = model.host.root {
                ScreenView(model: model, screen: root, isLayerRoot: true)
            } else {
                EmptyView()
            }
        }
    }

    /// A screen's title and buttons, for a screen without a view of its own: a tap runs the button's
    /// action (an action that throws is reported to `onError`).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public struct DefaultScreenView: View {
        /// The screen drawn.
        public let screen: Screen
        /// Told of a button action's error; by default it is printed.
        public var onError: @MainActor (any Error) -> Void

        /// Draws `screen`.
        ///
        /// - Parameters:
        ///   - screen: The screen.
        ///   - onError: Told of a button action's error.
        public init(screen: Screen, onError: @escaping @MainActor (any Error) -> Void = { print("FlowKit: \($0)") }) {
            self.screen = screen
            self.onError = onError
        }

        /// The title and one button per ``FlowKit/Screen/buttons`` entry.
        public var body: some View {
            VStack {
                Text(screen.title)
                ForEach(screen.buttons.indices) { index in
                    Button(screen.buttons[index].label) { [screen, onError] in
                        do {
                            try screen.buttons[index].action()
                        } catch {
                            onError(error)
                        }
                    }
                }
            }
            .navigationTitle(screen.title)
        }
    }
#endif
