import FlowKit

/// The tab bar: **Lizard**, **Waking Up** and **Profile**, each a navigation stack run by its own
/// coordinator. Finishes when the user logs out (from Settings, through ``WakingUpCoordinator``).
@MainActor
final class TabCoordinator: BaseCoordinator<Void> {
    /// The tab bar, once shown.
    private(set) weak var tabBar: TabBar?

    override func start() throws(NavigationError) -> ResultPublisher {
        let lizard = NavigationStack(title: "Lizard")
        let wakingUp = NavigationStack(title: "Waking Up")
        let profile = NavigationStack(title: "Profile")
        let tabs = try TabBar(tabs: [lizard, wakingUp, profile])
        tabBar = tabs
        own(tabs)
        try show(tabs)
        try push(LizardCoordinator(), on: lizard)
        onResult(of: try push(WakingUpCoordinator(), on: wakingUp)) { [weak self] value in
            if value != nil { self?.finish() }
        }
        try push(ProfileCoordinator(), on: profile)
        return resultFromFinish
    }
}
