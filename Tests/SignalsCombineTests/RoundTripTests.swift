#if canImport(Combine)
    import Combine
    import Signals
    import SignalsCombine
    import Testing

    /// Through both bridges and back: the subscriber at the end sees what the original publisher sent, and
    /// the original upstream sees exactly the demand and the cancel of that subscriber.
    @Suite struct RoundTripTests {
        @Test func signalsThroughCombineAndBackKeepsTheHistoryAndTheDemand() {
            let probe = SignalsProbe()
            let tracker = SignalsTracker<Int, TestError>(initialDemand: .max(2), demandOnValue: { _ in .max(1) })
            probe.asCombinePublisher().asSignalsPublisher().subscribe(tracker)
            #expect(probe.send(1) == .max(1))
            tracker.request(.max(3))
            probe.send(completion: .finished)
            #expect(probe.requests == [.max(2), .max(3)])
            #expect(tracker.events == [.subscription("FromCombine"), .value(1), .finished])
        }

        @Test func combineThroughSignalsAndBackKeepsTheHistoryAndTheDemand() {
            let probe = CombineProbe()
            let tracker = CombineTracker<Int, TestError>(initialDemand: .max(2), demandOnValue: { _ in .max(1) })
            probe.asSignalsPublisher().asCombinePublisher().subscribe(tracker)
            #expect(probe.send(1) == .max(1))
            tracker.request(.max(3))
            probe.send(completion: .finished)
            #expect(probe.requests == [.max(2), .max(3)])
            #expect(tracker.events == [.subscription("FromSignals"), .value(1), .finished])
        }

        @Test func signalsThroughCombineAndBackPassesTheCancel() {
            let probe = SignalsProbe()
            let tracker = SignalsTracker<Int, TestError>()
            probe.asCombinePublisher().asSignalsPublisher().subscribe(tracker)
            probe.send(1)
            tracker.cancel()
            probe.send(2)
            #expect(probe.cancels == 1)
            #expect(probe.subscription == nil)
            #expect(tracker.events == [.subscription("FromCombine"), .value(1)])
        }

        @Test func combineThroughSignalsAndBackPassesTheCancel() {
            let probe = CombineProbe()
            let tracker = CombineTracker<Int, TestError>()
            probe.asSignalsPublisher().asCombinePublisher().subscribe(tracker)
            probe.send(1)
            tracker.cancel()
            probe.send(2)
            #expect(probe.cancels == 1)
            #expect(probe.subscription == nil)
            #expect(tracker.events == [.subscription("FromSignals"), .value(1)])
        }

        /// A Signals subject bridged to Combine and back is still that subject to Signals code.
        @Test func aSubjectBridgedBothWaysForwardsToTheOriginal() {
            let subject = Signals.PassthroughSubject<Int, TestError>()
            let tracker = SignalsTracker<Int, TestError>()
            subject.subscribe(tracker)
            let twiceBridged = subject.asCombineSubject().asSignalsSubject()
            twiceBridged.send(1)
            twiceBridged.send(completion: .finished)
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .finished])
        }
    }
#endif
