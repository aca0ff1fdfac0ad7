import FlowKitScript

/// The end-of-run report: coordinators created, released, alive and leaked.
enum DemoReport {
    /// The report lines; the first one sums up, then the live coordinators, then each leak.
    /// - Parameters:
    ///   - snapshot: The app at the end of the run.
    ///   - color: Whether to emphasise with ANSI escapes.
    static func lines(for snapshot: DemoSnapshot, color: Bool) -> [String] {
        let alive = snapshot.alive
        let leaked = snapshot.leaks.count
        let verdict =
            leaked == 0
            ? TextStyle.success.apply("0 leaked", color: color)
            : TextStyle.alert.apply("\(leaked) leaked", color: color)
        var lines = [
            TextStyle.bold.apply("Report:", color: color)
                + " \(snapshot.created) created, \(snapshot.released) released, \(alive.count) alive, " + verdict,
            "  alive: " + (alive.isEmpty ? "none" : alive.joined(separator: ", ")),
        ]
        lines += snapshot.leaks.map { "  " + TextStyle.alert.apply("leak:", color: color) + " " + $0 }
        return lines
    }

    /// The exit status a finished run earns: success unless something leaked.
    static func exitCode(for snapshot: DemoSnapshot) -> DemoExitCode {
        snapshot.leaks.isEmpty ? .success : .failure
    }
}
