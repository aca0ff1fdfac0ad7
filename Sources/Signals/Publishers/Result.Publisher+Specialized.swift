// Combine's specialized operators on `Result.Publisher`: each evaluates at once and returns another
// `Result.Publisher`, rather than wrapping the publisher in an operator (Apple's documentation lists
// them on `Result.Publisher`). They win over the generic `Publisher` methods of the same name.

extension Result.Publisher {
    /// Publishes whether the result's value satisfies a predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).allSatisfy { $0 > 1 }  // publishes true
    /// ```
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(result.map(predicate))
    }

    /// Publishes whether the result's value satisfies a throwing predicate; an error thrown fails the publisher.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).tryAllSatisfy { $0 > 1 }  // publishes true
    /// ```
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        .init(result.mappingThrows(predicate))
    }

    /// Publishes whether the result's value satisfies a predicate.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).contains { $0 == 2 }  // publishes true
    /// ```
    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(result.map(predicate))
    }

    /// Publishes whether the result's value satisfies a throwing predicate; an error thrown fails the publisher.
    ///
    /// - Parameter predicate: The test for the value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).tryContains { $0 == 2 }  // publishes true
    /// ```
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        .init(result.mappingThrows(predicate))
    }

    /// Publishes the result's value in a one-element array.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).collect()  // publishes [2]
    /// ```
    public func collect() -> Result<[Output], Failure>.Publisher {
        .init(result.map { [$0] })
    }

    /// Publishes the result's value: the least of one value is itself.
    ///
    /// - Parameter areInIncreasingOrder: The ordering (not called: there is one value).
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).min(by: <)  // publishes 2
    /// ```
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher {
        self
    }

    /// Publishes the result's value after comparing it with itself; an error thrown fails the publisher.
    ///
    /// - Parameter areInIncreasingOrder: The ordering, called once with the value twice.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).tryMin(by: <)  // publishes 2
    /// ```
    public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher
    {
        .init(
            result.mappingThrows { value in
                _ = try areInIncreasingOrder(value, value); return value
            })
    }

    /// Publishes the result's value: the greatest of one value is itself.
    ///
    /// - Parameter areInIncreasingOrder: The ordering (not called: there is one value).
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).max(by: <)  // publishes 2
    /// ```
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher {
        self
    }

    /// Publishes the result's value after comparing it with itself; an error thrown fails the publisher.
    ///
    /// - Parameter areInIncreasingOrder: The ordering, called once with the value twice.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).tryMax(by: <)  // publishes 2
    /// ```
    public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher
    {
        .init(
            result.mappingThrows { value in
                _ = try areInIncreasingOrder(value, value); return value
            })
    }

    /// Publishes the number of values: one for a success.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<String, Never>.Publisher("a").count()  // publishes 1
    /// ```
    public func count() -> Result<Int, Failure>.Publisher {
        .init(result.map { _ in 1 })
    }

    /// Publishes the result's value, its first and only one.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).first()  // publishes 2
    /// ```
    public func first() -> Result<Output, Failure>.Publisher {
        self
    }

    /// Publishes the result's value, its last and only one.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).last()  // publishes 2
    /// ```
    public func last() -> Result<Output, Failure>.Publisher {
        self
    }

    /// Publishes nothing and finishes at once, as Combine's overload does (even for a failure: the `Empty` it returns always finishes).
    ///
    /// - Returns: An `Empty` publisher, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).ignoreOutput()  // finishes
    /// ```
    public func ignoreOutput() -> Empty<Output, Failure> {
        Empty()
    }

    /// Transforms the result's value.
    ///
    /// - Parameter transform: Turns the value into the new one.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).map { $0 * 10 }  // publishes 20
    /// ```
    public func map<ElementOfResult>(_ transform: (Output) -> ElementOfResult)
        -> Result<ElementOfResult, Failure>.Publisher
    {
        .init(result.map(transform))
    }

    /// Transforms the result's value with a throwing closure; an error thrown fails the publisher.
    ///
    /// - Parameter transform: Turns the value into the new one.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).tryMap { $0 * 10 }  // publishes 20
    /// ```
    public func tryMap<ElementOfResult>(_ transform: (Output) throws -> ElementOfResult)
        -> Result<ElementOfResult, any Error>.Publisher
    {
        .init(result.mappingThrows(transform))
    }

    /// Transforms the result's failure.
    ///
    /// - Parameter transform: Turns the failure into the new one.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, MyError>.Publisher(.failure(.oops)).mapError { _ in OtherError() }
    /// ```
    public func mapError<TransformedFailure: Error>(_ transform: (Failure) -> TransformedFailure)
        -> Result<Output, TransformedFailure>.Publisher
    {
        .init(result.mapError(transform))
    }

    /// Publishes the result's value: one value has no duplicate.
    ///
    /// - Parameter predicate: The equivalence (not called: there is one value).
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).removeDuplicates(by: ==)  // publishes 2
    /// ```
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher {
        self
    }

    /// Publishes the result's value after comparing it with itself; an error thrown fails the publisher.
    ///
    /// - Parameter predicate: The equivalence, called once with the value twice.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).tryRemoveDuplicates(by: ==)  // publishes 2
    /// ```
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
        -> Result<Output, any Error>.Publisher
    {
        .init(
            result.mappingThrows { value in
                _ = try predicate(value, value); return value
            })
    }

    /// Publishes the result's value, or the given value in place of a failure.
    ///
    /// - Parameter output: The value to publish in place of a failure.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, MyError>.Publisher(.failure(.oops)).replaceError(with: 0)  // publishes 0
    /// ```
    public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
        switch result {
        case .success(let value): .init(value)
        case .failure: .init(output)
        }
    }

    /// Publishes the result unchanged: a result is never empty.
    ///
    /// - Parameter output: Not used: a success has a value and a failure is not empty.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).replaceEmpty(with: 0)  // publishes 2
    /// ```
    public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher {
        self
    }

    /// Publishes the result unchanged: subscribing again gives the same result.
    ///
    /// - Parameter times: Not used: a retry would fail the same way.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, MyError>.Publisher(.failure(.oops)).retry(3)  // fails once
    /// ```
    public func retry(_ times: Int) -> Result<Output, Failure>.Publisher {
        self
    }

    /// Publishes the result's value folded into an initial result.
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).reduce(10, +)  // publishes 12
    /// ```
    public func reduce<Accumulator>(
        _ initialResult: Accumulator, _ nextPartialResult: (Accumulator, Output) -> Accumulator
    ) -> Result<Accumulator, Failure>.Publisher {
        .init(result.map { nextPartialResult(initialResult, $0) })
    }

    /// Publishes the result's value folded into an initial result by a throwing closure; an error thrown fails the publisher.
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).tryReduce(10, +)  // publishes 12
    /// ```
    public func tryReduce<Accumulator>(
        _ initialResult: Accumulator, _ nextPartialResult: (Accumulator, Output) throws -> Accumulator
    ) -> Result<Accumulator, any Error>.Publisher {
        .init(result.mappingThrows { try nextPartialResult(initialResult, $0) })
    }

    /// Publishes the result's value folded into an initial result (one value: one step).
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).scan(10, +)  // publishes 12
    /// ```
    public func scan<ElementOfResult>(
        _ initialResult: ElementOfResult, _ nextPartialResult: (ElementOfResult, Output) -> ElementOfResult
    ) -> Result<ElementOfResult, Failure>.Publisher {
        .init(result.map { nextPartialResult(initialResult, $0) })
    }

    /// Publishes the result's value folded into an initial result by a throwing closure; an error thrown fails the publisher.
    ///
    /// - Parameter initialResult: The starting value.
    /// - Parameter nextPartialResult: Folds the value into the starting value.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).tryScan(10, +)  // publishes 12
    /// ```
    public func tryScan<ElementOfResult>(
        _ initialResult: ElementOfResult, _ nextPartialResult: (ElementOfResult, Output) throws -> ElementOfResult
    ) -> Result<ElementOfResult, any Error>.Publisher {
        .init(result.mappingThrows { try nextPartialResult(initialResult, $0) })
    }
}

