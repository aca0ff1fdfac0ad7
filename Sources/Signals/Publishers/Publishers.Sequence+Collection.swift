// Combine's specialized operators on `Publishers.Sequence` over a collection: they read the collection by
// index rather than iterating it, and return an `Optional.Publisher`, a `Result.Publisher`, a `Just` or a
// `Publishers.Sequence`, the types Apple's documentation lists. The random-access overloads are the ones
// Combine declares for such collections (`count()` then publishes a `Just` when it cannot fail).

extension Publishers.Sequence where Elements: Collection, Failure == Never {
    /// Publishes the first element, or nothing for an empty collection.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.first()  // publishes 1
    /// ```
    public func first() -> Optional<Elements.Element>.Publisher {
        .init(sequence.first)
    }

    /// Publishes the element at an index, or nothing when the index is out of the collection's bounds.
    ///
    /// - Parameter index: The index of the element to publish.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.output(at: 1)  // publishes 2
    /// ```
    public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
        .init(sequence.indices.contains(index) ? sequence[index] : nil)
    }
}

extension Publishers.Sequence where Elements: Collection {
    /// Publishes the number of elements.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.setFailureType(to: MyError.self).count()  // publishes 3
    /// ```
    public func count() -> Result<Int, Failure>.Publisher {
        .init(sequence.count)
    }

    /// Publishes the elements in a range of indices.
    ///
    /// - Parameter range: The indices of the elements to publish; they must be valid for the collection.
    /// - Returns: A `Publishers.Sequence`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3, 4].publisher.output(in: 1..<3)  // publishes 2, 3
    /// ```
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Elements.Element], Failure> {
        .init(sequence: Array(sequence[range]))
    }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
    /// Publishes the last element, or nothing for an empty collection.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.last()  // publishes 3
    /// ```
    public func last() -> Optional<Elements.Element>.Publisher {
        .init(sequence.last)
    }

    /// Publishes the last element that satisfies a predicate, or nothing if none does.
    ///
    /// - Parameter predicate: The test for each element.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// (1...9).publisher.last { $0.isMultiple(of: 4) }  // publishes 8
    /// ```
    public func last(where predicate: (Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
        .init(sequence.last(where: predicate))
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
    /// Publishes the element at an index, or nothing when the index is out of the collection's bounds.
    ///
    /// - Parameter index: The index of the element to publish.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.output(at: 5)  // publishes nothing
    /// ```
    public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
        .init(sequence.indices.contains(index) ? sequence[index] : nil)
    }

    /// Publishes the number of elements.
    ///
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// (0..<1_000).publisher.count()  // Just(1_000), without iterating
    /// ```
    public func count() -> Just<Int> {
        .init(sequence.count)
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection {
    /// Publishes the elements in a range of indices.
    ///
    /// - Parameter range: The indices of the elements to publish; they must be valid for the collection.
    /// - Returns: A `Publishers.Sequence`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3, 4].publisher.output(in: 1..<3)  // publishes 2, 3
    /// ```
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Elements.Element], Failure> {
        .init(sequence: Array(sequence[range]))
    }

    /// Publishes the number of elements.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.setFailureType(to: MyError.self).count()  // publishes 3
    /// ```
    public func count() -> Result<Int, Failure>.Publisher {
        .init(sequence.count)
    }
}
