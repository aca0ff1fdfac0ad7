// The shared scenarios (`Shared/`, symlinked here) compile against the library re-exported below.
@_exported import Signals

/// The library's display name in the result table.
let libraryName = "Signals"
