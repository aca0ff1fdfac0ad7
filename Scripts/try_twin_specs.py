"""The closure operators written with their `try` twins by `try_twins.py` (see there for the markers)."""

from try_twins import Method, Twin

PREDICATE = ("_ predicate", "predicate", "(Output) @throws@-> Bool")
ORDER = ("by areInIncreasingOrder", "areInIncreasingOrder", "(Output, Output) @throws@-> Bool",
         "A@throwing_article@ closure that receives two elements and returns `true` if they're in increasing order.")

COMPARABLE = """\
extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it finishes.
    ///
    /// Like Combine's reducers, it asks the upstream for `.unlimited`; the minimum goes out once the
    /// upstream has finished and the downstream has asked for anything. An upstream that finishes
    /// without elements finishes the downstream with no value. Of equal elements, the first one is
    /// published. The subscription is described as `"Comparison"`.
    ///
    /// ```swift
    /// let cancellable = [3, 1, 2].publisher.min().sink { print($0) }  // prints 1
    /// ```
    ///
    /// - Returns: A publisher that publishes the minimum value received from the upstream publisher,
    ///   after the upstream publisher finishes.
    public func min() -> Publishers.Comparison<Self> {
        min(by: <)
    }

    /// Publishes the maximum value received from the upstream publisher, after it finishes.
    ///
    /// It behaves like `min()`, keeping the largest element instead.
    ///
    /// ```swift
    /// let cancellable = [3, 1, 2].publisher.max().sink { print($0) }  // prints 3
    /// ```
    ///
    /// - Returns: A publisher that publishes the maximum value received from the upstream publisher,
    ///   after the upstream publisher finishes.
    public func max() -> Publishers.Comparison<Self> {
        max(by: <)
    }
}

"""


def predicate_property(doc):
    return [("predicate", "(Upstream.Output) @throws@-> Bool", doc)]


