/// A type that defines methods for decoding.
///
/// Foundation's `JSONDecoder` and `PropertyListDecoder` conform once you import `SignalsFoundation`;
/// conform your own decoder to use it with ``Publisher/decode(type:decoder:)``.
public protocol TopLevelDecoder {
    /// The type this decoder accepts.
    associatedtype Input

    /// Decodes an instance of the indicated type.
    ///
    /// - Parameters:
    ///   - type: The type of the value to decode.
    ///   - from: The data to decode from.
    /// - Returns: The decoded value.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that defines methods for encoding.
///
/// Foundation's `JSONEncoder` and `PropertyListEncoder` conform once you import `SignalsFoundation`;
/// conform your own encoder to use it with ``Publisher/encode(encoder:)``.
public protocol TopLevelEncoder {
    /// The type this encoder produces.
    associatedtype Output

    /// Encodes an instance of the indicated type.
    ///
    /// - Parameter value: The instance to encode.
    /// - Returns: The encoded value.
    func encode<T: Encodable>(_ value: T) throws -> Output
}
