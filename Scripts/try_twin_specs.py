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
        summary="Publishes the last element of a stream that satisfies a@throwing_article@ predicate closure, after upstream "
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
        "of the stream that satisfies a@throwing_article@ predicate closure.",
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
        summary="Republishes elements while a@throwing_article@ predicate closure indicates publishing should continue.",
        discussion="The first element for which the closure returns `false` is not published: it cancels the "
        "upstream and finishes the downstream at once. Demand passes straight through. The subscription is "
        'described as `"PrefixWhile"`.',
        example="let cancellable = [1, 2, 5, 1].publisher.prefix { $0 < 3 }.sink { print($0) }  // prints 1, 2",
        try_example="let header = lines.tryPrefix { try !isBlank($0) }",
        params=[("while predicate",) + PREDICATE[1:] + (
            "A closure that takes an element as its parameter and returns a Boolean value that indicates whether "
            "publishing should continue.",)],
        returns="A publisher that passes through elements until the predicate indicates publishing should finish.",
        struct_summary="A publisher that republishes elements while a@throwing_article@ predicate closure indicates "
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

# The twins below keep the plain operator's own subscriber (hand-written beside the generated file, in
# `Publishers.<Name>+Inner.swift`, or `FirstElementInner`): their try twins step through `SteppingInner` or
# `ReducingInner`, so the two `receive(subscriber:)` bodies and the behaviour paragraphs differ.

COMPACT_MAP_FUSION = """\
        /// Fuses a compact-map after this one into a single `@Name@`, as in Combine.
        ///
        /// ```swift
        /// let halves = strings.@method@ { @try@parse($0) }.compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil }
        /// ```
        ///
        /// - Parameter transform: A closure applied to each non-`nil` result of this compact-map.
        /// - Returns: A single `@Name@` over ``upstream``.
        @inlinable@
        public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.@Name@<Upstream, T> {
            let first = self.transform
            return Publishers.@Name@(upstream: upstream) { @try@first($0).flatMap(transform) }
        }
"""

COMPACT_MAP_MAP_FUSION = """\
        /// Fuses a map after this compact-map into one compact-map, as in Combine.
        ///
        /// ```swift
        /// let doubled = strings.compactMap { Int($0) }.map { $0 * 2 }  // a single `CompactMap`
        /// ```
        ///
        /// - Parameter transform: A closure applied to each non-`nil` result of this compact-map.
        /// - Returns: A single compact-map over ``upstream``.
        @inlinable
        public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
            let first = self.transform
            return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
        }
"""

REMOVE_DUPLICATES_EQUATABLE = """\
extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    ///
    /// Each element is compared with the one received just before it (whether or not that one was
    /// published), as in Combine. Each duplicate it drops is answered with a demand of `.max(1)`. The
    /// downstream sees a subscription described as `"RemoveDuplicates"`.
    ///
    /// ```swift
    /// let cancellable = subject.removeDuplicates().sink { print($0) }
    /// for value in [1, 1, 2, 2, 1] { subject.send(value) }  // prints 1, 2, 1
    /// ```
    ///
    /// - Returns: A publisher that consumes — rather than publishes — duplicate elements.
    @inlinable
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

"""

