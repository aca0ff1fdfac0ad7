// Combine's specialized operators on `Just`: each evaluates at once and returns a `Just`, an
// `Optional.Publisher`, a `Result.Publisher`, `Empty` or a `Publishers.Sequence` (the types Apple's
// documentation lists), rather than wrapping the publisher in an operator. They win over the generic
// `Publisher` methods of the same name.

extension Just {
    /// Publishes whether the value satisfies a predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).allSatisfy { $0 > 1 }  // Just(true)
    /// ```
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> {
        .init(predicate(output))
    }

    /// Publishes whether the value satisfies a throwing predicate; an error thrown fails the publisher.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).tryAllSatisfy { $0 > 1 }  // publishes true
    /// ```
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        .init(Result { try predicate(output) })
    }

    /// Publishes whether the value satisfies a predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).contains { $0 == 2 }  // Just(true)
    /// ```
    public func contains(where predicate: (Output) -> Bool) -> Just<Bool> {
        .init(predicate(output))
    }

    /// Publishes whether the value satisfies a throwing predicate; an error thrown fails the publisher.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).tryContains { $0 == 2 }  // publishes true
    /// ```
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        .init(Result { try predicate(output) })
    }

    /// Publishes the value in a one-element array.
    ///
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).collect()  // Just([2])
    /// ```
    public func collect() -> Just<[Output]> {
        .init([output])
    }

    /// Publishes the value: the least of one value is itself.
    ///
    /// - Parameter areInIncreasingOrder: The ordering (not called: there is one value).
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).min(by: <)  // Just(2)
    /// ```
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> {
        self
    }

    /// Publishes the value: the greatest of one value is itself.
    ///
    /// - Parameter areInIncreasingOrder: The ordering (not called: there is one value).
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).max(by: <)  // Just(2)
    /// ```
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> {
        self
    }

    /// Publishes the number of values, one.
    ///
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just("a").count()  // Just(1)
    /// ```
    public func count() -> Just<Int> {
        .init(1)
    }

    /// Publishes the value unless at least one value is dropped.
    ///
    /// - Parameter count: How many values to drop; must not be negative.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).dropFirst()  // publishes nothing
    /// ```
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output).dropFirst(count)
    }

    /// Publishes the value unless the predicate drops it.
    ///
    /// - Parameter predicate: Whether to drop the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).drop { $0 < 5 }  // publishes nothing
    /// ```
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(predicate(output) ? nil : output)
    }

    /// Publishes the value, the first and only one.
    ///
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).first()  // Just(2)
    /// ```
    public func first() -> Just<Output> {
        self
    }

    /// Publishes the value if it satisfies the predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).first { $0 > 5 }  // publishes nothing
    /// ```
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(predicate(output) ? output : nil)
    }

    /// Publishes the value, the last and only one.
    ///
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).last()  // Just(2)
    /// ```
    public func last() -> Just<Output> {
        self
    }

    /// Publishes the value if it satisfies the predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).last { $0 > 1 }  // publishes 2
    /// ```
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(predicate(output) ? output : nil)
    }

    /// Publishes nothing and finishes.
    ///
    /// - Returns: An `Empty` publisher, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).ignoreOutput()  // finishes
    /// ```
    public func ignoreOutput() -> Empty<Output, Never> {
        Empty()
    }

    /// Transforms the value.
    ///
    /// - Parameter transform: Turns the value into the new one.
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).map { $0 * 10 }  // Just(20)
    /// ```
    public func map<ElementOfResult>(_ transform: (Output) -> ElementOfResult) -> Just<ElementOfResult> {
        .init(transform(output))
    }

    /// Transforms the value with a throwing closure; an error thrown fails the publisher.
    ///
    /// - Parameter transform: Turns the value into the new one.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).tryMap { $0 * 10 }  // publishes 20
    /// ```
    public func tryMap<ElementOfResult>(_ transform: (Output) throws -> ElementOfResult)
        -> Result<ElementOfResult, any Error>.Publisher
    {
        .init(Result { try transform(output) })
    }

    /// Publishes the transformed value unless the transform returns `nil`.
    ///
    /// - Parameter transform: Turns the value into the new one, or `nil`.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just("12").compactMap { Int($0) }  // publishes 12
    /// ```
    public func compactMap<ElementOfResult>(_ transform: (Output) -> ElementOfResult?)
        -> Optional<ElementOfResult>.Publisher
    {
        .init(transform(output))
    }

    /// Publishes the value if it satisfies the predicate.
    ///
    /// - Parameter isIncluded: The test for the value.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).filter { $0.isMultiple(of: 2) }  // publishes 2
    /// ```
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(isIncluded(output) ? output : nil)
    }

    /// Publishes the value if the index is 0.
    ///
    /// - Parameter index: The position of the value to publish; must not be negative.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).output(at: 0)  // publishes 2
    /// ```
    public func output(at index: Int) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output).output(at: index)
    }

    /// Publishes the value if the range starts at the index 0.
    ///
    /// As in Combine, only the range's lower bound counts: an empty range starting at 0 (`0..<0`) publishes
    /// the value, and a range starting below 0 publishes nothing.
    ///
    /// - Parameter range: The positions of the values to publish.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).output(in: 0..<3)  // publishes 2
    /// ```
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        .init(range.relative(to: 0..<Int.max).lowerBound == 0 ? output : nil)
    }

    /// Publishes the value unless the length is 0.
    ///
    /// - Parameter maxLength: How many values to publish at most; must not be negative.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).prefix(1)  // publishes 2
    /// ```
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output).prefix(maxLength)
    }

    /// Publishes the value if it satisfies the predicate.
    ///
    /// - Parameter predicate: Whether to keep publishing.
    /// - Returns: An `Optional.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).prefix { $0 < 5 }  // publishes 2
    /// ```
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(predicate(output) ? output : nil)
    }

    /// Publishes the value with a failure type it can never have.
    ///
    /// - Parameter failureType: The failure type to declare.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).setFailureType(to: MyError.self)
    /// ```
    public func setFailureType<Failure: Error>(to failureType: Failure.Type) -> Result<Output, Failure>.Publisher {
        .init(output)
    }

    /// Publishes the value with a failure type it can never have (the transform is never called).
    ///
    /// - Parameter transform: Converts a failure that never happens.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).mapError { _ -> MyError in }
    /// ```
    public func mapError<Failure: Error>(_ transform: (Never) -> Failure) -> Result<Output, Failure>.Publisher {
        .init(output)
    }

    /// Publishes the value: one value has no duplicate.
    ///
    /// - Parameter predicate: The equivalence (not called: there is one value).
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).removeDuplicates(by: ==)  // Just(2)
    /// ```
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> {
        self
    }

    /// Publishes the value after comparing it with itself; an error thrown fails the publisher.
    ///
    /// - Parameter predicate: The equivalence, called once with the value twice.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).tryRemoveDuplicates(by: ==)  // publishes 2
    /// ```
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
        -> Result<Output, any Error>.Publisher
    {
        .init(
            Result {
                _ = try predicate(output, output); return output
            })
    }

    /// Publishes the value: a `Just` never fails.
    ///
    /// - Parameter output: Not used: there is no failure to replace.
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).replaceError(with: 0)  // Just(2)
    /// ```
    public func replaceError(with output: Output) -> Just<Output> {
        self
    }

    /// Publishes the value: a `Just` is never empty.
    ///
    /// - Parameter output: Not used: there is always a value.
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).replaceEmpty(with: 0)  // Just(2)
    /// ```
    public func replaceEmpty(with output: Output) -> Just<Output> {
        self
    }

    /// Publishes the value: a `Just` never fails, so never retries.
    ///
    /// - Parameter times: Not used.
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).retry(3)  // Just(2)
    /// ```
    public func retry(_ times: Int) -> Just<Output> {
        self
    }

    /// Publishes the value folded into an initial result.
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).reduce(10, +)  // publishes 12
    /// ```
    public func reduce<Accumulator>(
        _ initialResult: Accumulator, _ nextPartialResult: (Accumulator, Output) -> Accumulator
    ) -> Result<Accumulator, Never>.Publisher {
        .init(nextPartialResult(initialResult, output))
    }

    /// Publishes the value folded into an initial result by a throwing closure; an error thrown fails the publisher.
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).tryReduce(10, +)  // publishes 12
    /// ```
    public func tryReduce<Accumulator>(
        _ initialResult: Accumulator, _ nextPartialResult: (Accumulator, Output) throws -> Accumulator
    ) -> Result<Accumulator, any Error>.Publisher {
        .init(Result { try nextPartialResult(initialResult, output) })
    }

    /// Publishes the value folded into an initial result (one value: one step).
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).scan(10, +)  // publishes 12
    /// ```
    public func scan<ElementOfResult>(
        _ initialResult: ElementOfResult, _ nextPartialResult: (ElementOfResult, Output) -> ElementOfResult
    ) -> Result<ElementOfResult, Never>.Publisher {
        .init(nextPartialResult(initialResult, output))
    }

    /// Publishes the value folded into an initial result by a throwing closure; an error thrown fails the publisher.
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).tryScan(10, +)  // publishes 12
    /// ```
    public func tryScan<ElementOfResult>(
        _ initialResult: ElementOfResult, _ nextPartialResult: (ElementOfResult, Output) throws -> ElementOfResult
    ) -> Result<ElementOfResult, any Error>.Publisher {
        .init(Result { try nextPartialResult(initialResult, output) })
    }

    /// Publishes the given values, then the value.
    ///
    /// - Parameter elements: The values to publish first.
    /// - Returns: A `Publishers.Sequence`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(3).prepend(1, 2)  // publishes 1, 2, 3
    /// ```
    public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
        prepend(elements)
    }

    /// Publishes the given values, then the value.
    ///
    /// - Parameter elements: The values to publish first.
    /// - Returns: A `Publishers.Sequence`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(3).prepend([1, 2])  // publishes 1, 2, 3
    /// ```
    public func prepend<Elements: Sequence>(_ elements: Elements) -> Publishers.Sequence<[Output], Never>
    where Output == Elements.Element {
        .init(sequence: elements + [output])
    }

    /// Publishes the value, then the given values.
    ///
    /// - Parameter elements: The values to publish after the value.
    /// - Returns: A `Publishers.Sequence`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(1).append(2, 3)  // publishes 1, 2, 3
    /// ```
    public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
        append(elements)
    }

    /// Publishes the value, then the given values.
    ///
    /// - Parameter elements: The values to publish after the value.
    /// - Returns: A `Publishers.Sequence`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(1).append([2, 3])  // publishes 1, 2, 3
    /// ```
    public func append<Elements: Sequence>(_ elements: Elements) -> Publishers.Sequence<[Output], Never>
    where Output == Elements.Element {
        .init(sequence: [output] + elements)
    }
}

extension Just where Output: Equatable {
    /// Publishes whether the value equals the given one.
    ///
    /// - Parameter output: The value to look for.
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).contains(2)  // Just(true)
    /// ```
    public func contains(_ output: Output) -> Just<Bool> {
        .init(self.output == output)
    }

    /// Publishes the value: one value has no duplicate.
    ///
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).removeDuplicates()  // Just(2)
    /// ```
    public func removeDuplicates() -> Just<Output> {
        self
    }
}

extension Just where Output: Comparable {
    /// Publishes the value: the least of one value is itself.
    ///
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).min()  // Just(2)
    /// ```
    public func min() -> Just<Output> {
        self
    }

    /// Publishes the value: the greatest of one value is itself.
    ///
    /// - Returns: A `Just`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Just(2).max()  // Just(2)
    /// ```
    public func max() -> Just<Output> {
        self
    }
}
