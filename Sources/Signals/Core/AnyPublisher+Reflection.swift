extension AnyPublisher: CustomPlaygroundDisplayConvertible {
    /// The publisher's ``description``, `"AnyPublisher"`, as in Combine.
    ///
    /// ```swift
    /// Just(1).eraseToAnyPublisher().playgroundDescription  // "AnyPublisher"
    /// ```
    public var playgroundDescription: Any {
        description
    }
}