SPECS += [
    Twin(
        name="CompactMap",
        method="compactMap",
        try_method="tryCompactMap",
        link="``compactMap(_:)``",
        summary="Calls a@throwing_article@ closure with each received element and publishes any returned optional "
        "that has a value.",
        discussion="`compactMap` keeps no state: like Combine, it hands the upstream subscription straight to the "
        "downstream subscriber. Each `nil` it drops is answered with a demand of `.max(1)`.",
        example='let cancellable = strings\n    .compactMap { Int($0) }\n    .sink { print($0) }\n'
        'strings.send("1")  // prints 1\nstrings.send("a")  // dropped',
        try_discussion="Each `nil` result is answered upstream with `.max(1)`; if the closure throws, the upstream "
        'is cancelled and the publisher fails with the error. The subscription is described as `"TryCompactMap"`.',
        try_example="let numbers = strings.tryCompactMap { try parseIfPresent($0) }",
        params=[("_ transform", "transform", "(Output) @throws@-> T?",
                 "A@throwing_article@ closure that receives a value and returns an optional value.")],
        returns="A publisher that republishes all non-`nil` results of calling the `transform` closure.",
        struct_summary="A publisher that republishes all non-`nil` results of calling a@throwing_article@ closure "
        "with each received element.",
        output=None,
        generics="<T>",
        struct_generics=", Output",
        result=", T",
        properties=[("transform", "(Upstream.Output) @throws@-> Output?",
                     "A@throwing_article@ closure that receives values from the upstream publisher and returns "
                     "optional values.")],
        inlinable="method init receive",
        receive_doc="Attaches the subscriber: the upstream receives a forwarding subscriber that drops `nil`s.",
        body="""\
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
""",
        try_body="""\
            let transform = self.transform
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                try transform(input).map { .emit($0) } ?? .drop
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryCompactMap", cancelBeforeSubscriptionIsFinal: true,
                    mapFailure: { $0 }, step: step))
""",
        members=[COMPACT_MAP_FUSION],
        plain_members=[COMPACT_MAP_MAP_FUSION],
    ),
    Twin(
        name="FirstWhere",
        method="first",
        try_method="tryFirst",
        link="``first(where:)``",
        summary="Publishes the first element of a stream to satisfy a@throwing_article@ predicate closure, then "
        "finishes.",
        discussion="Like Combine, it asks the upstream for `.unlimited` as soon as it subscribes. The predicate is "
        "not called again after the first match; the match cancels the upstream and is delivered with `.finished` "
        "once the downstream has requested anything. If the upstream finishes without a match, the downstream "
        "finishes at once; a failure is forwarded at once. The downstream sees a subscription whose `description` "
        'is `"TryFirst"`, the string Combine uses for this operator.',
        example="let cancellable = subject.first { $0 > 2 }.sink { print($0) }\nsubject.send(1)  // ignored\n"
        "subject.send(3)  // prints 3, then the stream finishes",
        try_discussion="Like ``first(where:)``, it asks the upstream for `.unlimited`; the first match cancels the "
        "upstream and goes out (with `.finished`) once the downstream has asked for anything. If the upstream "
        "finishes without a match, the downstream just finishes. If the predicate throws, the upstream is "
        'cancelled and the publisher fails with the error. The subscription is described as `"TryFirstWhere"`.',
        try_example="let firstValid = records.tryFirst { try $0.validate() }",
        params=[("where predicate",) + PREDICATE[1:] + (
            "A closure that takes an element as a parameter and returns a Boolean value that indicates whether to "
            "publish the element.",)],
        returns="A publisher that only publishes the first element of a stream that satisfies the predicate.",
        struct_summary="A publisher that only publishes the first element of a stream to satisfy a@throwing_article@ "
        "predicate closure.",
        properties=predicate_property("The closure that determines whether to publish an element."),
        inlinable="method init receive",
        receive_doc='Attaches the subscriber through a subscription described as `"TryFirst"`.',
        body="""\
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(
                subscriber: FirstElementInner<Output, Failure, S>(
                    downstream: subscriber,
                    predicate: predicate,
                    description: "TryFirst"
                )
            )
""",
        try_body="""\
            let predicate = self.predicate
            upstream.subscribe(
                ReducingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, initial: nil, description: "TryFirstWhere", mapFailure: { $0 }
                ) { result, input in
                    if try predicate(input) {
                        result = input
                        return .finish
                    }
                    return .next
                })
""",
    ),
    Twin(
        name="Scan",
        method="scan",
        try_method="tryScan",
        link="``scan(_:_:)``",
        summary="Transforms elements from the upstream publisher by providing the current element to "
        "a@throwing_article@ closure along with the last value returned by the closure.",
        discussion="Like `map`, and as in Combine, `scan` hands the upstream subscription straight to the downstream "
        "(whose `description` is therefore the upstream's), and demand passes through unchanged. Each "
        "subscription starts again from `initialResult`.",
        example="let cancellable = (1...4).publisher.scan(0, +).sink { print($0) }  // prints 1, 3, 6, 10",
        try_discussion="It behaves like ``scan(_:_:)``, but hands the downstream its own subscription (described as "
        '`"TryScan"`, as in Combine); if the closure throws, the upstream is cancelled and the publisher fails with '
        "the error. Demand passes straight through.",
        try_example="let totals = amounts.tryScan(0) { try checkedAdd($0, $1) }",
        params=[
            ("_ initialResult", "initialResult", "T", "The previous result returned by the `nextPartialResult` closure."),
            ("_ nextPartialResult", "nextPartialResult", "(T, Output) @throws@-> T",
             "A@throwing_article@ closure that takes as its arguments the previous value returned by the closure and "
             "the next element emitted from the upstream publisher."),
        ],
        returns="A publisher that transforms elements by applying a closure that receives its previous return value "
        "and the next element from the upstream publisher.",
        struct_summary="A publisher that transforms elements from the upstream publisher by providing the current "
        "element to a@throwing_article@ closure along with the last value returned by the closure.",
        output=None,
        generics="<T>",
        struct_generics=", Output",
        result=", T",
        properties=[
            ("initialResult", "Output", "The value that the closure receives the first time it's called."),
            ("nextPartialResult", "(Output, Upstream.Output) @throws@-> Output",
             "A@throwing_article@ closure that takes the previously-accumulated value and the next element from the "
             "upstream publisher to produce a new value."),
        ],
        receive_doc="Attaches the subscriber: the upstream receives a forwarding subscriber that accumulates.",
        body="""\
            upstream.subscribe(Inner(downstream: subscriber, initial: initialResult, next: nextPartialResult))
""",
        try_body="""\
            let next = nextPartialResult
            var accumulator = initialResult
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                accumulator = try next(accumulator, input)
                return .emit(accumulator)
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryScan",
                    reflection: .downstreamAnd { status in [("status", status as Any), ("result", accumulator as Any)]
                    },
                    stepsBeforeSubscription: true, mapFailure: { $0 }, step: step))
""",
    ),
    Twin(
        name="RemoveDuplicates",
        method="removeDuplicates",
        try_method="tryRemoveDuplicates",
        link="``removeDuplicates(by:)``",
        summary="Publishes only elements that don't match the previous element, as evaluated by a provided "
        "@throwing@closure.",
        discussion="The closure receives the previous element first and the new one second; the new element is a "
        "duplicate, and is dropped, when it returns `true`. Each element is compared with the one received just "
        "before it, whether or not that one was published.",
        example="let cancellable = points\n    .removeDuplicates { $0.x == $1.x }\n    .sink { print($0) }",
        try_discussion="Like `removeDuplicates(by:)`, each element is compared with the one received just before it "
        "(published or not), and a duplicate is answered upstream with `.max(1)`. If the closure throws, the "
        "upstream is cancelled and the publisher fails with the error. The subscription is described as "
        '`"TryRemoveDuplicates"`.',
        try_example="let changes = readings.tryRemoveDuplicates { try $0.isClose(to: $1) }",
        params=[("by predicate", "predicate", "(Output, Output) @throws@-> Bool",
                 "A closure to evaluate whether two elements are equivalent, for purposes of filtering. Return "
                 "`true` from this closure to indicate that the second element is a duplicate of the first.")],
        returns="A publisher that consumes — rather than publishes — duplicate elements.",
        struct_summary="A publisher that publishes only elements that don't match the previous element, as "
        "evaluated by a provided @throwing@closure.",
        properties=[("predicate", "(Upstream.Output, Upstream.Output) @throws@-> Bool",
                     "A@throwing_article@ closure to evaluate whether two elements are equivalent, for purposes of "
                     "filtering: `true` drops the second.")],
        plain_prelude=REMOVE_DUPLICATES_EQUATABLE,
        inlinable="method init",
        body="""\
            // Not `subscribe(_:)`: see `Publishers.Map.receive(subscriber:)`.
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
""",
        try_body="""\
            let predicate = self.predicate
            var previous: Upstream.Output?
            let step: (Upstream.Output) throws -> ElementStep<Output> = { input in
                defer { previous = input }
                if let previous, try predicate(previous, input) {
                    return .drop
                }
                return .emit(input)
            }
            upstream.subscribe(
                SteppingInner<Upstream.Output, Upstream.Failure, S>(
                    downstream: subscriber, description: "TryRemoveDuplicates", cancelBeforeSubscriptionIsFinal: true,
                    reflection: .downstreamAnd { _ in [("last", previous as Any)] }, mapFailure: { $0 }, step: step))
""",
    ),
]
