// Combine's specialized `prepend` and `append` on `Publishers.Sequence` over a range-replaceable
// collection: they build the combined collection at once and return a `Publishers.Sequence` of the same
// collection type, rather than concatenating publishers.

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
    /// Publishes the given elements before the sequence's.
    ///
    /// - Parameter elements: The elements to publish first.
    /// - Returns: A `Publishers.Sequence` of the combined collection, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [3, 4].publisher.prepend(1, 2)  // publishes 1, 2, 3, 4
    /// ```
    public func prepend(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
        prepend(elements)
    }

    /// Publishes the elements of another sequence before the sequence's.
    ///
    /// - Parameter elements: The sequence whose elements to publish first.
    /// - Returns: A `Publishers.Sequence` of the combined collection, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [3, 4].publisher.prepend(1...2)  // publishes 1, 2, 3, 4
    /// ```
    public func prepend<S: Swift.Sequence>(
        _ elements: S
    ) -> Publishers.Sequence<Elements, Failure> where S.Element == Elements.Element {
        var combined = Elements()
        combined.reserveCapacity(sequence.count + elements.underestimatedCount)
        combined.append(contentsOf: elements)
        combined.append(contentsOf: sequence)
        return .init(sequence: combined)
    }

    /// Publishes the elements of another sequence publisher before the sequence's.
    ///
    /// - Parameter publisher: The publisher whose elements to publish first.
    /// - Returns: A `Publishers.Sequence` of the combined collection, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [3, 4].publisher.prepend([1, 2].publisher)  // publishes 1, 2, 3, 4
    /// ```
    public func prepend(
        _ publisher: Publishers.Sequence<Elements, Failure>
    ) -> Publishers.Sequence<Elements, Failure> {
        var combined = publisher.sequence
        combined.append(contentsOf: sequence)
        return .init(sequence: combined)
    }

    /// Publishes the given elements after the sequence's.
    ///
    /// - Parameter elements: The elements to publish last.
    /// - Returns: A `Publishers.Sequence` of the combined collection, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [1, 2].publisher.append(3, 4)  // publishes 1, 2, 3, 4
    /// ```
    public func append(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
        append(elements)
    }

    /// Publishes the elements of another sequence after the sequence's.
    ///
    /// - Parameter elements: The sequence whose elements to publish last.
    /// - Returns: A `Publishers.Sequence` of the combined collection, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [1, 2].publisher.append(3...4)  // publishes 1, 2, 3, 4
    /// ```
    public func append<S: Swift.Sequence>(
        _ elements: S
    ) -> Publishers.Sequence<Elements, Failure> where S.Element == Elements.Element {
        var combined = sequence
        combined.append(contentsOf: elements)
        return .init(sequence: combined)
    }

    /// Publishes the elements of another sequence publisher after the sequence's.
    ///
    /// - Parameter publisher: The publisher whose elements to publish last.
    /// - Returns: A `Publishers.Sequence` of the combined collection, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [1, 2].publisher.append([3, 4].publisher)  // publishes 1, 2, 3, 4
    /// ```
    public func append(
        _ publisher: Publishers.Sequence<Elements, Failure>
    ) -> Publishers.Sequence<Elements, Failure> {
        append(publisher.sequence)
    }
}
