// Combine's specialized operators on `Publishers.Sequence` that transform the elements: each runs over the
// sequence at once and returns another `Publishers.Sequence` (or `Empty`), the types Apple's documentation
// lists, rather than wrapping the publisher in an operator. They win over the generic `Publisher` methods
// of the same name. The operators that reduce the sequence to one value are in
// `Publishers.Sequence+Reducing.swift`, `append` and `prepend` in `Publishers.Sequence+Concatenating.swift`.

extension Publishers.Sequence {
    /// Publishes the elements transformed by a closure.
    ///
    /// - Parameter transform: A closure that takes an element and returns a new one.
    /// - Returns: A `Publishers.Sequence` of the transformed elements, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.map { $0 * 10 }  // publishes 10, 20, 30
    /// ```
    public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
        .init(sequence: sequence.map(transform))
    }

    /// Publishes the non-`nil` results of a transform.
    ///
    /// - Parameter transform: A closure that takes an element and returns a new one, or `nil` to drop it.
    /// - Returns: A `Publishers.Sequence` of the non-`nil` results, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// ["1", "x", "3"].publisher.compactMap { Int($0) }  // publishes 1, 3
    /// ```
    public func compactMap<T>(_ transform: (Elements.Element) -> T?) -> Publishers.Sequence<[T], Failure> {
        .init(sequence: sequence.compactMap(transform))
    }

    /// Publishes the elements that satisfy a predicate.
    ///
    /// - Parameter isIncluded: A closure that returns whether to publish an element.
    /// - Returns: A `Publishers.Sequence` of the included elements, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// (1...6).publisher.filter { $0.isMultiple(of: 2) }  // publishes 2, 4, 6
    /// ```
    public func filter(_ isIncluded: (Elements.Element) -> Bool) -> Publishers.Sequence<[Elements.Element], Failure> {
        .init(sequence: sequence.filter(isIncluded))
    }

    /// Omits the elements while a predicate holds, then publishes the rest.
    ///
    /// - Parameter predicate: A closure that returns whether to drop an element.
    /// - Returns: A `Publishers.Sequence` over a `DropWhileSequence`, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [1, 2, 5, 1].publisher.drop { $0 < 3 }  // publishes 5, 1
    /// ```
    public func drop(
        while predicate: (Elements.Element) -> Bool
    ) -> Publishers.Sequence<DropWhileSequence<Elements>, Failure> {
        .init(sequence: sequence.drop(while: predicate))
    }

    /// Omits the first elements.
    ///
    /// - Parameter count: The number of elements to omit; `1` by default. A negative count omits none, as
    ///   for ``Publisher/dropFirst(_:)`` (Combine traps).
    /// - Returns: A `Publishers.Sequence` over a `DropFirstSequence`, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.dropFirst()  // publishes 2, 3
    /// ```
    public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
        .init(sequence: sequence.dropFirst(Swift.max(count, 0)))
    }

    /// Publishes at most the first elements.
    ///
    /// - Parameter maxLength: The largest number of elements to publish. A negative length is a
    ///   programming error: it traps, as ``Publisher/prefix(_:)`` and Combine do.
    /// - Returns: A `Publishers.Sequence` over a `PrefixSequence`, as Combine's specialized overload
    ///   returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.prefix(2)  // publishes 1, 2
    /// ```
    public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return .init(sequence: sequence.prefix(maxLength))
    }

    /// Publishes the elements while a predicate holds, then finishes.
    ///
    /// - Parameter predicate: A closure that returns whether to go on publishing.
    /// - Returns: A `Publishers.Sequence` of the leading elements, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 5, 1].publisher.prefix { $0 < 3 }  // publishes 1, 2
    /// ```
    public func prefix(
        while predicate: (Elements.Element) -> Bool
    ) -> Publishers.Sequence<[Elements.Element], Failure> {
        .init(sequence: Array(sequence.prefix(while: predicate)))
    }

    /// Publishes each partial result of combining the elements with an accumulating closure.
    ///
    /// - Parameters:
    ///   - initialResult: The value combined with the first element.
    ///   - nextPartialResult: A closure that combines the result so far with the next element.
    /// - Returns: A `Publishers.Sequence` of the partial results, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2, 3].publisher.scan(0, +)  // publishes 1, 3, 6
    /// ```
    public func scan<T>(
        _ initialResult: T,
        _ nextPartialResult: @escaping (T, Elements.Element) -> T
    ) -> Publishers.Sequence<[T], Failure> {
        var accumulator = initialResult
        var results: [T] = []
        for element in sequence {
            accumulator = nextPartialResult(accumulator, element)
            results.append(accumulator)
        }
        return .init(sequence: results)
    }

    /// Publishes the elements with each `nil` replaced by a value.
    ///
    /// As in Combine, the elements stay optional: only the `nil` ones change.
    ///
    /// - Parameter output: The value that replaces `nil`.
    /// - Returns: A `Publishers.Sequence` of the elements, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, nil, 3].publisher.replaceNil(with: 0)  // publishes Optional(1), Optional(0), Optional(3)
    /// ```
    public func replaceNil<T>(
        with output: T
    ) -> Publishers.Sequence<[Elements.Element], Failure> where Elements.Element == T? {
        .init(sequence: sequence.map { $0 ?? output })
    }

    /// Changes the failure type the publisher declares; it still never fails.
    ///
    /// - Parameter failureType: The failure type to declare.
    /// - Returns: A `Publishers.Sequence` of the same elements, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2].publisher.setFailureType(to: MyError.self)  // a Publishers.Sequence<[Int], MyError>
    /// ```
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.Sequence<Elements, E> {
        .init(sequence: sequence)
    }

    /// Publishes no element, only the completion.
    ///
    /// - Returns: An `Empty` that completes at once, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// [1, 2].publisher.ignoreOutput()  // Empty(completeImmediately: true)
    /// ```
    public func ignoreOutput() -> Empty<Elements.Element, Failure> {
        .init()
    }
}

extension Publishers.Sequence where Elements.Element: Equatable {
    /// Publishes the elements, leaving out each one equal to the element published before it.
    ///
    /// - Returns: A `Publishers.Sequence` of the elements without consecutive repeats, as Combine's
    ///   specialized overload returns.
    ///
    /// ```swift
    /// [1, 1, 2, 1].publisher.removeDuplicates()  // publishes 1, 2, 1
    /// ```
    public func removeDuplicates() -> Publishers.Sequence<[Elements.Element], Failure> {
        var results: [Elements.Element] = []
        for element in sequence where element != results.last {
            results.append(element)
        }
        return .init(sequence: results)
    }
}
