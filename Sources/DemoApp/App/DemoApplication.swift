import FlowKitScript

/// The demo's entry point, independent of the process: parses the command line, picks the mode, runs
/// it on a fresh app from ``makeDriver`` and returns the exit status. Tests build one with a fake
/// driver and a captured console; `main.swift` builds ``system(makeDriver:)``.
@MainActor
struct DemoApplication {
    /// Makes a fresh app on a virtual clock (`true`, for `--virtual-time`) or a real one; called once per
    /// run, after the command line and any script are valid.
    var makeDriver: (_ virtualTime: Bool) -> any DemoDriver
    /// Where to print; its `color` says whether the terminal allows colour (`--no-color` turns it off).
    var console: DemoConsole
    /// Reads a script file; `-` is standard input.
    var readScript: (String) throws -> String
    /// The timing for real-time runs, given the pause after each step.
    var realTime: (Double) -> DemoTiming
    /// Opens the keyboard in raw mode, or returns `nil` when standard input is not a terminal.
    var openTerminal: () -> RawTerminal?
    /// Reads a line of standard input for the line-by-line interactive mode.
    var readLine: () -> String?
    /// Makes an app from a snapshot file's text (`--restore`), on a virtual clock (`true`) or a real one.
    var restoreDriver: (_ virtualTime: Bool, _ saved: String) throws -> any DemoDriver = { _, _ in
        throw DemoDriverError(message: "this build cannot restore")
    }
    /// Writes a file (`--save`).
    var writeFile: (_ path: String, _ text: String) throws -> Void = { _, _ in }

    /// Runs the demo.
    /// - Parameter arguments: The command line without the program name.
    /// - Returns: The exit status.
    func run(_ arguments: [String]) -> DemoExitCode {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(arguments)
        } catch {
            console.errorLine(error.description)
            return .badInput
        }
        var console = self.console
        console.color = console.color && !options.noColor
        let steps: [ScriptStep]
        switch options.mode {
        case .help:
            console.write(HelpText.text)
            return .success
        case .interactive:
            steps = []
        case .tour:
            steps = DemoTour.steps
        case .script(let path):
            guard let script = load(path, console: console) else { return .badInput }
            do {
                steps = try ScriptParser.parse(script)
            } catch {
                console.errorLine("DemoApp: \(path == "-" ? "standard input" : path) is not a valid script:")
                console.errorLine(error.description)
                return .badInput
            }
        }
        let driver: any DemoDriver
        if let path = options.restore {
            guard let made = restoredDriver(path, virtualTime: options.virtualTime, console: console) else {
                return .badInput
            }
            driver = made
        } else {
            driver = makeDriver(options.virtualTime)
        }
        let code: DemoExitCode
        if options.mode == .interactive {
            code = runInteractive(driver: driver, console: console, virtualTime: options.virtualTime)
        } else {
            let pause = options.mode == .tour && !options.json ? DemoTour.stepPause : 0
            let timing = options.virtualTime ? DemoTiming.virtual : realTime(pause)
            code = ScriptRunner(driver: driver, console: console, timing: timing, json: options.json).run(steps)
        }
        if let format = options.graph { console.write(driver.graph(format)) }
        if let path = options.save {
            do {
                try writeFile(path, try driver.savedState())
            } catch {
                console.errorLine("DemoApp: cannot save to \(path): \(error)")
                return .failure
            }
        }
        return code
    }

    /// The app restored from the snapshot at `path`, or `nil` after printing one line saying why not.
    private func restoredDriver(_ path: String, virtualTime: Bool, console: DemoConsole) -> (any DemoDriver)? {
        let saved: String
        do {
            saved = try readScript(path)
        } catch {
            console.errorLine("DemoApp: cannot restore \(path): the file cannot be read")
            return nil
        }
        do {
            return try restoreDriver(virtualTime, saved)
        } catch {
            let reason = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
            console.errorLine("DemoApp: cannot restore \(path): \(reason)")
            return nil
        }
    }

    private func runInteractive(driver: any DemoDriver, console: DemoConsole, virtualTime: Bool) -> DemoExitCode {
        let timing = virtualTime ? DemoTiming.virtual : realTime(0)
        if let terminal = openTerminal() {
            defer { terminal.restore() }
            return InteractiveSession(driver: driver, console: console, timing: timing, clearsScreen: true)
                .run(terminal)
        }
        return InteractiveSession(driver: driver, console: console, timing: timing, clearsScreen: false)
            .run(LineKeySource(readLine: readLine))
    }

    private func load(_ path: String, console: DemoConsole) -> String? {
        do {
            return try readScript(path)
        } catch {
            console.errorLine("DemoApp: cannot read the script \(path): \(error)")
            return nil
        }
    }
}
