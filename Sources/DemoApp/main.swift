import Foundation

// Each run gets a fresh app: FlowKit's window and router running the flows of `Flows/`, on a virtual
// clock (`--virtual-time`) or the real one.
let application = DemoApplication.system(
    makeDriver: { virtualTime in FlowDriver(clock: virtualTime ? .virtual() : .real()) },
    restoreDriver: { virtualTime, saved in
        try FlowDriver.restoring(saved, clock: virtualTime ? .virtual() : .real())
    })
exit(application.run(Array(CommandLine.arguments.dropFirst())).rawValue)
