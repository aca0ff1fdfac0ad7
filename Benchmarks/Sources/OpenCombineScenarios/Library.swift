// The shared scenarios (`Shared/`, symlinked here) compile against the library re-exported below.
@_exported import OpenCombine

/// The library's display name in the result table.
let libraryName = "OpenCombine"
