/// The demo's command line, parsed by hand (no dependencies).
struct CommandLineOptions: Equatable, Sendable {
    /// What to run.
    enum Mode: Equatable, Sendable {
        /// Play the built-in tour (the default).
        case tour
        /// Run the script at this path; `-` is standard input.
        case script(String)
        /// Drive the app from the keyboard.
        case interactive
        /// Print the help and exit.
        case help
    }

    /// What to run.
    var mode: Mode = .tour
    /// Whether waits take no wall-clock time.
    var virtualTime = false
    /// Whether to print one JSON line per step instead of drawings.
    var json = false
    /// The format to print the coordinator tree in at the end, if any.
    var graph: GraphFormat?
    /// Whether colour was turned off with `--no-color`.
    var noColor = false
    /// Where to write a snapshot of the app when the run ends (`--save FILE`).
    var save: String?
    /// A snapshot to start from instead of the splash (`--restore FILE`).
    var restore: String?

    /// Parses the arguments (without the program name). `--help` or `-h` anywhere wins.
    /// - Throws: ``CommandLineError`` for an unknown option, a missing or bad value, or a conflict.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> CommandLineOptions {
        var options = CommandLineOptions()
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            options.mode = .help
            return options
        }
        var seen: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let (name, inlineValue) = split(argument)
            guard name.hasPrefix("-"), name != "-" else { throw .unexpectedArgument(argument) }
            guard seen.insert(name).inserted else { throw .repeated(name) }
            if inlineValue != nil, !["--script", "--graph", "--save", "--restore"].contains(name) {
                throw .unexpectedValue(option: name)
            }
            switch name {
            case "--interactive", "-i":
                options.mode = .interactive
            case "--virtual-time":
                options.virtualTime = true
            case "--json":
                options.json = true
            case "--no-color":
                options.noColor = true
            case "--script":
                if let inlineValue, !inlineValue.isEmpty {
                    options.mode = .script(inlineValue)
                } else if inlineValue == nil, index < arguments.count,
                    arguments[index] == "-" || !arguments[index].hasPrefix("-")
                {
                    options.mode = .script(arguments[index])
                    index += 1
                } else {
                    throw .missingValue(option: "--script", expected: "FILE (or - for standard input)")
                }
            case "--graph":
                if let inlineValue {
                    guard let format = GraphFormat(rawValue: inlineValue) else {
                        throw .invalidValue(option: "--graph", value: inlineValue, expected: "mermaid or dot")
                    }
                    options.graph = format
                } else if index < arguments.count, let format = GraphFormat(rawValue: arguments[index]) {
                    options.graph = format
                    index += 1
                } else {
                    options.graph = .mermaid
                }
            case "--save", "--restore":
                let value: String
                if let inlineValue, !inlineValue.isEmpty {
                    value = inlineValue
                } else if inlineValue == nil, index < arguments.count, !arguments[index].hasPrefix("-") {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .missingValue(option: name, expected: "FILE")
                }
                if name == "--save" { options.save = value } else { options.restore = value }
            default:
                throw .unknownOption(name)
            }
        }
        try options.checkConflicts(seen)
        return options
    }

    private func checkConflicts(_ seen: Set<String>) throws(CommandLineError) {
        let interactive = seen.contains("--interactive") || seen.contains("-i")
        if interactive, seen.contains("--script") { throw .conflict("--interactive", "--script") }
        if interactive, json { throw .conflict("--interactive", "--json") }
        if json, graph != nil { throw .conflict("--json", "--graph") }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A command line the demo does not accept; the message ends with a pointer to `--help`.
enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option the demo does not know.
    case unknownOption(String)
    /// A word that is not an option (the demo takes no positional arguments).
    case unexpectedArgument(String)
    /// An option given twice.
    case repeated(String)
    /// An option that needs a value got none.
    case missingValue(option: String, expected: String)
    /// An option got a value it does not accept.
    case invalidValue(option: String, value: String, expected: String)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String)
    /// Two options that cannot be combined.
    case conflict(String, String)

    /// A one-line message.
    var description: String {
        let message: String
        switch self {
        case .unknownOption(let option): message = "unknown option \(option)"
        case .unexpectedArgument(let argument):
            message = "unexpected argument \"\(argument)\" (to run a script, use --script FILE)"
        case .repeated(let option): message = "\(option) is given more than once"
        case .missingValue(let option, let expected): message = "\(option) needs \(expected)"
        case .invalidValue(let option, let value, let expected):
            message = "\(option) does not accept \"\(value)\"; expected \(expected)"
        case .unexpectedValue(let option): message = "\(option) takes no value"
        case .conflict(let first, let second): message = "\(first) cannot be combined with \(second)"
        }
        return "DemoApp: \(message). Run with --help for usage."
    }
}
