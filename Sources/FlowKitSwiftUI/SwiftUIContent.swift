#if canImport(SwiftUI)
    import FlowKit
    import SwiftUI

    /// A screen's content in a SwiftUI app: the app's own view, and how the screen is presented when it
    /// is.
    ///
    /// ```swift
    /// let screen = Screen(title: "Lizard", content: SwiftUIContent { LizardView() })
    /// let cover = try NavigationStack(root: screen)
    /// cover.content = SwiftUIContent(presentation: .fullScreenCover)   // a stack draws its screens
    /// ```
    @MainActor
    public final class SwiftUIContent: ScreenContent {
        /// How a presented screen is shown.
        public enum Presentation: Sendable, Equatable {
            /// `.sheet`: the user can swipe it down (unless ``FlowKit/Screen/isModalInPresentation``).
            case sheet
            /// `.fullScreenCover` (a sheet on macOS, which has no cover).
            case fullScreenCover
        }

        /// How the screen is shown when it is presented.
        public let presentation: Presentation
        private let make: (@MainActor () -> AnyView)?

        /// Creates content shown by `view`.
        ///
        /// - Parameters:
        ///   - presentation: How the screen is shown when presented; a sheet by default.
        ///   - view: Makes the screen's view, each time SwiftUI draws the screen.
        public init<Content: View>(
            presentation: Presentation = .sheet, @ViewBuilder view: @escaping @MainActor () -> Content
        ) {
            self.presentation = presentation
            self.make = { AnyView(view()) }
        }

        /// Creates content that only says how the screen is presented: for a stack or a tab bar, which
        /// draw their own screens.
        ///
        /// - Parameter presentation: How the screen is shown when presented.
        public init(presentation: Presentation) {
            self.presentation = presentation
            self.make = nil
        }

        /// The screen's view, or `nil` for content that only says how it is presented.
        public var view: AnyView? { make?() }
    }
#endif
