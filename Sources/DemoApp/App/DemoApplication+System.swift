import Foundation

extension DemoApplication {
    /// The demo wired to the real process: standard output and error, files, the keyboard and the clock.
    /// Colour is on only when standard output is a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`.
    /// - Parameter makeDriver: Makes a fresh app on a virtual clock (`true`) or a real one.
    /// - Parameter restoreDriver: Makes an app from a snapshot file's text, on a virtual or a real clock.
    static func system(
        makeDriver: @escaping (_ virtualTime: Bool) -> any DemoDriver,
        restoreDriver: @escaping (_ virtualTime: Bool, _ saved: String) throws -> any DemoDriver
    ) -> DemoApplication {
        let environment = ProcessInfo.processInfo.environment
        let color =
            isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        let console = DemoConsole(
            write: { text in
                FileHandle.standardOutput.write(Data(text.utf8))
            },
            writeError: { text in
                FileHandle.standardError.write(Data(text.utf8))
            },
            color: color)
        return DemoApplication(
            makeDriver: makeDriver, console: console,
            readScript: { path in
                if path == "-" {
                    return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
                }
                return try String(contentsOfFile: path, encoding: .utf8)
            },
            realTime: { DemoTiming.realTime(stepPause: $0) },
            openTerminal: { RawTerminal.enable() },
            readLine: { Swift.readLine(strippingNewline: true) },
            restoreDriver: restoreDriver,
            writeFile: { path, text in try text.write(toFile: path, atomically: true, encoding: .utf8) })
    }
}
