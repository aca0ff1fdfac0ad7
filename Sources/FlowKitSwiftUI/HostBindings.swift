#if canImport(SwiftUI)
    import FlowKit
    import SwiftUI

    /// The bindings the views hand to SwiftUI: each reads the ``FlowKit/BindingHost``'s value and writes
    /// through its setter, where the shared synchronizer names the user's change.
    @MainActor
    package struct HostBindings {
        /// The host read and written.
        package let host: BindingHost

        /// Binds a host.
        package init(host: BindingHost) { self.host = host }

        /// A `NavigationStack`'s path: the screens above the stack's root.
        package func path(of stack: FlowKit.NavigationStack) -> Binding<[ScreenID]> {
            Binding(
                get: { @MainActor [host] in host.path(of: stack).map(ScreenID.init) },
                set: { @MainActor [host] in host.setPath($0.map(\.screen), of: stack) })
        }

        /// A `TabView`'s selection: the selected tab.
        package func selection(of tabBar: TabBar) -> Binding<ScreenID?> {
            Binding(
                get: { @MainActor [host] in
                    let tabs = host.tabs(of: tabBar)
                    let index = host.selection(of: tabBar)
                    return tabs.indices.contains(index) ? ScreenID(tabs[index]) : nil
                },
                set: { @MainActor [host] in
                    guard let tab = $0, let index = host.tabs(of: tabBar).firstIndex(where: { $0 === tab.screen })
                    else { return }  // SwiftUI writes only the tags it was given
                    host.setSelection(index, of: tabBar)
                })
        }

        /// A `.sheet` or `.fullScreenCover` item: what `presenter` presents, when it is shown that way.
        package func presented(by presenter: Screen, as presentation: SwiftUIContent.Presentation)
            -> Binding<ScreenID?>
        {
            Binding(
                get: { @MainActor [host] in
                    guard let screen = host.presented(by: presenter), Self.presentation(of: screen) == presentation
                    else { return nil }
                    return ScreenID(screen)
                },
                set: { @MainActor [host] in host.setPresented($0?.screen, by: presenter) })
        }

        /// How `screen` is presented: its ``SwiftUIContent``'s choice, a sheet otherwise.
        package static func presentation(of screen: Screen) -> SwiftUIContent.Presentation {
            (screen.content as? SwiftUIContent)?.presentation ?? .sheet
        }
    }
#endif
