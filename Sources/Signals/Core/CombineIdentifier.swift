/// The next identifier ``CombineIdentifier/init()`` hands out. A word: on 32-bit watchOS, identifiers
/// repeat after 2³² of them.
private let nextIdentifier = AtomicWord(1)

/// A unique identifier for identifying publisher streams.
///
/// To conform to ``CustomCombineIdentifierConvertible`` in a `Subscription` or `Subject` that you
/// implement as a structure, create an instance of `CombineIdentifier` as follows:
///
/// ```swift
/// let combineIdentifier = CombineIdentifier()
/// ```
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64

    /// Creates a unique Combine identifier.
    public init() {
        rawValue = UInt64(nextIdentifier.wrappingAdd(1))
    }

    /// Creates a Combine identifier, using the bit pattern of the provided object.
    ///
    /// - Parameter obj: The object whose identity the identifier reflects.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
    }

    /// The identifier as a hexadecimal string, such as `0x7f8e4c00a2b0`.
    public var description: String {
        "0x" + String(rawValue, radix: 16)
    }
}

/// A protocol for uniquely identifying publisher streams.
///
/// If you create a custom ``Subscription`` or ``Subscriber`` type, implement this protocol so that
/// development tools can uniquely identify publisher chains in your app. If your type is a class,
/// Signals provides an implementation of ``combineIdentifier`` for you.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// An identifier derived from the object's identity.
    public var combineIdentifier: CombineIdentifier {
        CombineIdentifier(self)
    }
}
