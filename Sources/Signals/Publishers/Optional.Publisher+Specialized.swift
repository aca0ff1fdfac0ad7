// Combine's specialized operators on `Optional.Publisher`: each evaluates at once and returns another
// `Optional.Publisher` (or `Just`, `Empty`), the types Apple's documentation lists, rather than wrapping
// the publisher in an operator. They win over the generic `Publisher` methods of the same name.

extension Optional.Publisher {
    /// Publishes whether the value, if any, satisfies a predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.allSatisfy { $0 > 1 }  // publishes true
    /// ```
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
        .init(output.map(predicate))
    }

    /// Publishes the value, if any, in a one-element array, or an empty array.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional<Int>.none.publisher.collect()  // publishes []
    /// ```
    public func collect() -> Optional<[Output]>.Publisher {
        .init(output.map { [$0] } ?? [])
    }

    /// Publishes the transformed value unless there is none or the transform returns `nil`.
    ///
    /// - Parameter transform: Turns the value into the new one, or `nil`.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional("12").publisher.compactMap { Int($0) }  // publishes 12
    /// ```
    public func compactMap<ElementOfResult>(_ transform: (Output) -> ElementOfResult?)
        -> Optional<ElementOfResult>.Publisher
    {
        .init(output.flatMap(transform))
    }

    /// Publishes the value, if any: the least of one value is itself.
    ///
    /// - Parameter areInIncreasingOrder: The ordering (not called: there is at most one value).
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.min(by: <)  // publishes 2
    /// ```
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        self
    }

    /// Publishes the value, if any: the greatest of one value is itself.
    ///
    /// - Parameter areInIncreasingOrder: The ordering (not called: there is at most one value).
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.max(by: <)  // publishes 2
    /// ```
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        self
    }

    /// Publishes whether the value, if any, satisfies a predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.contains { $0 == 2 }  // publishes true
    /// ```
    public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
        .init(output.map(predicate))
    }

    /// Publishes 1 if there is a value, nothing otherwise, as Combine's overload does.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional("a").publisher.count()  // publishes 1
    /// ```
    public func count() -> Optional<Int>.Publisher {
        .init(output.map { _ in 1 })
    }

    /// Publishes the value, if any, unless at least one value is dropped.
    ///
    /// - Parameter count: How many values to drop; must not be negative.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.dropFirst()  // publishes nothing
    /// ```
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        precondition(count >= 0, "count must not be negative")
        return .init(count == 0 ? output : nil)
    }

    /// Publishes the value, if any, unless the predicate drops it.
    ///
    /// - Parameter predicate: Whether to drop the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.drop { $0 < 5 }  // publishes nothing
    /// ```
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(output.flatMap { predicate($0) ? nil : $0 })
    }

    /// Publishes the value, if any.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.first()  // publishes 2
    /// ```
    public func first() -> Optional<Output>.Publisher {
        self
    }

    /// Publishes the value, if any, when it satisfies the predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.first { $0 > 5 }  // publishes nothing
    /// ```
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(output.flatMap { predicate($0) ? $0 : nil })
    }

    /// Publishes the value, if any.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.last()  // publishes 2
    /// ```
    public func last() -> Optional<Output>.Publisher {
        self
    }

    /// Publishes the value, if any, when it satisfies the predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.last { $0 > 1 }  // publishes 2
    /// ```
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(output.flatMap { predicate($0) ? $0 : nil })
    }

    /// Publishes the value, if any, when it satisfies the predicate.
    ///
    /// - Parameter isIncluded: The test for the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.filter { $0.isMultiple(of: 2) }  // publishes 2
    /// ```
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(output.flatMap { isIncluded($0) ? $0 : nil })
    }

    /// Publishes nothing and finishes.
    ///
    /// - Returns: An `Empty` publisher, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.ignoreOutput()  // finishes
    /// ```
    public func ignoreOutput() -> Empty<Output, Failure> {
        Empty()
    }

    /// Transforms the value, if any.
    ///
    /// - Parameter transform: Turns the value into the new one.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.map { $0 * 10 }  // publishes 20
    /// ```
    public func map<ElementOfResult>(_ transform: (Output) -> ElementOfResult) -> Optional<ElementOfResult>.Publisher {
        .init(output.map(transform))
    }

    /// Publishes the value, if any, when the index is 0.
    ///
    /// - Parameter index: The position of the value to publish; must not be negative.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.output(at: 0)  // publishes 2
    /// ```
    public func output(at index: Int) -> Optional<Output>.Publisher {
        precondition(index >= 0, "index must not be negative")
        return .init(index == 0 ? output : nil)
    }

    /// Publishes the value, if any, when the range contains the index 0.
    ///
    /// - Parameter range: The positions of the values to publish.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.output(in: 0..<3)  // publishes 2
    /// ```
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        let indices = range.relative(to: 0..<Int.max)
        precondition(indices.lowerBound >= 0, "lowerBound must not be negative")
        return .init(indices.contains(0) ? output : nil)
    }

    /// Publishes the value, if any, unless the length is 0.
    ///
    /// - Parameter maxLength: How many values to publish at most; must not be negative.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.prefix(1)  // publishes 2
    /// ```
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return .init(maxLength > 0 ? output : nil)
    }

    /// Publishes the value, if any, when it satisfies the predicate.
    ///
    /// - Parameter predicate: Whether to keep publishing.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.prefix { $0 < 5 }  // publishes 2
    /// ```
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(output.flatMap { predicate($0) ? $0 : nil })
    }

    /// Publishes the value, if any, folded into an initial result (nothing when there is no value, as Combine's overload does).
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.reduce(10, +)  // publishes 12
    /// ```
    public func reduce<Accumulator>(
        _ initialResult: Accumulator, _ nextPartialResult: (Accumulator, Output) -> Accumulator
    ) -> Optional<Accumulator>.Publisher {
        .init(output.map { nextPartialResult(initialResult, $0) })
    }

    /// Publishes the value, if any, folded into an initial result (one value: one step).
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.scan(10, +)  // publishes 12
    /// ```
    public func scan<ElementOfResult>(
        _ initialResult: ElementOfResult, _ nextPartialResult: (ElementOfResult, Output) -> ElementOfResult
    ) -> Optional<ElementOfResult>.Publisher {
        .init(output.map { nextPartialResult(initialResult, $0) })
    }

    /// Publishes the value, if any: one value has no duplicate.
    ///
    /// - Parameter predicate: The equivalence (not called: there is at most one value).
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.removeDuplicates(by: ==)  // publishes 2
    /// ```
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        self
    }

    /// Publishes the value, if any: an `Optional.Publisher` never fails.
    ///
    /// - Parameter output: Not used: there is no failure to replace.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.replaceError(with: 0)  // publishes 2
    /// ```
    public func replaceError(with output: Output) -> Optional<Output>.Publisher {
        self
    }

    /// Publishes the value, or the given one when there is none.
    ///
    /// - Parameter output: The value to publish when there is none.
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional<Int>.none.publisher.replaceEmpty(with: 0)  // Just(0)
    /// ```
    public func replaceEmpty(with output: Output) -> Just<Output> {
        .init(self.output ?? output)
    }

    /// Publishes the value, if any: an `Optional.Publisher` never fails, so never retries.
    ///
    /// - Parameter times: Not used.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.retry(3)  // publishes 2
    /// ```
    public func retry(_ times: Int) -> Optional<Output>.Publisher {
        self
    }
}

extension Optional.Publisher where Wrapped: Equatable {
    /// Publishes whether the value, if any, equals the given one.
    ///
    /// - Parameter output: The value to look for.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.contains(2)  // publishes true
    /// ```
    public func contains(_ output: Output) -> Optional<Bool>.Publisher {
        .init(self.output.map { $0 == output })
    }

    /// Publishes the value, if any: one value has no duplicate.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.removeDuplicates()  // publishes 2
    /// ```
    public func removeDuplicates() -> Optional<Output>.Publisher {
        self
    }
}

extension Optional.Publisher where Wrapped: Comparable {
    /// Publishes the value, if any: the least of one value is itself.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.min()  // publishes 2
    /// ```
    public func min() -> Optional<Output>.Publisher {
        self
    }

    /// Publishes the value, if any: the greatest of one value is itself.
    ///
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Optional(2).publisher.max()  // publishes 2
    /// ```
    public func max() -> Optional<Output>.Publisher {
        self
    }
}
