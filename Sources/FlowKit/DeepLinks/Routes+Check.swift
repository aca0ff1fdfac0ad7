extension Routes {
    /// Checks the part of a link this flow and the flows it reaches are responsible for, from their
    /// declarations alone: nothing needs to run, nothing moves.
    ///
    /// - Parameter route: The remaining parts of ``DeepLink/route``; its indices are positions in the whole
    ///   route (0 is the host), for error messages.
    /// - Throws: ``DeepLinkError/unknownHost(host:)`` (at index 0), ``DeepLinkError/unknownSegment(segment:index:flow:)``,
    ///   ``DeepLinkError/missingParameter(segment:index:flow:)`` or
    ///   ``DeepLinkError/invalidParameter(_:index:expected:)`` for the first part no route takes.
    func check(_ route: ArraySlice<String>) throws(DeepLinkError) {
        var index = route.startIndex
        var screensFrom = 0
        while index < route.endIndex {
            let segment = route[index]
            guard let (position, found) = self.route(for: segment, screensFrom: screensFrom) else {
                if let taker = linkTaker { return try checkRoute(taker.childType, route[index...]) }
                if index == 0 { throw .unknownHost(host: segment) }
                throw .unknownSegment(segment: segment, index: index, flow: flowName)
            }
            index += 1
            switch found.sort {
            case .screen:
                screensFrom = position + 1
            case .tab(let tab):
                return try checkRoute(tab.childType, route[index...])
            case .child(let child):
                if let parameter = child.parameter {
                    guard index < route.endIndex else {
                        throw .missingParameter(segment: segment, index: index, flow: flowName)
                    }
                    guard parameter.parse(route[index]) != nil else {
                        throw .invalidParameter(route[index], index: index, expected: parameter.typeName)
                    }
                    index += 1
                }
                return try checkRoute(child.childType, route[index...])
            }
        }
    }
}

/// Checks `route` against the routes of a flow type.
@MainActor
func checkRoute(_ type: any Routable.Type, _ route: ArraySlice<String>) throws(DeepLinkError) {
    func check<Flow: Routable>(_ type: Flow.Type) throws(DeepLinkError) { try Flow.routes.check(route) }
    try check(type)
}
