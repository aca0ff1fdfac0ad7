#if canImport(Synchronization)
    import Synchronization
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a body on several POSIX threads at once and waits for all of them.
public enum Threads {
    /// Starts `count` threads, lets them pass a start barrier together, runs `body(index)` on each and
    /// joins them all.
    ///
    /// - Returns: The elapsed time from before the threads were created until all were joined, in
    ///   nanoseconds (thread creation costs microseconds; the bodies run for seconds).
    public static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Double {
        let ready = Gate(expected: count)
        var threads: [pthread_t] = []
        return Stopwatch.measure {
            for index in 0..<count {
                let context = Context {
                    ready.arriveAndWait()
                    body(index)
                }
                let argument = Unmanaged.passRetained(context).toOpaque()
                #if canImport(Darwin)
                    var thread: pthread_t?
                #else
                    var thread = pthread_t()
                #endif
                let status = pthread_create(&thread, nil, threadEntry, argument)
                precondition(status == 0, "pthread_create failed: \(status)")
                #if canImport(Darwin)
                    threads.append(thread!)
                #else
                    threads.append(thread)
                #endif
            }
            for thread in threads {
                pthread_join(thread, nil)
            }
        }
    }
}

extension Threads {
    /// Starts a thread that sleeps for the rest of the process, once.
    ///
    /// glibc runs the atomic instructions of `pthread_mutex_lock`/`unlock` (OpenCombine's locks on
    /// Linux) only once the process has started a second thread: a single-threaded benchmark would
    /// measure cheaper locks than any real app (which always has several threads) ever gets. Signals'
    /// own atomics run either way. The benchmark calls this before measuring anything.
    public static func startIdleThread() {
        let context = Context {
            while true {
                sleep(3600)
            }
        }
        let argument = Unmanaged.passRetained(context).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, threadEntry, argument)
        precondition(status == 0, "pthread_create failed: \(status)")
        #if canImport(Darwin)
            pthread_detach(thread!)
        #else
            pthread_detach(thread)
        #endif
    }
}

private final class Context {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

#if canImport(Darwin)
    private func threadEntry(_ argument: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<Context>.fromOpaque(argument).takeRetainedValue().body()
        return nil
    }
#else
    private func threadEntry(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged<Context>.fromOpaque(argument!).takeRetainedValue().body()
        return nil
    }
#endif

/// A one-shot start barrier: every thread waits until all have arrived.
private final class Gate: Sendable {
    let arrived = Atomic<Int>(0)
    let expected: Int

    init(expected: Int) { self.expected = expected }

    func arriveAndWait() {
        arrived.wrappingAdd(1, ordering: .acquiringAndReleasing)
        var spins = 0
        while arrived.load(ordering: .acquiring) < expected {
            spins += 1
            if spins > 100 { sched_yield() }
        }
    }
}
