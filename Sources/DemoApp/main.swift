import Foundation

// The demo flows plug in here: pass a closure that builds a fresh app driver (see `DemoDriver`).
let application = DemoApplication.system(makeDriver: nil)
exit(application.run(Array(CommandLine.arguments.dropFirst())).rawValue)
