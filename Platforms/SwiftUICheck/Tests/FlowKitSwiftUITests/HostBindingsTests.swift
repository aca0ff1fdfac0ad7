import FlowKit
import FlowKitSwiftUI
import Signals
import Testing

/// The bindings FlowKitSwiftUI hands to SwiftUI, read and written as SwiftUI does (through the stub's
/// `read()` and `write(_:)`, on the closures' main-actor isolation): they show the host's values, and a
/// write reaches the model with its cause.
@MainActor
@Suite struct HostBindingsTests {
    @Test func aPathShortenedByOneIsTheBackButton() async throws {
        let window = Window()
        let stack = try NavigationStack(root: Screen(title: "Home"))
        try window.setRoot(stack)
        let host = BindingHost(window: window)
        host.start()
        try stack.push(Screen(title: "A1"))
        try stack.push(Screen(title: "A2"))
        let path = HostBindings(host: host).path(of: stack)
        #expect(await path.read().map(\.screen.title) == ["A1", "A2"])
        var causes: [String] = []
        let watch = window.events.sink { causes.append("\($0.cause)") }
        await path.write(Array(await path.read().dropLast()))
        #expect(causes == ["back"])
        #expect(stack.screens.map(\.title) == ["Home", "A1"])
        watch.cancel()
    }

    @Test func aSheetItemSetToNilIsASwipeDownAndANewSelectionATabTap() async throws {
        let window = Window()
        let tabs = try TabBar(tabs: [Screen(title: "One"), Screen(title: "Two")])
        try window.setRoot(tabs)
        let host = BindingHost(window: window)
        host.start()
        let modal = Screen(title: "Modal")
        try tabs.present(modal)
        let bindings = HostBindings(host: host)
        let sheet = bindings.presented(by: tabs, as: .sheet)
        let cover = bindings.presented(by: tabs, as: .fullScreenCover)
        #expect(await sheet.read()?.screen === modal)
        #expect(await cover.read() == nil)  // a sheet, not a cover
        host.didAppear(modal)
        var causes: [String] = []
        let watch = window.events.sink { causes.append("\($0.cause)") }
        await sheet.write(nil)
        #expect(tabs.presentedScreen == nil)
        let selection = bindings.selection(of: tabs)
        await selection.write(ScreenID(tabs.tabs[1]))
        #expect(tabs.selectedIndex == 1)
        #expect(await selection.read()?.screen === tabs.tabs[1])
        #expect(causes == ["swipe-down", "select-tab"])
        watch.cancel()
    }
}
