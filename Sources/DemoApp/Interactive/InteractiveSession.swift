import FlowKitScript

/// The keyboard-driven mode: draws the app, reads a key (or a line), acts, redraws; prints the report on
/// quit or at the end of the input.
///
/// In real time the app's clock follows the wall clock (idle timeouts and the time between lines
/// advance it), so the splash leaves by itself; with virtual time only `w` moves it.
@MainActor
final class InteractiveSession {
    private let driver: any DemoDriver
    private let console: DemoConsole
    private let timing: DemoTiming
    private let clearsScreen: Bool
    private var lastTime: Double
    private var lineNumber = 0
    private var status: (text: String, isError: Bool)?

    /// Creates a session.
    /// - Parameters:
    ///   - driver: The app.
    ///   - console: Where to draw.
    ///   - timing: Real time (the app's clock follows the wall clock) or virtual.
    ///   - clearsScreen: Whether to clear the terminal before each drawing (raw terminals).
    init(driver: any DemoDriver, console: DemoConsole, timing: DemoTiming, clearsScreen: Bool) {
        self.driver = driver
        self.console = console
        self.timing = timing
        self.clearsScreen = clearsScreen
        self.lastTime = timing.now()
    }

    /// Runs until `q` or the end of the input.
    /// - Parameter source: Where keys or lines come from.
    /// - Returns: ``DemoExitCode/success`` unless coordinators leaked.
    func run(_ source: some KeySource) -> DemoExitCode {
        draw()
        loop: while true {
            let input = source.next()
            let timeChanged = followWallClock()
            let command: Result<InteractiveCommand, KeyMapError>
            switch input {
            case .end:
                break loop
            case .idle:
                if timeChanged { draw() }
                continue
            case .key(let key):
                command = KeyMap.command(for: key, in: driver.snapshot())
            case .line(let line):
                lineNumber += 1
                command = self.command(forLine: line)
            }
            switch command {
            case .success(.quit):
                break loop
            case .success(.redraw):
                status = nil
            case .success(.readLink):
                status = ("open link: type it, then Enter", false)
                draw()
                guard let link = readLink(from: source) else { break loop }
                let action = DemoAction.gesture(.open(link))
                let failure = ActionExecutor(driver: driver, timing: .virtual).execute(action)
                status = failure.map { ($0, true) } ?? (action.scriptText, false)
            case .success(.action(let action)):
                let failure = ActionExecutor(driver: driver, timing: .virtual).execute(action)
                status = failure.map { ($0, true) } ?? (action.scriptText, false)
            case .failure(let error):
                status = (error.message, true)
            }
            draw()
        }
        let snapshot = driver.snapshot()
        console.line(DemoReport.lines(for: snapshot, color: console.color).joined(separator: "\n"))
        return DemoReport.exitCode(for: snapshot)
    }

    /// A line from a pipe: empty redraws, one character is a key, anything else a script action.
    private func command(forLine line: String) -> Result<InteractiveCommand, KeyMapError> {
        if line == "\t" { return KeyMap.command(for: .tab, in: driver.snapshot()) }
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return .success(.redraw) }
        if words.count == 1, first.count == 1 {
            return KeyMap.command(for: .character(first.first!), in: driver.snapshot())
        }
        switch ScriptParser.parseAction(words) {
        case .success(let action):
            return .success(.action(action))
        case .failure(let reason):
            let problem = ScriptProblem(line: lineNumber, text: words.joined(separator: " "), reason: reason)
            return .failure(KeyMapError(message: problem.description))
        }
    }

    /// Reads a link: the next line, or keys up to Enter in a raw terminal.
    /// - Returns: The link, or `nil` at the end of the input.
    private func readLink(from source: some KeySource) -> String? {
        var typed = ""
        while true {
            switch source.next() {
            case .end: return nil
            case .line(let line):
                lineNumber += 1
                return line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            case .key(.enter): return typed
            case .key(.character(let character)): typed.append(character)
            case .key(.interrupt): return nil
            case .key, .idle: continue
            }
        }
    }

    /// Advances the app by the wall-clock time since the last input (real time only).
    /// - Returns: Whether the app changed.
    private func followWallClock() -> Bool {
        guard timing.isRealTime else { return false }
        let now = timing.now()
        let elapsed = now - lastTime
        lastTime = now
        guard elapsed > 0 else { return false }
        let before = driver.snapshot()
        driver.advance(seconds: elapsed)
        return driver.snapshot() != before
    }

    private func draw() {
        let snapshot = driver.snapshot()
        var lines: [String] = []
        if clearsScreen { console.write("\u{1B}[H\u{1B}[2J") }
        lines.append(TextStyle.bold.apply("FlowKit DemoApp (interactive)", color: console.color))
        if let status {
            lines.append(
                status.isError ? TextStyle.alert.apply("! " + status.text, color: console.color) : "> " + status.text)
        }
        lines += StepView.lines(heading: nil, snapshot: snapshot, color: console.color)
        lines.append(KeyMap.hints(for: snapshot, color: console.color))
        console.write(lines.joined(separator: "\n") + "\n" + (clearsScreen ? "" : "\n"))
    }
}
