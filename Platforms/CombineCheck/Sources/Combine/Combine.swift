// The stand-in for Apple's Combine on Linux: OpenCombine (the same API, the same contracts) under the
// module name `Combine`, so that `SignalsCombine`'s sources (`import Combine`) compile and run unchanged.
@_exported import OpenCombine
