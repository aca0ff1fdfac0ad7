#if canImport(SwiftUI)
    import FlowKit
    import SwiftUI

    /// What every view of a ``FlowView`` observes: SwiftUI redraws them after each change the
    /// ``FlowKit/BindingHost`` makes to its values.
    @MainActor
    final class FlowViewModel: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        let bindings: HostBindings
        let makeView: @MainActor (Screen) -> AnyView

        init(host: BindingHost, makeView: @escaping @MainActor (Screen) -> AnyView) {
            bindings = HostBindings(host: host)
            self.makeView = makeView
            host.didChange = { [objectWillChange] in objectWillChange.send() }
        }

        var host: BindingHost { bindings.host }
    }
#endif
