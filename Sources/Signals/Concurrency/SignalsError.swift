/// Errors that Signals itself throws.
public enum SignalsError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The publisher finished before producing a value that was awaited, for example by
    /// `firstValue()`.
    case finishedWithoutValue

    /// A short explanation of the error.
    public var description: String {
        switch self {
        case .finishedWithoutValue: "the publisher finished without producing a value"
        }
    }
}
