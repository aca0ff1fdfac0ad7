import Testing

@testable import FlowKit

/// One line of the release table (README, "Which path releases what"): a tree, what an event removed and
/// why, and the releases the policy must plan, in order.
struct ReleaseRow: Sendable, CustomTestStringConvertible {
    var path: String
    var tree: TreeSpec
    /// The screens the event removed (also out of the window).
    var removed: [String]
    var cause: NavigationCause
    /// Coordinators to judge besides the owners of removed screens.
    var suspects: [String] = []
    var releases: [String]
    /// Coordinators the plan leaves to judge at the next removal.
    var nextSuspects: [String] = []

    var testDescription: String { path }
}

typealias Node = TreeSpec.Node

/// The release table: every hidden path the README lists, each as the event it publishes.
let releaseTable: [ReleaseRow] = [
    ReleaseRow(
        path: "back button: the pushed flow whose last screen left",
        tree: TreeSpec(nodes: [Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"])]
        ),
        removed: ["a1"], cause: .backButton, releases: ["A: screens removed (back)"]),
    ReleaseRow(
        path: "back button: a flow with a screen left stays",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1", "a2"]),
        ]),
        removed: ["a2"], cause: .backButton, releases: []),
    ReleaseRow(
        path: "completed swipe-back: as the back button, with its own cause",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
            Node(name: "B", parent: "A", screens: ["b1"]),
        ]),
        removed: ["b1"], cause: .swipeBack, releases: ["B: screens removed (swipe-back)"]),
    ReleaseRow(
        path: "cancelled swipe-back: no change, no event; asked anyway, nothing removed releases nothing",
        tree: TreeSpec(nodes: [Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"])]
        ),
        removed: [], cause: .swipeBack, releases: []),
    ReleaseRow(
        path: "pop to root: a chain of three, innermost first",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
            Node(name: "B", parent: "A", screens: ["b1", "b2"]), Node(name: "C", parent: "B", screens: ["c1"]),
        ]),
        removed: ["a1", "b1", "b2", "c1"], cause: .popToRoot,
        releases: [
            "C: screens removed (pop-to-root)", "B: screens removed (pop-to-root)", "A: screens removed (pop-to-root)",
        ]),
    ReleaseRow(
        path: "setViewControllers: the flows it drops",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
            Node(name: "B", parent: "A", screens: ["b1"]),
        ]),
        removed: ["a1", "b1"], cause: .setScreens,
        releases: ["B: screens removed (set-screens)", "A: screens removed (set-screens)"]),
    ReleaseRow(
        path: "setViewControllers: a parent whose child keeps a screen stays",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
            Node(name: "B", parent: "A", screens: ["b1"]),
        ]),
        removed: ["a1"], cause: .setScreens, releases: []),
    ReleaseRow(
        path: "long-press back two levels: exactly the flows above",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
            Node(name: "B", parent: "A", screens: ["b1"]), Node(name: "C", parent: "B", screens: ["c1"]),
        ]),
        removed: ["b1", "c1"], cause: .longPressBack,
        releases: ["C: screens removed (long-press-back)", "B: screens removed (long-press-back)"]),
    ReleaseRow(
        path: "swipe-down: the modal's flow, and a child inside it with the swipe-down's reason",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "M", parent: "Root", screens: ["modal", "m1", "m2"]),
            Node(name: "K", parent: "M", screens: ["k1"]),
        ]),
        removed: ["modal", "m1", "m2", "k1"], cause: .swipeDown,
        releases: ["K: screens removed (swipe-down)", "M: screens removed (swipe-down)"]),
    ReleaseRow(
        path: "dismissal of the first of three stacked modals: all three",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "M1", parent: "Root", screens: ["s1", "m1"]),
            Node(name: "M2", parent: "M1", screens: ["s2", "m2"]),
            Node(name: "M3", parent: "M2", screens: ["s3", "m3"]),
        ]),
        removed: ["s1", "m1", "s2", "m2", "s3", "m3"], cause: .dismiss,
        releases: [
            "M3: screens removed (dismiss)", "M2: screens removed (dismiss)", "M1: screens removed (dismiss)",
        ]),
    ReleaseRow(
        path: "tab re-tap: the pushed flows of that tab only",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["tabs"]), Node(name: "L", parent: "Root", screens: ["l1"]),
            Node(name: "P1", parent: "L", screens: ["p1"]), Node(name: "P2", parent: "P1", screens: ["p2"]),
            Node(name: "W", parent: "Root", screens: ["w1"]), Node(name: "Q", parent: "W", screens: ["q1"]),
        ]),
        removed: ["p1", "p2"], cause: .tabReselected,
        releases: ["P2: screens removed (tab-reselected)", "P1: screens removed (tab-reselected)"]),
    ReleaseRow(
        path: "root replaced (logout): the whole session, innermost first, the root never",
        tree: TreeSpec(
            nodes: [
                Node(name: "Root", screens: ["splash"]), Node(name: "Tabs", parent: "Root", screens: ["tabbar"]),
                Node(name: "L", parent: "Tabs", screens: ["l1"]), Node(name: "C", parent: "L", screens: ["compose"]),
                Node(name: "W", parent: "Tabs", screens: ["w1"]),
            ],
            gone: ["splash"]),
        removed: ["splash", "tabbar", "l1", "compose", "w1"], cause: .setRoot,
        releases: [
            "C: screens removed (set-root)", "L: screens removed (set-root)", "W: screens removed (set-root)",
            "Tabs: screens removed (set-root)",
        ]),
    ReleaseRow(
        path: "anchor: a screen of an anchored flow leaves, the anchor stays: nothing",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]),
            Node(name: "A", parent: "Root", screens: ["key", "detail"], anchor: "key"),
        ]),
        removed: ["detail"], cause: .popTo, releases: []),
    ReleaseRow(
        path: "anchor: the anchor leaves; a child still shown goes with it (ancestor released)",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]),
            Node(name: "A", parent: "Root", screens: ["key", "summary"], anchor: "key"),
            Node(name: "B", parent: "A", screens: ["b1"]),
        ]),
        removed: ["key"], cause: .setScreens, releases: ["B: ancestor released", "A: screens removed (set-screens)"]),
    ReleaseRow(
        path: "never in the window: not released for being absent, but with an absent ancestor",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
            Node(name: "W", parent: "A", wasPresent: false),
        ]),
        removed: ["a1"], cause: .backButton, releases: ["W: ancestor released", "A: screens removed (back)"]),
    ReleaseRow(
        path: "suspect: a parent present only through a released child goes at the next removal",
        tree: TreeSpec(
            nodes: [
                Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
                Node(name: "X", parent: "Root", screens: ["x1"]),
            ],
            gone: ["a1"]),
        removed: ["x1"], cause: .pop, suspects: ["A"],
        releases: ["A: screens removed (pop)", "X: screens removed (pop)"]),
    ReleaseRow(
        path: "order: disjoint flows in tree order, a later sibling after an earlier one's child",
        tree: TreeSpec(nodes: [
            Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
            Node(name: "B", parent: "Root", screens: ["b1"]), Node(name: "A1", parent: "A", screens: ["x1"]),
        ]),
        removed: ["b1", "x1"], cause: .setScreens,
        releases: ["A1: screens removed (set-screens)", "B: screens removed (set-screens)"]),
    ReleaseRow(
        path: "a released child leaves its parent, present only through children, to the next removal",
        tree: TreeSpec(
            nodes: [
                Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
                Node(name: "M", parent: "A", screens: ["modal", "m1"]), Node(name: "N", parent: "A", screens: ["n1"]),
            ],
            gone: ["a1"]),
        removed: ["modal", "m1"], cause: .swipeDown, releases: ["M: screens removed (swipe-down)"],
        nextSuspects: ["A"]),
]

