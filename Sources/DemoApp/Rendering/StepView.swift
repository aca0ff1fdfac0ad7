import FlowKitScript

/// The drawing printed for each step in text mode: a heading, the window, and the coordinator tree.
enum StepView {
    /// The lines for one step.
    /// - Parameters:
    ///   - heading: What happened, e.g. `3. tap Compose`; `nil` for no heading.
    ///   - snapshot: The app after the step.
    ///   - color: Whether to emphasise with ANSI escapes.
    static func lines(heading: String?, snapshot: DemoSnapshot, color: Bool) -> [String] {
        var lines: [String] = []
        if let heading { lines.append(TextStyle.bold.apply("== " + heading, color: color)) }
        lines += ScreenRenderer.lines(for: snapshot, color: color)
        lines.append(
            TextStyle.dim.apply(
                "Coordinators (\(snapshot.alive.count) alive, \(snapshot.created) created, "
                    + "\(snapshot.released) released):", color: color))
        lines += TreeRenderer.lines(for: snapshot.coordinators, color: color)
        return lines
    }
}
