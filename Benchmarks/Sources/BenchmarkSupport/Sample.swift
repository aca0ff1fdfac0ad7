/// What one timed run of a scenario produced.
public struct Sample: Sendable {
    /// Wall-clock time of the measured part, in nanoseconds (monotonic clock).
    public var nanoseconds: Double
    /// How many operations (events, deliveries, cycles) the measured part performed.
    public var operations: Int
    /// A value derived from every delivery, so the optimizer cannot drop the work and both libraries
    /// can be checked against each other.
    public var checksum: UInt64
    /// A problem the scenario detected itself (a lost delivery, say); `nil` when the run is sound.
    public var problem: String?

    /// Creates a sample.
    public init(nanoseconds: Double, operations: Int, checksum: UInt64, problem: String? = nil) {
        self.nanoseconds = nanoseconds
        self.operations = operations
        self.checksum = checksum
        self.problem = problem
    }

    /// Nanoseconds per operation.
    public var nanosecondsPerOperation: Double {
        operations > 0 ? nanoseconds / Double(operations) : 0
    }
}

/// What the memory scenario (S5) measured in a child process.
public struct MemorySample: Sendable {
    /// Growth of the resident set while the subscriptions were created, in bytes.
    public var residentBytes: Int
    /// How many live subscriptions were created.
    public var subscriptions: Int
    /// The sum of the values delivered once every subscription existed.
    public var checksum: UInt64

    /// Creates a memory sample.
    public init(residentBytes: Int, subscriptions: Int, checksum: UInt64) {
        self.residentBytes = residentBytes
        self.subscriptions = subscriptions
        self.checksum = checksum
    }

    /// Resident bytes per live subscription.
    public var bytesPerSubscription: Double {
        subscriptions > 0 ? Double(residentBytes) / Double(subscriptions) : 0
    }
}