SPECS = [
    Twin(
        name="AllSatisfy",
        method="allSatisfy",
        try_method="tryAllSatisfy",
        link="``allSatisfy(_:)``",
        summary="Publishes a single Boolean value that indicates whether all received elements pass a given "
        "@throwing@predicate.",
        discussion="Like Combine, it asks the upstream for `.unlimited`. The first element that fails the predicate "
        "cancels the upstream and `false` goes out (with `.finished`) once the downstream has asked for anything; "
        "if the upstream finishes first, `true` does (also for no elements). A failure is forwarded at once. The "
        'subscription is described as `"AllSatisfy"`.',
        example="let cancellable = [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.sink { print($0) }  // prints true",
        try_example="let allValid = records.tryAllSatisfy { try $0.validate() }",
        params=[PREDICATE + ("A closure that evaluates each received element. Return `true` to continue, or `false` "
                             "to cancel the upstream and complete.",)],
        returns="A publisher that publishes a Boolean value that indicates whether all received elements pass a "
        "given predicate.",
        struct_summary="A publisher that publishes a single Boolean value that indicates whether all received "
        "elements pass a given @throwing@predicate.",
        output=("Bool", "a Boolean value"),
        properties=predicate_property("The closure that determines whether an element satisfies the condition."),
        body="""\
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: true, description: "@Name@", mapFailure: { $0 }
                ) { result, input in
                    if @try@!predicate(input) {
                        result = false
                        return .finish
                    }
                    return .next
                })
""",
    ),
    Twin(
        name="ContainsWhere",
        method="contains",
        try_method="tryContains",
        link="``contains(where:)``",
        summary="Publishes a Boolean value upon receiving an element that satisfies the @throwing@predicate closure.",
        discussion="Like Combine, it asks the upstream for `.unlimited`. The first element that satisfies the "
        "predicate cancels the upstream and `true` goes out (with `.finished`) once the downstream has asked for "
        "anything; if the upstream finishes first, `false` does. A failure is forwarded at once. The subscription "
        'is described as `"ContainsWhere"`.',
        example="let cancellable = [1, 4, 9].publisher.contains { $0 > 3 }.sink { print($0) }  // prints true",
        try_example="let hasInvalid = records.tryContains { try !$0.isValid() }",
        params=[("where predicate",) + PREDICATE[1:] + (
            "A closure that takes an element as its parameter and returns a Boolean value that indicates whether "
            "the element satisfies the closure's comparison logic.",)],
        returns="A publisher that emits the Boolean value `true` when the upstream publisher emits a matching value.",
        struct_summary="A publisher that emits a Boolean value upon receiving an element that satisfies the "
        "@throwing@predicate closure.",
        output=("Bool", "a Boolean value"),
        properties=predicate_property("The closure that determines whether an element satisfies the condition."),
        body="""\
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: false, description: "@Name@", mapFailure: { $0 }
                ) { result, input in
                    if @try@predicate(input) {
                        result = true
                        return .finish
                    }
                    return .next
                })
""",
    ),
    Twin(
        name="LastWhere",
        method="last",
        try_method="tryLast",
        link="``last(where:)``",
        summary="Publishes the last element of a stream that satisfies a @throwing@predicate closure, after upstream "
        "finishes.",
        discussion="Like Combine, it asks the upstream for `.unlimited`; the last matching element goes out (with "
        "`.finished`) once the upstream has finished and the downstream has asked for anything. Without a match, "
        'the downstream just finishes. A failure is forwarded at once. The subscription is described as `"LastWhere"`.',
        example="let cancellable = [1, 2, 3, 4].publisher.last { $0 < 3 }.sink { print($0) }  // prints 2",
        try_example="let latestValid = records.tryLast { try $0.isValid() }",
        params=[("where predicate",) + PREDICATE[1:] + (
            "A closure that takes an element as its parameter and returns a Boolean value that indicates whether "
            "to publish the element.",)],
        returns="A publisher that only publishes the last element satisfying the given predicate.",
        struct_summary="A publisher that waits until after the stream finishes and then publishes the last element "
        "of the stream that satisfies a @throwing@predicate closure.",
        properties=predicate_property("The closure that determines whether to publish an element."),
        body="""\
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: nil, description: "@Name@", mapFailure: { $0 }
                ) { result, input in
                    if @try@predicate(input) {
                        result = input
                    }
                    return .next
                })
""",
    ),
    Twin(
        name="DropWhile",
        method="drop",
        try_method="tryDrop",
        link="``drop(while:)``",
        summary="Omits elements from the upstream publisher until a given @throwing@closure returns false, before "
        "republishing all remaining elements.",
        discussion="Each dropped element is answered with a demand of `.max(1)`, so the downstream's requests are "
        "met by the elements that follow; once the closure returns `false` it is not called again. The "
        'subscription is described as `"DropWhile"`.',
        example="let cancellable = [1, 2, 5, 1].publisher.drop { $0 < 3 }.sink { print($0) }  // prints 5, 1",
        try_example="let payload = lines.tryDrop { try isHeader($0) }",
        params=[("while predicate",) + PREDICATE[1:] + (
            "A closure that takes an element as a parameter and returns a Boolean value indicating whether to drop "
            "the element from the publisher's output.",)],
        returns="A publisher that skips over elements until the provided closure returns `false`.",
        struct_summary="A publisher that omits elements from an upstream publisher until a given @throwing@closure "
        "returns false.",
        properties=predicate_property("The @throwing@closure that indicates whether to drop the element."),
        body="""\
            let predicate = self.predicate
            var dropping = true
            let step: (Upstream.Output) @throws@-> ElementStep<Output> = { input in
                if dropping, @try@predicate(input) {
                    return .drop
                }
                dropping = false
                return .emit(input)
            }
            let inner = SteppingInner<Upstream.Output, Upstream.Failure, S>(
                downstream: subscriber, description: "@Name@", reflection: .empty, mapFailure: { $0 }, step: step)
            upstream.subscribe(inner)
""",
    ),
    Twin(
        name="PrefixWhile",
        method="prefix",
        try_method="tryPrefix",
        link="``prefix(while:)``",
        summary="Republishes elements while a @throwing@predicate closure indicates publishing should continue.",
        discussion="The first element for which the closure returns `false` is not published: it cancels the "
        "upstream and finishes the downstream at once. Demand passes straight through. The subscription is "
        'described as `"PrefixWhile"`.',
        example="let cancellable = [1, 2, 5, 1].publisher.prefix { $0 < 3 }.sink { print($0) }  // prints 1, 2",
        try_example="let header = lines.tryPrefix { try !isBlank($0) }",
        params=[("while predicate",) + PREDICATE[1:] + (
            "A closure that takes an element as its parameter and returns a Boolean value that indicates whether "
            "publishing should continue.",)],
        returns="A publisher that passes through elements until the predicate indicates publishing should finish.",
        struct_summary="A publisher that republishes elements while a @throwing@predicate closure indicates "
        "publishing should continue.",
        properties=predicate_property("The closure that determines whether publishing should continue."),
        body="""\
            let predicate = self.predicate
            let step: (Upstream.Output) @throws@-> ElementStep<Output> = { input in
                @try@predicate(input) ? .emit(input) : .finish
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "@Name@", cancelBeforeSubscriptionIsFinal: true,
                    mapFailure: { $0 }, step: step))
""",
    ),
    Twin(
        name="Reduce",
        method="reduce",
        try_method="tryReduce",
        link="``reduce(_:_:)``",
        summary="Applies a@throwing_article@ closure that collects each element of a stream and publishes a final "
        "result upon completion.",
        discussion="Like Combine, it asks the upstream for `.unlimited`; the final result goes out once the upstream "
        "has finished and the downstream has asked for anything (`initialResult` if there were no elements). A "
        'failure is forwarded at once. The subscription is described as `"Reduce"`.',
        example="let cancellable = (1...4).publisher.reduce(0, +).sink { print($0) }  // prints 10",
        try_example="let total = amounts.tryReduce(0) { sum, amount in try checkedAdd(sum, amount) }",
        params=[
            ("_ initialResult", "initialResult", "T", "The value that the closure receives the first time it's called."),
            ("_ nextPartialResult", "nextPartialResult", "(T, Output) @throws@-> T",
             "A closure that produces a new value by taking the previously-accumulated value and the next element "
             "it receives from the upstream publisher."),
        ],
        returns="A publisher that applies the closure to all received elements and produces an accumulated value "
        "when the upstream publisher finishes.",
        struct_summary="A publisher that applies a@throwing_article@ closure to all received elements and produces an "
        "accumulated value when the upstream publisher finishes.",
        output=None,
        generics="<T>",
        struct_generics=", Output",
        result=", T",
        arguments=[("initial", "initialResult"), ("nextPartialResult", "nextPartialResult")],
        properties=[
            ("initial", "Output", "The initial value provided on the first invocation of the closure."),
            ("nextPartialResult", "(Output, Upstream.Output) @throws@-> Output",
             "A closure that takes the previously-accumulated value and the next element from the upstream "
             "publisher to produce a new value."),
        ],
        body="""\
            let next = nextPartialResult
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: initial, description: "@Name@", mapFailure: { $0 }
                ) { result, input in
                    if let partial = result {
                        result = @try@next(partial, input)
                    }
                    return .next
                })
""",
    ),
    Twin(
        name="Comparison",
        method="min",
        try_method="tryMin",
        link="`min(by:)`",
        summary="Publishes the minimum value received from the upstream publisher, using the provided "
        "@throwing@ordering closure.",
        discussion="See `min()` for demand and completion.",
        example="let shortest = words.min { $0.count < $1.count }",
        try_example="let earliest = events.tryMin { try $0.date() < $1.date() }",
        params=[ORDER],
        returns="A publisher that publishes the minimum value received from the upstream publisher, after the "
        "upstream publisher finishes.",
        construct="Publishers.@Name@(upstream: self) { @try@areInIncreasingOrder($1, $0) }",
        more=[
            Method(
                method="max",
                try_method="tryMax",
                link="`max(by:)`",
                summary="Publishes the maximum value received from the upstream publisher, using the provided "
                "@throwing@ordering closure.",
                discussion="See `min()` for demand and completion.",
                example="let longest = words.max { $0.count < $1.count }",
                try_example="let latest = events.tryMax { try $0.date() < $1.date() }",
                params=[ORDER],
                returns="A publisher that publishes the maximum value received from the upstream publisher, after "
                "the upstream publisher finishes.",
                construct="Publishers.@Name@(upstream: self, areInIncreasingOrder: areInIncreasingOrder)",
            )
        ],
        plain_prelude=COMPARABLE,
        struct_summary="A publisher that publishes the last element of its upstream in the order a@throwing_article@ "
        "closure defines, once the upstream finishes.",
        struct_discussion="Of equal elements it keeps the first: `max(by:)` passes its closure, `min(by:)` passes it "
        "with the arguments swapped. ",
        properties=[("areInIncreasingOrder", "(Upstream.Output, Upstream.Output) @throws@-> Bool",
                     "A@throwing_article@ closure that receives two elements and returns `true` if they're in "
                     "increasing order.")],
        body="""\
            let ordered = areInIncreasingOrder
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: nil, description: "@Name@", mapFailure: { $0 }
                ) { result, input in
                    if let current = result, @try@!ordered(current, input) {
                        return .next
                    }
                    result = input
                    return .next
                })
""",
    ),
]
