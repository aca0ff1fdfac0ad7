#if canImport(Combine)
    import Combine
    import Dispatch
    import Signals
    import SignalsCombine
    import Testing

    /// A Combine publisher seen as a Signals publisher (`asSignalsPublisher()`): what a Signals subscriber
    /// receives, what the Combine upstream is asked, and what the bridge keeps.
    @Suite struct FromCombineTests {
        typealias Tracker = SignalsTracker<Int, TestError>

        @Test func deliversTheValuesThenFinished() {
            let subject = Combine.PassthroughSubject<Int, TestError>()
            let tracker = Tracker()
            subject.asSignalsPublisher().subscribe(tracker)
            subject.send(1)
            subject.send(2)
            subject.send(completion: .finished)
            subject.send(3)
            #expect(tracker.events == [.subscription("FromCombine"), .value(1), .value(2), .finished])
        }

        @Test func deliversTheFailure() {
            let subject = Combine.PassthroughSubject<Int, TestError>()
            let tracker = Tracker()
            subject.asSignalsPublisher().subscribe(tracker)
            subject.send(1)
            subject.send(completion: .failure(TestError(code: 7)))
            #expect(tracker.events == [.subscription("FromCombine"), .value(1), .failure(TestError(code: 7))])
        }

        /// Each `request` reaches the upstream as one request of the same demand, and the demand the
        /// subscriber returns for a value is returned to the upstream unchanged.
        @Test func demandReachesTheUpstreamExactly() {
            let probe = CombineProbe()
            let tracker = Tracker(initialDemand: nil, demandOnValue: { $0 == 1 ? .max(3) : .none })
            probe.asSignalsPublisher().subscribe(tracker)
            #expect(probe.requests == [])
            tracker.request(.max(2))
            #expect(probe.send(1) == .max(3))
            #expect(probe.send(2) == Combine.Subscribers.Demand.none)
            tracker.request(.max(5))
            tracker.request(.unlimited)
            #expect(probe.requests == [.max(2), .max(5), .unlimited])
            #expect(tracker.events == [.subscription("FromCombine"), .value(1), .value(2)])
            tracker.cancel()
        }

        /// A synchronous upstream (`Publishers.Sequence`) delivers inside the downstream's `request`, which
        /// runs inside `receive(subscription:)`: the bridge passes those re-entrant deliveries on at once.
        @Test func deliversASynchronousUpstreamDemandByDemand() {
            let tracker = Tracker(initialDemand: .max(2))
            Combine.Publishers.Sequence<[Int], TestError>(sequence: [1, 2, 3]).asSignalsPublisher().subscribe(tracker)
            #expect(tracker.events == [.subscription("FromCombine"), .value(1), .value(2)])
            tracker.request(.max(1))
            #expect(tracker.events == [.subscription("FromCombine"), .value(1), .value(2), .value(3), .finished])
        }

        /// A value sent from inside the subscriber (on the delivering thread) is delivered at once, nested,
        /// as the Combine subject orders it: the bridge holds no lock while it delivers.
        @Test func passesOnAReentrantSendAtOnce() {
            let subject = Combine.PassthroughSubject<Int, TestError>()
            let tracker = Tracker(onValue: { if $0 == 1 { subject.send(10) } })
            subject.asSignalsPublisher().subscribe(tracker)
            subject.send(1)
            subject.send(2)
            #expect(tracker.values == [1, 10, 2])
            tracker.cancel()
        }

        @Test func cancelReachesTheUpstreamOnce() {
            let probe = CombineProbe()
            let tracker = Tracker(initialDemand: .max(1))
            probe.asSignalsPublisher().subscribe(tracker)
            tracker.cancel()
            tracker.cancel()
            tracker.request(.max(4))
            #expect(probe.cancels == 1)
            #expect(probe.requests == [.max(1)])
        }

        /// An upstream delivery that comes after the cancel returned (one that raced it) is not passed on.
        @Test func deliversNothingAfterTheCancel() {
            let probe = CombineProbe(deliversAfterCancel: true)
            let tracker = Tracker()
            probe.asSignalsPublisher().subscribe(tracker)
            probe.send(1)
            tracker.cancel()
            #expect(probe.send(2) == Combine.Subscribers.Demand.none)
            probe.send(completion: .finished)
            #expect(tracker.events == [.subscription("FromCombine"), .value(1)])
        }

        /// After a cancel the bridge keeps neither the subscriber (nor what its closures hold) nor the upstream
        /// subscription: the subscriber keeps the bridge, and the bridge no longer keeps the subscriber.
        @Test func nothingOutlivesTheCancel() {
            let probe = CombineProbe()
            weak var weakTracker: Tracker?
            weak var weakToken: LifetimeToken?
            weak var weakBridge: AnyObject?
            do {
                let token = LifetimeToken()
                let tracker = Tracker(onValue: { _ in _ = token })
                probe.asSignalsPublisher().subscribe(tracker)
                probe.send(1)
                (weakTracker, weakToken, weakBridge) = (tracker, token, tracker.subscription as AnyObject?)
                #expect(weakBridge != nil && probe.subscription != nil)
                tracker.cancel()
            }
            #expect(weakTracker == nil)
            #expect(weakToken == nil)
            #expect(weakBridge == nil)
            #expect(probe.subscription == nil)
        }

        @Test func nothingOutlivesTheCompletion() {
            let probe = CombineProbe()
            weak var weakTracker: Tracker?
            weak var weakBridge: AnyObject?
            do {
                let tracker = Tracker()
                probe.asSignalsPublisher().subscribe(tracker)
                (weakTracker, weakBridge) = (tracker, tracker.subscription as AnyObject?)
                probe.send(completion: .failure(TestError()))
                #expect(tracker.events == [.subscription("FromCombine"), .failure(TestError())])
            }
            #expect(weakTracker == nil)
            #expect(weakBridge == nil)
            #expect(probe.subscription == nil)
        }

        /// A cancel racing a stream of sends: the subscriber gets a prefix of the values, in order, and none
        /// after the cancel returned; nothing is kept afterwards.
        @Test func aCancelRacingSendsStopsTheDeliveries() {
            for _ in 0..<200 {
                let subject = SharedSubject(Combine.PassthroughSubject<Int, TestError>())
                weak var weakTracker: Tracker?
                do {
                    let tracker = Tracker()
                    weakTracker = tracker
                    subject.wrapped.asSignalsPublisher().subscribe(tracker)
                    DispatchQueue.concurrentPerform(iterations: 2) { thread in
                        if thread == 0 {
                            for value in 1...50 { subject.wrapped.send(value) }
                        } else {
                            tracker.cancel()
                        }
                    }
                    let delivered = tracker.values
                    subject.wrapped.send(51)
                    subject.wrapped.send(completion: .finished)
                    #expect(tracker.values == delivered)
                    #expect(delivered == Array((1...50).prefix(delivered.count)))
                    #expect(tracker.events.count == delivered.count + 1)
                }
                #expect(weakTracker == nil)
            }
        }

        /// Several threads send at once: the Signals subscriber is called one value at a time (its own
        /// atomic check), and receives every value, each thread's in the order it sent them.
        @Test func concurrentSendsArriveOneAtATimeAndAllArrive() {
            let threads = 4
            let perThread = 2_000
            let subject = SharedSubject(Combine.PassthroughSubject<Int, TestError>())
            let tracker = Tracker()
            subject.wrapped.asSignalsPublisher().subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread {
                    subject.wrapped.send(thread * perThread + index)
                }
            }
            subject.wrapped.send(completion: .finished)
            let values = tracker.values
            #expect(tracker.recorder.overlaps == 0)
            #expect(values.sorted() == Array(0..<(threads * perThread)))
            for thread in 0..<threads {
                let range = (thread * perThread)..<((thread + 1) * perThread)
                #expect(values.filter { range.contains($0) } == Array(range))
            }
            #expect(tracker.events.last == .finished)
        }
    }

    /// A Combine subject shared by several threads, as Combine's documentation allows (its subjects are
    /// thread-safe), though its types are not declared `Sendable`.
    struct SharedSubject<Wrapped: Combine.Subject>: @unchecked Sendable {
        // Safety: Combine's subjects may be sent to from any thread.
        let wrapped: Wrapped

        init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }
    }
#endif
