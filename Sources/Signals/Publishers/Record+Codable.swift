// `Record` and `Record.Recording` are `Codable` when their values and failure are, in Combine's form:
// `{"recording": {"output": […], "completion": {"success": true}}}` (a failure is
// `{"success": false, "error": …}`, as ``Subscribers/Completion`` encodes it).

extension Record: Encodable where Output: Encodable, Failure: Encodable {
    /// Encodes the record as `{"recording": …}`, the recording in the form ``Record/Recording`` writes.
    ///
    /// - Parameter encoder: The encoder to write data to.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(Record<Int, Never>(output: [1], completion: .finished))
    /// // {"recording":{"output":[1],"completion":{"success":true}}}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: RecordCodingKeys.self)
        try container.encode(recording, forKey: .recording)
    }
}

extension Record: Decodable where Output: Decodable, Failure: Decodable {
    /// Decodes a record written as `{"recording": …}`.
    ///
    /// - Parameter decoder: The decoder to read data from.
    /// - Throws: `DecodingError.keyNotFound` when the recording (or its output or completion) is missing.
    ///
    /// ```swift
    /// let record = try JSONDecoder().decode(Record<Int, Never>.self, from: data)
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: RecordCodingKeys.self)
        self.init(recording: try container.decode(Recording.self, forKey: .recording))
    }
}

extension Record.Recording: Encodable where Output: Encodable, Failure: Encodable {
    /// Encodes the recording as `{"output": […], "completion": …}`.
    ///
    /// - Parameter encoder: The encoder to write data to.
    ///
    /// ```swift
    /// try recording.encode(into: encoder)
    /// ```
    public func encode(into encoder: any Encoder) throws {
        try encode(to: encoder)
    }

    /// Encodes the recording as `{"output": […], "completion": …}`.
    ///
    /// - Parameter encoder: The encoder to write data to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: RecordingCodingKeys.self)
        try container.encode(output, forKey: .output)
        try container.encode(completion, forKey: .completion)
    }
}

extension Record.Recording: Decodable where Output: Decodable, Failure: Decodable {
    /// Decodes a complete recording written as `{"output": […], "completion": …}`; it ignores any further
    /// input, like every complete recording.
    ///
    /// - Parameter decoder: The decoder to read data from.
    /// - Throws: `DecodingError.keyNotFound` when the output or the completion is missing.
    ///
    /// ```swift
    /// let recording = try JSONDecoder().decode(Record<Int, Never>.Recording.self, from: data)
    /// ```
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: RecordingCodingKeys.self)
        let output = try container.decode([Output].self, forKey: .output)
        let completion = try container.decode(Subscribers.Completion<Failure>.self, forKey: .completion)
        self.init(output: output, completion: completion)
    }
}

/// The keys of an encoded ``Record``, as in Combine.
private enum RecordCodingKeys: String, CodingKey {
    case recording
}

/// The keys of an encoded ``Record/Recording``, as in Combine.
private enum RecordingCodingKeys: String, CodingKey {
    case output
    case completion
}