extension Result.Publisher where Output: Equatable {
    /// Publishes whether the result's value equals the given one.
    ///
    /// - Parameter output: The value to look for.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).contains(2)  // publishes true
    /// ```
    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
        .init(result.map { $0 == output })
    }

    /// Publishes the result's value: one value has no duplicate.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).removeDuplicates()  // publishes 2
    /// ```
    public func removeDuplicates() -> Result<Output, Failure>.Publisher {
        self
    }
}

extension Result.Publisher where Output: Comparable {
    /// Publishes the result's value: the least of one value is itself.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).min()  // publishes 2
    /// ```
    public func min() -> Result<Output, Failure>.Publisher {
        self
    }

    /// Publishes the result's value: the greatest of one value is itself.
    ///
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).max()  // publishes 2
    /// ```
    public func max() -> Result<Output, Failure>.Publisher {
        self
    }
}

extension Result.Publisher where Failure == Never {
    /// Publishes the same result with a failure type it can never have.
    ///
    /// - Parameter failureType: The failure type to declare.
    /// - Returns: A `Result.Publisher`, as Combine's specialized overload returns.
    ///
    /// ```swift
    /// Result<Int, Never>.Publisher(2).setFailureType(to: MyError.self)
    /// ```
    public func setFailureType<NewFailure: Error>(to failureType: NewFailure.Type)
        -> Result<Output, NewFailure>.Publisher
    {
        switch result {
        case .success(let value): .init(value)
        }
    }
}

extension Result {
    /// The success transformed by a throwing closure: a thrown error becomes the failure, and the
    /// original failure is kept (erased).
    func mappingThrows<NewSuccess>(_ transform: (Success) throws -> NewSuccess) -> Result<NewSuccess, any Error> {
        switch self {
        case .success(let value):
            do {
                return .success(try transform(value))
            } catch {
                return .failure(error)
            }
        case .failure(let failure):
            return .failure(failure)
        }
    }
}
