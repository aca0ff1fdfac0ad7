// Signals' Foundation integration, in a module of its own so that Signals (and FlowKit) stay free of
// Foundation. `import SignalsFoundation` gives Signals as well: it is the one import a file that uses
// Combine with Foundation needs.
@_exported import Signals
