import Foundation
import Signals
import Testing

/// A publisher that keeps the subscriber an operator attaches to it, so a test can look at what the
/// operator hands upstream (its description, `Mirror` and playground description) and drive it.
final class CapturingPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
    // Safety: `subscriber` is written once, from the test's thread, before it is read.
    private(set) var subscriber: Any?

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = subscriber
    }
}

/// What an operator's subscriber or subscription shows of itself, as Combine's show it: its name, its
/// `Mirror` children and its playground description.
@Suite struct OperatorReflectionTests {
    /// The name, the `Mirror` children (label and value) and the playground description of `object`.
    private static func reflection(of object: Any?) -> (String?, [String], String?) {
        guard let object else { return (nil, ["no object"], nil) }
        let name = (object as? CustomStringConvertible)?.description
        let mirror = (object as? CustomReflectable)?.customMirror
        let children = mirror.map { $0.children.map { "\($0.label ?? "_")=\(String(describing: $0.value))" } }
        let playground = (object as? CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
        return (name, children ?? ["not reflectable"], playground)
    }

    /// The subscriber `make` attaches upstream.
    private static func upstreamSubscriber<P: Publisher>(
        _ make: (CapturingPublisher<Int, TestError>) -> P
    ) -> Any? {
        let upstream = CapturingPublisher<Int, TestError>()
        make(upstream).subscribe(AnySubscriber<P.Output, P.Failure>())
        return upstream.subscriber
    }

    @Test func statelessOperatorsShowTheirNameAndNoChildren() {
        let cases: [(String, Any?)] = [
            ("Map", Self.upstreamSubscriber { $0.map { $0 * 2 } }),
            ("Filter", Self.upstreamSubscriber { $0.filter { $0 > 0 } }),
            ("CompactMap", Self.upstreamSubscriber { $0.compactMap { $0 } }),
            ("MapError", Self.upstreamSubscriber { $0.mapError { $0 } }),
            ("IgnoreOutput", Self.upstreamSubscriber { $0.ignoreOutput() }),
            ("DropWhile", Self.upstreamSubscriber { $0.drop { $0 > 0 } }),
        ]
        for (name, subscriber) in cases {
            let (description, children, playground) = Self.reflection(of: subscriber)
            #expect(description == name)
            #expect(children == [])
            #expect(playground == name)
        }
        let optional = CapturingPublisher<Int?, Never>()
        optional.replaceNil(with: 0).subscribe(AnySubscriber<Int, Never>())
        #expect(Self.reflection(of: optional.subscriber) == ("Map", [], "Map"))
        let never = CapturingPublisher<Int, Never>()
        never.setFailureType(to: TestError.self).subscribe(AnySubscriber<Int, TestError>())
        #expect(Self.reflection(of: never.subscriber) == ("SetFailureType", [], "SetFailureType"))
    }

    @Test func keyPathMapsShowTheirKeyPaths() {
        let one = Self.reflection(of: Self.upstreamSubscriber { $0.map(\.bitWidth) })
        #expect(one.0 == "ValueForKey")
        #expect(one.1.map { $0.prefix(13) } == ["keyPath=\\Int."])
        #expect(one.2 == "ValueForKey")
        let three = Self.reflection(of: Self.upstreamSubscriber { $0.map(\.bitWidth, \.description, \.magnitude) })
        #expect(three.0 == "ValueForKeys")
        #expect(three.1.map { $0.prefix(9) } == ["keyPath0=", "keyPath1=", "keyPath2="])
    }

    @Test func scanShowsTheDownstreamAndTheRunningResult() {
        let upstream = CapturingPublisher<Int, TestError>()
        let tracker = TrackingSubscriber<Int, TestError>()
        upstream.scan(10, +).subscribe(tracker)
        let inner = upstream.subscriber as? any Subscriber<Int, TestError>
        _ = inner?.receive(5)
        #expect(
            Self.reflection(of: upstream.subscriber) == (
                "Scan", ["downstream=TrackingSubscriber", "result=15"], "Scan"
            ))
    }

    /// The subscriptions that are their own upstream subscriber show the downstream, then their state.
    @Test func steppingOperatorsShowTheDownstreamAndTheirState() {
        let downstreamOnly: [(String, Any?)] = [
            ("TryFilter", Self.upstreamSubscriber { $0.tryFilter { $0 > 0 } }),
            ("TryCompactMap", Self.upstreamSubscriber { $0.tryCompactMap { $0 } }),
            ("PrefixWhile", Self.upstreamSubscriber { $0.prefix { $0 > 0 } }),
            ("TryPrefixWhile", Self.upstreamSubscriber { $0.tryPrefix { $0 > 0 } }),
        ]
        for (name, subscriber) in downstreamOnly {
            let (description, children, _) = Self.reflection(of: subscriber)
            #expect(description == name)
            #expect(children.map { $0.prefix(11) } == ["downstream="])
        }
        let removeDuplicates = Self.reflection(of: Self.upstreamSubscriber { $0.removeDuplicates() })
        #expect(removeDuplicates.1.dropFirst() == ["last=nil"])
        let tryRemoveDuplicates = Self.reflection(of: Self.upstreamSubscriber { $0.tryRemoveDuplicates { $0 == $1 } })
        #expect(tryRemoveDuplicates.1.dropFirst() == ["last=nil"])
        let tryScan = Self.reflection(of: Self.upstreamSubscriber { $0.tryScan(7) { $0 + $1 } })
        #expect(tryScan.1.dropFirst() == ["status=awaitingSubscription", "result=7"])
    }

    @Test func firstShowsAReducersChildren() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = TrackingSubscriber<Int, TestError>(initialDemand: nil)
        subject.first { $0 > 2 }.subscribe(tracker)
        let subscription = tracker.subscription
        subject.send(3)
        let (description, children, playground) = Self.reflection(of: subscription)
        #expect(description == "TryFirst")
        #expect(children == ["downstream=TrackingSubscriber", "result=Optional(3)", "initial=nil", "status=terminal"])
        #expect(playground == "TryFirst")
        tracker.cancel()
    }

    @Test func collectShowsItsCountAndCollectByCountItsBuffer() {
        let subject = PassthroughSubject<Int, TestError>()
        let all = TrackingSubscriber<[Int], TestError>()
        let pairs = TrackingSubscriber<[Int], TestError>()
        subject.collect().subscribe(all)
        subject.collect(2).subscribe(pairs)
        subject.send(1)
        #expect(Self.reflection(of: all.subscription).1 == ["count=1"])
        #expect(
            Self.reflection(of: pairs.subscription).1 == [
                "downstream=TrackingSubscriber", "upstreamSubscription=Optional(PassthroughSubject)", "buffer=[1]",
                "count=2",
            ])
        all.cancel()
        pairs.cancel()
    }
}
