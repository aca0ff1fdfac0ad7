import Foundation

/// `JSONDecoder` decodes `Data` for ``Signals/Publisher/decode(type:decoder:)``.
extension JSONDecoder: TopLevelDecoder {}

/// `PropertyListDecoder` decodes `Data` for ``Signals/Publisher/decode(type:decoder:)``.
extension PropertyListDecoder: TopLevelDecoder {}

/// `JSONEncoder` encodes to `Data` for ``Signals/Publisher/encode(encoder:)``.
extension JSONEncoder: TopLevelEncoder {}

/// `PropertyListEncoder` encodes to `Data` for ``Signals/Publisher/encode(encoder:)``.
extension PropertyListEncoder: TopLevelEncoder {}
