extension Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal completion
    /// or an error.
    @frozen
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished

        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension Subscribers.Completion: Hashable where Failure: Hashable {}

extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion: Encodable where Failure: Encodable {
    /// Encodes the completion as Combine does: `{"success": true}` for ``finished``, and
    /// `{"success": false, "error": …}` for ``failure(_:)``.
    ///
    /// - Parameter encoder: The encoder to write data to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CompletionCodingKeys.self)
        switch self {
        case .finished:
            try container.encode(true, forKey: .success)
        case .failure(let error):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
        }
    }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
    /// Decodes a completion written as Combine writes it: `{"success": true}` is ``finished`` (an
    /// `error` next to it is ignored), `{"success": false, "error": …}` is ``failure(_:)``.
    ///
    /// - Parameter decoder: The decoder to read data from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CompletionCodingKeys.self)
        if try container.decode(Bool.self, forKey: .success) {
            self = .finished
        } else {
            self = .failure(try container.decode(Failure.self, forKey: .error))
        }
    }
}

/// The keys of an encoded ``Subscribers/Completion``, as in Combine.
private enum CompletionCodingKeys: String, CodingKey {
    case success
    case error
}

extension Subscribers.Completion {
    /// Maps a completion's failure, keeping `.finished` as it is.
    @inlinable
    func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }

    /// A `Never`-failing completion is always `.finished`; an erroring one becomes a failure.
    @inlinable
    func eraseError() -> Subscribers.Completion<any Error> {
        mapError { $0 }
    }
}
