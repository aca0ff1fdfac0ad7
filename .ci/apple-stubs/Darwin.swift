// A stand-in for the part of Apple's `Darwin` module that Signals uses, with the SDK's signatures and
// availability (os/lock.h: `os_unfair_lock` from macOS 10.12, iOS 10, tvOS 10, watchOS 3), for
// .ci/apple-availability, which type-checks Signals and FlowKit for an Apple target on Linux. Nothing
// here runs: the bodies only make it compile.

public struct _opaque_pthread_t {}
public typealias pthread_t = UnsafeMutablePointer<_opaque_pthread_t>

public func pthread_self() -> pthread_t { fatalError("stub") }

public struct os_unfair_lock_s {
    public var _os_unfair_lock_opaque: UInt32
    public init() { _os_unfair_lock_opaque = 0 }
    public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}
public typealias os_unfair_lock = os_unfair_lock_s
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {}

@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {}

public var SIGTRAP: Int32 { 5 }

@discardableResult  // as every imported C function
public func raise(_ signal: Int32) -> Int32 { 0 }
