import Foundation

// Each run gets a fresh app: FlowKit's window and router running the flows of `Flows/`.
let application = DemoApplication.system(makeDriver: { FlowDriver() })
exit(application.run(Array(CommandLine.arguments.dropFirst())).rawValue)
