/// The FlowKit cycles, each timed through coordinators and on the bare navigation model.
public enum FlowScenario: String, CaseIterable, Sendable {
    /// C1: push a child coordinator (one screen) on a stack, then tap the back button.
    case pushBack = "C1"
    /// C2: present a child coordinator modally in its own navigation stack, then swipe it down (completed).
    case presentSwipeDown = "C2"
    /// C3: C1's cycle on the top modal of a large app (by default 5 tabs, each a stack 40 screens deep run
    /// by 40 coordinators, and a chain of 5 modals; see ``LargeAppShape``): the cost of a change must not
    /// grow with the app.
    case pushBackInLargeApp = "C3"
    /// C4: from the deepest of five Settings with two modals open, a deep link to another tab's Compose
    /// and the link back (see ``LinkFixture``).
    case deepLink = "C4"
}

/// The shape of C3's large app: `tabs` tabs, each a navigation stack `depth` screens deep pushed by as many
/// nested coordinators, and a chain of `modals` modals presented from the deepest screen of the last tab,
/// each run by its own coordinator (the cycle runs on the top one).
public struct LargeAppShape: Hashable, Sendable, CustomStringConvertible {
    /// Tabs of the tab bar (at least 1).
    public var tabs: Int
    /// Screens, and nested coordinators, per tab (at least 1).
    public var depth: Int
    /// Modals presented from the deepest screen of the last tab (at least 1: the cycle's own).
    public var modals: Int

    /// The default shape: 5 tabs 40 deep and 5 modals (206 coordinators).
    public static let standard = LargeAppShape(tabs: 5, depth: 40, modals: 5)

    /// Creates a shape.
    public init(tabs: Int, depth: Int, modals: Int) {
        self.tabs = tabs
        self.depth = depth
        self.modals = modals
    }

    /// Coordinators with the root: `tabs × depth + modals + 1`.
    public var coordinators: Int { tabs * depth + modals + 1 }

    /// For example `5 tabs × 40, 5 modals`.
    public var description: String { "\(tabs) tabs × \(depth), \(modals) modals" }
}

/// How a cycle navigates: through coordinators and a `Router`, or directly on the model.
public enum FlowVariant: String, CaseIterable, Sendable {
    /// A root coordinator starts a child per cycle; the router releases it when its screen leaves.
    case coordinators
    /// The same screens pushed, presented, popped and swiped on the model; no router, no coordinator.
    case bare
}

/// The navigation state a run ends in; both variants of a scenario must end in the same one.
public struct FlowOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Child screens deinitialised: one per cycle once every child was released.
    public var released: Int
    /// Screens left in the window's root navigation stack (1: only its root).
    public var stackDepth: Int
    /// Layers of the window (1: nothing presented).
    public var layers: Int
    /// Navigation events the window published during the cycles.
    public var events: Int

    /// Creates an outcome.
    public init(released: Int, stackDepth: Int, layers: Int, events: Int) {
        self.released = released
        self.stackDepth = stackDepth
        self.layers = layers
        self.events = events
    }

    /// For example `released 1000, depth 1, layers 1, events 2000`.
    public var description: String {
        "released \(released), depth \(stackDepth), layers \(layers), events \(events)"
    }
}

/// What one timed run of a FlowKit cycle produced.
public struct FlowSample: Sendable {
    /// Wall-clock time of the cycles, in nanoseconds (set-up of the window and router excluded).
    public var nanoseconds: Double
    /// How many cycles ran.
    public var cycles: Int
    /// The navigation state at the end.
    public var outcome: FlowOutcome
    /// What went wrong (a refused navigation call, a coordinator not released); `nil` when sound.
    public var problem: String?

    /// Creates a sample.
    public init(nanoseconds: Double, cycles: Int, outcome: FlowOutcome, problem: String?) {
        self.nanoseconds = nanoseconds
        self.cycles = cycles
        self.outcome = outcome
        self.problem = problem
    }

    /// Nanoseconds per cycle.
    public var nanosecondsPerCycle: Double {
        cycles > 0 ? nanoseconds / Double(cycles) : 0
    }
}

/// What a memory run of a FlowKit cycle measured (in a fresh process).
public struct FlowMemorySample: Sendable {
    /// Cycles run before the first reading.
    public var warmUpCycles: Int
    /// Cycles run between the two readings.
    public var cycles: Int
    /// Resident set size after the warm-up, in bytes.
    public var residentBefore: Int
    /// Resident set size after the measured cycles, in bytes.
    public var residentAfter: Int
    /// Running coordinators: at set-up, after the warm-up, at the end (`nil` for the bare variant).
    public var running: [Int]?
    /// Reports the leak detector published (`nil` for the bare variant, which has no router).
    public var leakReports: Int?
    /// The navigation state at the end (over warm-up and measured cycles).
    public var outcome: FlowOutcome
    /// What went wrong; `nil` when sound.
    public var problem: String?

    /// Creates a memory sample.
    public init(
        warmUpCycles: Int, cycles: Int, residentBefore: Int, residentAfter: Int, running: [Int]?,
        leakReports: Int?, outcome: FlowOutcome, problem: String?
    ) {
        self.warmUpCycles = warmUpCycles
        self.cycles = cycles
        self.residentBefore = residentBefore
        self.residentAfter = residentAfter
        self.running = running
        self.leakReports = leakReports
        self.outcome = outcome
        self.problem = problem
    }

    /// Growth of the resident set over the measured cycles, in bytes (negative if it shrank).
    public var growth: Int { residentAfter - residentBefore }
}
