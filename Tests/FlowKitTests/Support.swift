import FlowKit
import Signals
import Testing

/// A shared, ordered log of what happened (events, lifecycle callbacks, results).
@MainActor
final class Log {
    var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// Returns the entries and empties the log.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A screen that logs its lifecycle callbacks as `"Title willAppear"` and so on.
@MainActor
final class LoggingScreen: Screen {
    let log: Log

    init(_ title: String, log: Log, buttons: [Screen.Button] = []) {
        self.log = log
        super.init(title: title, buttons: buttons)
    }

    override func willAppear() { log.append("\(title) willAppear") }
    override func didAppear() { log.append("\(title) didAppear") }
    override func willDisappear() { log.append("\(title) willDisappear") }
    override func didDisappear() { log.append("\(title) didDisappear") }
}

/// Records a window's events as their descriptions (no strong references to screens).
@MainActor
final class EventRecorder {
    private(set) var events: [String] = []
    private var subscription: AnyCancellable?

    init(_ window: Window) {
        subscription = window.events.sink { [weak self] event in
            self?.events.append(event.description)
        }
    }

    /// Returns the recorded events and empties the list.
    func take() -> [String] {
        defer { events = [] }
        return events
    }
}

/// The titles of a list of screens.
@MainActor
func titles(_ screens: [Screen]) -> [String] { screens.map { $0.title } }

/// Checks that exactly the visible path of the window is `.visible` and every other screen is `.hidden`.
@MainActor
func expectSettledAppearance(_ window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
    let visible = Set(window.visibleScreens.map(ObjectIdentifier.init))
    for screen in window.screens {
        let expected: Screen.Appearance = visible.contains(ObjectIdentifier(screen)) ? .visible : .hidden
        #expect(screen.appearance == expected, "\(screen)", sourceLocation: sourceLocation)
    }
}
