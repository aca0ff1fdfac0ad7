#if canImport(SwiftUI)
    import FlowKit

    /// A screen as a SwiftUI value: a path element (`Hashable`) and a presented item (`Identifiable`),
    /// equal only to itself (screens are compared by identity).
    package struct ScreenID: Hashable, Identifiable, Sendable {
        /// The screen.
        package let screen: Screen

        /// Wraps `screen`.
        package init(_ screen: Screen) { self.screen = screen }

        /// The screen's identity.
        package var id: ObjectIdentifier { ObjectIdentifier(screen) }

        package static func == (lhs: ScreenID, rhs: ScreenID) -> Bool { lhs.screen === rhs.screen }

        package func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }
#endif
