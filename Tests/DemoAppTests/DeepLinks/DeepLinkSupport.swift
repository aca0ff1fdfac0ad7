import FlowKit
import Testing

@testable import DemoApp
@testable import FlowKitScript

/// The links of the demo's table (README), with what each shows.
enum DemoLinks {
    /// Every link of the table, with `compose` and `settings` repeated a few times.
    static let table: [String] = [
        "demo://lizard", "demo://lizard/compose", "demo://lizard/compose/compose/compose",
        "demo://wakingup", "demo://wakingup/settings", "demo://wakingup/settings/settings/settings",
        "demo://wakingup/settings/compose", "demo://wakingup/settings/settings/compose/compose",
        "demo://wakingup/website", "demo://profile", "demo://profile/update-details",
        "demo://profile/update-details/last-name", "demo://profile/edit-bio",
    ]

    /// The host and segments of a table link.
    static func route(of link: String) -> [String] {
        link.dropFirst("demo://".count).split(separator: "/").map(String.init)
    }

    /// What a table link shows: the selected tab, its stack, then the title of each modal.
    static func expected(_ link: String) -> String {
        let route = route(of: link)
        let rest = route.dropFirst()
        switch route[0] {
        case "lizard":
            return describe(tab: "Lizard", stack: ["Lizard"], modals: rest.map { _ in "Compose" })
        case "wakingup":
            if rest.first == "website" { return describe(tab: "Waking Up", stack: ["Waking Up"], modals: ["Safari"]) }
            let settings = rest.prefix { $0 == "settings" }.map { _ in "Settings" }
            let modals = rest.drop { $0 == "settings" }.map { _ in "Compose" }
            return describe(tab: "Waking Up", stack: ["Waking Up"] + settings, modals: modals)
        default:
            let names = ["update-details": "First Name", "last-name": "Last Name", "edit-bio": "Edit Bio"]
            return describe(tab: "Profile", stack: ["Profile"] + rest.map { names[$0] ?? $0 }, modals: [])
        }
    }

    static func describe(tab: String, stack: [String], modals: [String]) -> String {
        "\(tab): \(stack.joined(separator: " > ")) | \(modals.joined(separator: " / "))"
    }

    /// What the window shows, in the form of ``expected(_:)``.
    @MainActor
    static func visible(_ window: Window) -> String {
        let layers = window.layers
        guard let tabs = layers.first as? TabBar, let tab = tabs.selectedTab as? NavigationStack else {
            return window.hierarchyDescription
        }
        return describe(tab: tab.title, stack: tab.screens.map(\.title), modals: layers.dropFirst().map(\.title))
    }

    /// Scripted starting states: each a script run from launch.
    static let scriptedStarts: [String] = [
        "",
        "wait 1",
        "wait 1\ntap Compose",
        "wait 1\ntap Compose\ntap Compose\ntap Compose",
        "wait 1\ntap Compose\ntap OK\ntap Compose",
        "wait 1\ntab Waking Up",
        "wait 1\ntab Waking Up\ntap Settings\ntap Settings\ntap Settings\ntap Compose\ntap Compose",
        "wait 1\ntab Waking Up\ntap Open Website",
        "wait 1\ntab Waking Up\ntap Settings\ntap Settings\ntab Profile\ntap Update Details\ntap Next",
        "wait 1\ntab Profile\ntap Update Details\ntap Next\ntap Save",
        "wait 1\ntab Waking Up\ntap Settings\ntap Logout",
        "wait 1\ntab Profile\ntap Update Details\ntab Lizard\ntap Compose",
        "wait 1\ntab Profile\ntap Edit Bio",
        "wait 1\ntab Profile\ntap Edit Bio\ntap Type",
        "wait 1\ntab Profile\ntap Edit Bio\ntap Type\ntab Lizard\ntap Compose",
    ]

    /// A seeded random walk from launch: taps (the bio editor's **Type** included), backs, long-press
    /// backs, swipes, tabs (re-taps included), answers to an open question and waits, `steps` long.
    ///
    /// It ends with no question open (answered either way): an open question is not saved in a snapshot,
    /// as UIKit does not restore an alert.
    ///
    /// - Returns: The title of the top-most screen after each step.
    @MainActor
    @discardableResult
    static func randomWalk(_ driver: FlowDriver, seed: UInt64, steps: Int) -> [String] {
        var random = SeededRandom(seed: seed)
        let executor = ActionExecutor(driver: driver, timing: .virtual)
        var visited: [String] = []
        for _ in 0..<steps {
            _ = executor.execute(randomAction(in: driver.snapshot(), random: &random))
            visited.append(driver.snapshot().topScreen?.title ?? "")
        }
        if driver.snapshot().asksQuestion {
            _ = executor.execute(.gesture(random.below(2) == 0 ? .confirm : .cancel))
        }
        return visited
    }

    /// One action a user could take on `snapshot`, picked at random.
    static func randomAction(in snapshot: DemoSnapshot, random: inout SeededRandom) -> DemoAction {
        var choices: [DemoAction] = [.wait(seconds: 1)]
        choices += (snapshot.topScreen?.buttons ?? []).map { .gesture(.tap($0)) }
        let levels = snapshot.poppableLevels
        if levels > 0 {
            choices += [.gesture(.back), .gesture(.swipeBack(cancelled: false)), .gesture(.backTo(levels: levels))]
        }
        if snapshot.canSwipeDown { choices.append(.gesture(.swipeDown(cancelled: false))) }
        if snapshot.asksQuestion { choices += [.gesture(.confirm), .gesture(.cancel)] }
        choices += (snapshot.reachableTabs?.titles ?? []).map { .gesture(.tab($0)) }
        return choices[random.below(choices.count)]
    }
}
