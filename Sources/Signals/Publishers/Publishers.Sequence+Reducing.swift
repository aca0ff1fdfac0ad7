// Combine's specialized operators on `Publishers.Sequence` that reduce the sequence to one value: each runs
// over the sequence at once and returns a `Result.Publisher`, an `Optional.Publisher` or a `Just`, the
// types Apple's documentation lists. A `try` variant that throws publishes the error as its failure.

extension Publishers.Sequence {
    /// Publishes whether every element satisfies a predicate.
    ///
    /// - Parameter predicate: The test for each element.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2].publisher.allSatisfy { $0 > 0 }  // publishes true
    /// ```
    public func allSatisfy(_ predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(sequence.allSatisfy(predicate))
    }

    /// Publishes whether every element satisfies a throwing predicate; an error thrown fails the publisher.
    ///
    /// - Parameter predicate: The test for each element.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2].publisher.tryAllSatisfy { try check($0) }  // publishes true, or fails with the error
    /// ```
    public func tryAllSatisfy(
        _ predicate: (Elements.Element) throws -> Bool
    ) -> Result<Bool, any Error>.Publisher {
        .init(Result { try sequence.allSatisfy(predicate) })
    }

    /// Publishes whether some element satisfies a predicate.
    ///
    /// - Parameter predicate: The test for each element.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2].publisher.contains { $0 > 1 }  // publishes true
    /// ```
    public func contains(where predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(sequence.contains(where: predicate))
    }

    /// Publishes whether some element satisfies a throwing predicate; an error thrown fails the publisher.
    ///
    /// - Parameter predicate: The test for each element.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2].publisher.tryContains { try check($0) }  // publishes true, or fails with the error
    /// ```
    public func tryContains(
        where predicate: (Elements.Element) throws -> Bool
    ) -> Result<Bool, any Error>.Publisher {
        .init(Result { try sequence.contains(where: predicate) })
    }

    /// Publishes all the elements in one array.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// (1...3).publisher.collect()  // publishes [1, 2, 3]
    /// ```
    public func collect() -> Result<[Elements.Element], Failure>.Publisher {
        .init(Array(sequence))
    }

    /// Publishes the result of combining every element with an accumulating closure.
    ///
    /// - Parameters:
    ///   - initialResult: The value combined with the first element (published as is when there is none).
    ///   - nextPartialResult: A closure that combines the result so far with the next element.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.reduce(0, +)  // publishes 6
    /// ```
    public func reduce<T>(
        _ initialResult: T,
        _ nextPartialResult: @escaping (T, Elements.Element) -> T
    ) -> Result<T, Failure>.Publisher {
        .init(sequence.reduce(initialResult, nextPartialResult))
    }

    /// Publishes the result of combining every element with a throwing closure; an error thrown fails the
    /// publisher.
    ///
    /// - Parameters:
    ///   - initialResult: The value combined with the first element (published as is when there is none).
    ///   - nextPartialResult: A closure that combines the result so far with the next element.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.tryReduce(0) { try add($0, $1) }  // publishes 6, or fails with the error
    /// ```
    public func tryReduce<T>(
        _ initialResult: T,
        _ nextPartialResult: @escaping (T, Elements.Element) throws -> T
    ) -> Result<T, any Error>.Publisher {
        .init(Result { try sequence.reduce(initialResult, nextPartialResult) })
    }
}

extension Publishers.Sequence where Elements.Element: Equatable {
    /// Publishes whether the sequence contains an element.
    ///
    /// - Parameter output: The element to look for.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2].publisher.contains(2)  // publishes true
    /// ```
    public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
        .init(sequence.contains(output))
    }
}

extension Publishers.Sequence where Failure == Never {
    /// Publishes the smallest element by a comparison, or nothing for an empty sequence.
    ///
    /// - Parameter areInIncreasingOrder: A closure that returns whether its first argument is smaller.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// ["bb", "a"].publisher.min { $0.count < $1.count }  // publishes "a"
    /// ```
    public func min(
        by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool
    ) -> Optional<Elements.Element>.Publisher {
        .init(sequence.min(by: areInIncreasingOrder))
    }

    /// Publishes the largest element by a comparison, or nothing for an empty sequence.
    ///
    /// - Parameter areInIncreasingOrder: A closure that returns whether its first argument is smaller.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// ["bb", "a"].publisher.max { $0.count < $1.count }  // publishes "bb"
    /// ```
    public func max(
        by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool
    ) -> Optional<Elements.Element>.Publisher {
        .init(sequence.max(by: areInIncreasingOrder))
    }

    /// Publishes the first element that satisfies a predicate, or nothing if none does.
    ///
    /// - Parameter predicate: The test for each element.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// (1...9).publisher.first { $0.isMultiple(of: 4) }  // publishes 4
    /// ```
    public func first(where predicate: (Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
        .init(sequence.first(where: predicate))
    }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
    /// Publishes the smallest element, or nothing for an empty sequence.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [3, 1, 2].publisher.min()  // publishes 1
    /// ```
    public func min() -> Optional<Elements.Element>.Publisher {
        .init(sequence.min())
    }

    /// Publishes the largest element, or nothing for an empty sequence.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [3, 1, 2].publisher.max()  // publishes 3
    /// ```
    public func max() -> Optional<Elements.Element>.Publisher {
        .init(sequence.max())
    }
}
