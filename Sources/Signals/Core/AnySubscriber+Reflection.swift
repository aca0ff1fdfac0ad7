extension AnySubscriber: CustomReflectable, CustomPlaygroundDisplayConvertible {
    /// The wrapped subscriber's mirror, as in Combine; for a subscriber made of closures, the mirror of
    /// its description (a `String`, with no children).
    ///
    /// ```swift
    /// let erased = AnySubscriber(Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in }))
    /// Mirror(reflecting: erased).subjectType  // Subscribers.Sink<Int, Never>
    /// ```
    public var customMirror: Mirror {
        mirrorBody?() ?? Mirror(reflecting: description)
    }

    /// The subscriber's ``description``, as in Combine.
    public var playgroundDescription: Any {
        description
    }
}