/// The release policy on its own: no router, no window; a fake view of a tree answers its questions.
@MainActor
@Suite struct ReleasePolicyTests {
    @Test(arguments: releaseTable)
    func theReleaseTable(_ row: ReleaseRow) {
        var tree = row.tree
        tree.gone += row.removed
        let facts = FakeReleaseFacts(tree)
        let policy = ReleasePolicy(facts: facts)
        let plan = policy.afterRemoving(
            facts.screens(row.removed), cause: row.cause, suspects: row.suspects.map(facts.coordinator))
        #expect(facts.describe(plan.releases) == row.releases)
        #expect(facts.names(plan.suspects) == row.nextSuspects)
    }

    /// The router lends the policy one plan, emptied between judgments (its storage kept): every row plans
    /// into it, one after the other, what it plans into a new one.
    @Test func theReleaseTableIntoOneReusedPlan() {
        var plan = ReleasePolicy<FakeReleaseFacts>.Plan()
        for row in releaseTable {
            var tree = row.tree
            tree.gone += row.removed
            let facts = FakeReleaseFacts(tree)
            let policy = ReleasePolicy(facts: facts)
            policy.afterRemoving(
                facts.screens(row.removed), cause: row.cause, suspects: row.suspects.map(facts.coordinator),
                into: &plan)
            #expect(facts.describe(plan.releases) == row.releases, "\(row.path)")
            #expect(facts.names(plan.suspects) == row.nextSuspects, "\(row.path)")
            plan.removeAll()
        }
    }

