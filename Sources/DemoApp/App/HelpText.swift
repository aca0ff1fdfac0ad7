import FlowKitScript

/// The text `--help` prints: modes, options, the script grammar, the keys and the exit statuses.
enum HelpText {
    /// The whole help, ending with a newline.
    static var text: String {
        var lines = [
            "FlowKit DemoApp: a splash -> tabs -> settings -> logout app whose coordinators never leak.",
            "",
            "USAGE",
            "  DemoApp [--virtual-time] [--json | --graph [mermaid|dot]] [--no-color]",
            "      plays the built-in tour and reports coordinators created, released, alive, leaked",
            "  DemoApp --script FILE [--virtual-time] [--json | --graph [mermaid|dot]] [--no-color]",
            "      runs the actions in FILE (- for standard input)",
            "  DemoApp --interactive [--virtual-time] [--graph [mermaid|dot]] [--no-color]",
            "      drives the app from the keyboard (line by line when standard input is not a terminal:",
            "      each line is a key, or a script action such as \"tap Compose\")",
            "",
            "OPTIONS",
            "  -i, --interactive     keyboard mode, redrawn after each key",
            "  --script FILE         run a script; FILE - reads standard input",
            "  --virtual-time        waits take no wall-clock time",
            "  --save FILE           when the run ends, write a snapshot of the app to FILE (JSON)",
            "  --restore FILE        start from the snapshot in FILE instead of the splash (bad file: status 2)",
            "  --json                print exactly one line of JSON per step instead of drawings:",
            "                        step, line, action, screen, screens, alive, created, released, leaks",
            "                        (and error when the step failed)",
            "  --graph [FORMAT]      at the end, print the coordinator tree as mermaid (default) or dot",
            "  --no-color            no ANSI colours (they are off anyway when output is not a terminal)",
            "  -h, --help            this help",
            "",
            "SCRIPT (one action a line; blank lines and lines starting with # are ignored)",
        ]
        let usageWidth = ScriptGrammar.reference.map(\.usage.count).max() ?? 0
        lines += ScriptGrammar.reference.map { "  " + pad($0.usage, to: usageWidth) + "  " + $0.meaning }
        lines += ["", "KEYS (--interactive; the keys that apply are shown under the screen)"]
        let keyWidth = KeyMap.reference.map(\.keys.count).max() ?? 0
        lines += KeyMap.reference.map { "  " + pad($0.keys, to: keyWidth) + "  " + $0.meaning }
        lines += [
            "",
            "EXIT STATUS",
            "  0  every action applied, every expectation held, nothing leaked",
            "  1  an action could not apply, an expectation failed, or coordinators leaked",
            "  2  bad input: unknown option or malformed script (nothing ran)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
