#if canImport(Combine)
    import Combine
    import Signals
    import SignalsCombine
    import Testing

    /// Subjects both ways: a Signals subject used where a Combine `Subject` is wanted
    /// (`asCombineSubject()`), and a Combine subject used where a Signals `Subject` is wanted
    /// (`asSignalsSubject()`).
    @Suite struct SubjectBridgeTests {
        /// A Combine publisher subscribes a Signals subject: the subject's subscribers get its values, the
        /// subject asks the Combine upstream for what it asks of its own upstreams, and cancelling the link
        /// cancels the upstream.
        @Test func aCombinePublisherFeedsASignalsSubject() {
            let subject = Signals.PassthroughSubject<Int, TestError>()
            let tracker = SignalsTracker<Int, TestError>()
            subject.subscribe(tracker)
            let probe = CombineProbe()
            let link = probe.subscribe(subject.asCombineSubject())
            probe.send(1)
            probe.send(2)
            #expect(probe.requests == [.unlimited])
            link.cancel()
            #expect(probe.cancels == 1)
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .value(2)])
            tracker.cancel()
        }

        @Test func aCombinePublishersFailureCompletesTheSignalsSubject() {
            let subject = Signals.PassthroughSubject<Int, TestError>()
            let tracker = SignalsTracker<Int, TestError>()
            subject.subscribe(tracker)
            let probe = CombineProbe()
            let link = probe.subscribe(subject.asCombineSubject())
            probe.send(1)
            probe.send(completion: .failure(TestError(code: 4)))
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .failure(TestError(code: 4))])
            link.cancel()
        }

        @Test func aSignalsPublisherFeedsACombineSubject() {
            let subject = Combine.PassthroughSubject<Int, TestError>()
            let tracker = CombineTracker<Int, TestError>()
            subject.subscribe(tracker)
            let probe = SignalsProbe()
            let link = probe.subscribe(subject.asSignalsSubject())
            probe.send(1)
            probe.send(2)
            #expect(probe.requests == [.unlimited])
            link.cancel()
            #expect(probe.cancels == 1)
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .value(2)])
            tracker.cancel()
        }

        @Test func aSignalsPublishersFailureCompletesTheCombineSubject() {
            let subject = Combine.PassthroughSubject<Int, TestError>()
            let tracker = CombineTracker<Int, TestError>()
            subject.subscribe(tracker)
            let probe = SignalsProbe()
            let link = probe.subscribe(subject.asSignalsSubject())
            probe.send(1)
            probe.send(completion: .failure(TestError(code: 4)))
            #expect(tracker.events == [.subscription("PassthroughSubject"), .value(1), .failure(TestError(code: 4))])
            link.cancel()
        }

        /// Combine's `subscribe(_:)` holds a subject weakly; for a bridged Signals subject the link holds it
        /// (nothing else keeps the bridge), until the link is cancelled, then nothing does.
        @Test func theLinkKeepsTheSignalsSubjectUntilCancelled() {
            let probe = CombineProbe()
            weak var weakSubject: Signals.PassthroughSubject<Int, TestError>?
            let link: Combine.AnyCancellable
            do {
                let subject = Signals.PassthroughSubject<Int, TestError>()
                weakSubject = subject
                link = probe.subscribe(subject.asCombineSubject())
            }
            #expect(weakSubject != nil)
            link.cancel()
            #expect(weakSubject == nil)
            #expect(probe.subscription == nil)
        }

        @Test func theLinkKeepsTheCombineSubjectUntilCancelled() {
            let probe = SignalsProbe()
            weak var weakSubject: Combine.PassthroughSubject<Int, TestError>?
            let link: Signals.AnyCancellable
            do {
                let subject = Combine.PassthroughSubject<Int, TestError>()
                weakSubject = subject
                link = probe.subscribe(subject.asSignalsSubject())
            }
            #expect(weakSubject != nil)
            link.cancel()
            #expect(weakSubject == nil)
            #expect(probe.subscription == nil)
        }

        /// Combine code sends into a Signals subject: its Signals subscribers and the bridge's Combine
        /// subscribers see the same history.
        @Test func combineCodeSendsIntoASignalsSubject() {
            let subject = Signals.PassthroughSubject<Int, TestError>()
            let signalsTracker = SignalsTracker<Int, TestError>()
            subject.subscribe(signalsTracker)
            let bridged = subject.asCombineSubject()
            let combineTracker = CombineTracker<Int, TestError>()
            bridged.subscribe(combineTracker)
            sendOneTwoAndFail(into: bridged)
            #expect(
                signalsTracker.events == [
                    .subscription("PassthroughSubject"), .value(1), .value(2), .failure(TestError(code: 3)),
                ]
            )
            #expect(
                combineTracker.events == [
                    .subscription("FromSignals"), .value(1), .value(2), .failure(TestError(code: 3)),
                ]
            )
        }

        @Test func signalsCodeSendsIntoACombineSubject() {
            let subject = Combine.PassthroughSubject<Int, TestError>()
            let combineTracker = CombineTracker<Int, TestError>()
            subject.subscribe(combineTracker)
            let bridged = subject.asSignalsSubject()
            let signalsTracker = SignalsTracker<Int, TestError>()
            bridged.subscribe(signalsTracker)
            sendOneTwoAndFail(into: bridged)
            #expect(
                combineTracker.events == [
                    .subscription("PassthroughSubject"), .value(1), .value(2), .failure(TestError(code: 3)),
                ]
            )
            #expect(
                signalsTracker.events == [
                    .subscription("FromCombine"), .value(1), .value(2), .failure(TestError(code: 3)),
                ]
            )
        }

        /// A bridged `CurrentValueSubject` is the subject itself: a value sent through the bridge is its
        /// value, and a subscriber through the bridge gets the current value first.
        @Test func aBridgedSignalsCurrentValueSubjectKeepsItsValue() {
            let counter = Signals.CurrentValueSubject<Int, TestError>(0)
            let bridged = counter.asCombineSubject()
            let tracker = CombineTracker<Int, TestError>()
            bridged.subscribe(tracker)
            bridged.send(5)
            #expect(counter.value == 5)
            #expect(tracker.values == [0, 5])
            tracker.cancel()
        }

        @Test func aBridgedCombineCurrentValueSubjectKeepsItsValue() {
            let counter = Combine.CurrentValueSubject<Int, TestError>(0)
            let bridged = counter.asSignalsSubject()
            let tracker = SignalsTracker<Int, TestError>()
            bridged.subscribe(tracker)
            bridged.send(5)
            #expect(counter.value == 5)
            #expect(tracker.values == [0, 5])
            tracker.cancel()
        }

        /// Generic over Combine's protocol: compiles only if the bridge is a Combine `Subject`.
        private func sendOneTwoAndFail<S: Combine.Subject>(into subject: S)
        where S.Output == Int, S.Failure == TestError {
            subject.send(1)
            subject.send(2)
            subject.send(completion: .failure(TestError(code: 3)))
        }

        /// Generic over Signals' protocol: compiles only if the bridge is a Signals `Subject`.
        private func sendOneTwoAndFail<S: Signals.Subject>(into subject: S)
        where S.Output == Int, S.Failure == TestError {
            subject.send(1)
            subject.send(2)
            subject.send(completion: .failure(TestError(code: 3)))
        }
    }
#endif