    @Test func aCoordinatorThatEndsItselfGoesAfterItsDescendantsInnermostFirst() {
        let facts = FakeReleaseFacts(
            TreeSpec(nodes: [
                Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
                Node(name: "M", parent: "A", screens: ["modal", "m1"]), Node(name: "N", parent: "M", screens: ["n1"]),
                Node(name: "K", parent: "A", screens: ["k1"]),
            ]))
        let policy = ReleasePolicy(facts: facts)
        let plan = policy.finishing(facts.coordinator("A"), reason: .finished)
        #expect(
            facts.describe(plan.releases) == [
                "N: ancestor released", "M: ancestor released", "K: ancestor released", "A: finished",
            ])
        #expect(plan.suspects.isEmpty)
        #expect(policy.finishing(facts.coordinator("N"), reason: .deepLink).suspects.isEmpty)
    }

    /// The table's rows for a coordinator that ends itself: a first output, a deep link that leads
    /// elsewhere, a cancelled awaiting task, a failed start (or presentation once started).
    @Test(arguments: [
        ReleaseReason.finished, .completedWithoutResult, .deepLink, .taskCancelled,
        .startFailed(.notInWindow(screen: "a1")),
    ])
    func aCoordinatorThatEndsItselfTakesItsOwnReasonAndItsChildrenAncestorReleased(_ reason: ReleaseReason) {
        let facts = FakeReleaseFacts(
            TreeSpec(nodes: [
                Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
                Node(name: "B", parent: "A", screens: ["b1"]),
            ]))
        let plan = ReleasePolicy(facts: facts).finishing(facts.coordinator("A"), reason: reason)
        #expect(facts.describe(plan.releases) == ["B: ancestor released", "A: \(reason)"])
        #expect(plan.suspects.isEmpty)
    }

    @Test func aChildThatEndsItselfLeavesAParentWithoutScreensOfItsOwnToTheNextRemoval() {
        let facts = FakeReleaseFacts(
            TreeSpec(
                nodes: [
                    Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
                    Node(name: "M", parent: "A", screens: ["modal", "m1"]),
                ],
                gone: ["a1"]))
        let plan = ReleasePolicy(facts: facts).finishing(facts.coordinator("M"), reason: .finished)
        #expect(facts.describe(plan.releases) == ["M: finished"])
        #expect(facts.names(plan.suspects) == ["A"])
    }

    @Test func aReleasedCoordinatorEndsNothing() {
        let facts = FakeReleaseFacts(
            TreeSpec(nodes: [
                Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"], running: false),
            ]))
        let policy = ReleasePolicy(facts: facts)
        #expect(policy.finishing(facts.coordinator("A"), reason: .finished).releases.isEmpty)
        #expect(policy.afterRemoving(facts.screens(["a1"]), cause: .pop, suspects: []).releases.isEmpty)
    }

    @Test func addedScreensMakeTheirOwnersAndAncestorsPresentUpToTheFirstAlreadyPresent() {
        let facts = FakeReleaseFacts(
            TreeSpec(
                nodes: [
                    Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
                    Node(name: "B", parent: "A", screens: ["b1"], wasPresent: false),
                    Node(name: "C", parent: "B", screens: ["c1"], wasPresent: false),
                    Node(name: "K", parent: "B", screens: ["key"], anchor: "key", wasPresent: false),
                    Node(name: "L", parent: "K", screens: ["l1"], wasPresent: false),
                ],
                gone: ["key"]))
        let policy = ReleasePolicy(facts: facts)
        #expect(facts.names(policy.newlyPresent(owning: facts.screens(["c1", "b1"]))) == ["C", "B"])
        // An anchored coordinator whose anchor is away is not recorded, but its ancestors are.
        #expect(facts.names(policy.newlyPresent(owning: facts.screens(["l1"]))) == ["L", "B"])
        #expect(facts.names(policy.newlyPresent(from: facts.coordinator("A"))).isEmpty)
    }

    @Test func thePresenceRuleLooksAtTheAnchorOrOwnScreensThenTheChildren() {
        let facts = FakeReleaseFacts(
            TreeSpec(
                nodes: [
                    Node(name: "Root", screens: ["home"]), Node(name: "A", parent: "Root", screens: ["a1"]),
                    Node(name: "B", parent: "A", screens: ["b1"]),
                    Node(name: "K", parent: "Root", screens: ["key", "k1"], anchor: "key"),
                    Node(name: "G", parent: "Root", screens: ["g1"], running: false),
                ],
                gone: ["a1", "key"]))
        let policy = ReleasePolicy(facts: facts)
        #expect(policy.ownPresence(facts.coordinator("A")) == nil)
        #expect(policy.isPresent(facts.coordinator("A")))
        #expect(policy.ownPresence(facts.coordinator("K")) == false)
        #expect(!policy.isPresent(facts.coordinator("K")))
        #expect(!policy.isPresent(facts.coordinator("G")))
    }
}
