import FlowKit

/// After First Name: `last-name` shows Last Name; nothing more pops back to First Name.
extension UpdateDetailsCoordinator: DeepLinkHandling {
    static func validate(_ route: ArraySlice<String>) throws(DeepLinkError) {
        for index in route.indices where index != route.startIndex || route[index] != "last-name" {
            throw .unknownSegment(
                segment: route[index], index: index,
                flow: index == route.startIndex ? "UpdateDetailsCoordinator" : "UpdateDetailsCoordinator (Last Name)")
        }
    }

    func apply(_ route: ArraySlice<String>) throws(NavigationError) -> DeepLinkApplication {
        let mine = screens.filter { $0.window != nil }
        guard let stack = navigationStack, let firstName = mine.first(where: { $0.title == "First Name" }) else {
            return .applied
        }
        let showsLastName = mine.contains { $0.title == "Last Name" }
        if route.isEmpty, showsLastName {
            _ = try stack.popTo(firstName)
        } else if !route.isEmpty, !showsLastName {
            try showLastName()
        }
        return .applied
    }

    /// Whether the flow saved and shows its **Result** screen.
    var hasSaved: Bool { screens.contains { $0.title == "Result" } }
}
