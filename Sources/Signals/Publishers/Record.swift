/// A publisher that allows for recording a series of inputs and a completion, for later playback to
/// each subscriber.
///
/// Every subscriber receives the recorded values against its demand, then the recorded completion
/// right after the last value (without needing demand for it). A recording with no values sends
/// ``Subscriptions/empty`` and its completion at once; otherwise the subscription is described by the
/// recorded values (`"[1, 2]"`) until it completes or is cancelled, then as `"Cancelled Events"`, as in
/// Combine. `Codable` when its values and failure are.
///
/// ```swift
/// let record = Record<Int, Never> { recording in
///     recording.receive(1)
///     recording.receive(2)
///     recording.receive(completion: .finished)
/// }
/// let cancellable = record.sink { print($0) }  // prints 1, 2
/// ```
///
/// `Sendable` when its values are.
public struct Record<Output, Failure: Error>: Publisher {
    /// The recorded output and completion.
    public let recording: Recording

    /// Creates a publisher to interactively record a series of outputs and a completion.
    ///
    /// - Parameter record: A closure that records values and a completion into the recording it is
    ///   given.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// Creates a record publisher from an existing recording.
    ///
    /// - Parameter recording: A previously-recorded recording of published elements.
    public init(recording: Recording) {
        self.recording = recording
    }

    /// Creates a record publisher to publish the provided elements, followed by the provided
    /// completion value.
    ///
    /// - Parameters:
    ///   - output: An array of output elements to publish.
    ///   - completion: The completion value with which to end publishing.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    /// Replays the recording to the subscriber, values against its demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        ReplaySubscription.attach(
            recording.output, completion: recording.completion, appearance: .record, to: subscriber)
    }
}

extension Record {
    /// A recorded sequence of outputs, followed by a completion value.
    ///
    /// Combine traps when a recording receives anything after its completion, or a second
    /// completion; Signals ignores such input instead (a documented no-op), so the first completion
    /// stands.
    public struct Recording {
        /// The type of the recorded values.
        public typealias Input = Output

        /// The outputs recorded so far.
        public private(set) var output: [Output]

        /// The completion, `.finished` until one is recorded.
        public private(set) var completion: Subscribers.Completion<Failure>

        private var isComplete: Bool

        /// Creates a new, empty recording.
        public init() {
            output = []
            completion = .finished
            isComplete = false
        }

        /// Creates a complete recording with the given output and completion.
        ///
        /// - Parameters:
        ///   - output: An array of output elements to publish.
        ///   - completion: The completion value with which to end publishing.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isComplete = true
        }

        /// Adds an output to the recording; ignored once the recording is complete.
        ///
        /// - Parameter input: The value to add to the recording.
        public mutating func receive(_ input: Input) {
            guard !isComplete else { return }
            output.append(input)
        }

        /// Adds a completion to the recording; ignored once the recording is complete.
        ///
        /// - Parameter completion: The completion to record.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !isComplete else { return }
            self.completion = completion
            isComplete = true
        }
    }
}

extension Record: Sendable where Output: Sendable {}

extension Record.Recording: Sendable where Output: Sendable {}
