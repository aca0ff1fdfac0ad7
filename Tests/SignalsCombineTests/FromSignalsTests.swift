#if canImport(Combine)
    import Combine
    import Dispatch
    import Signals
    import SignalsCombine
    import Testing

    /// A Signals publisher seen as a Combine publisher (`asCombinePublisher()`): what a Combine subscriber
    /// receives, what the Signals upstream is asked, and what the bridge keeps.
    @Suite struct FromSignalsTests {
        typealias Tracker = CombineTracker<Int, TestError>

        @Test func deliversTheValuesThenFinished() {
            let subject = Signals.PassthroughSubject<Int, TestError>()
            let tracker = Tracker()
            subject.asCombinePublisher().subscribe(tracker)
            subject.send(1)
            subject.send(2)
            subject.send(completion: .finished)
            subject.send(3)
            #expect(tracker.events == [.subscription("FromSignals"), .value(1), .value(2), .finished])
        }

        @Test func deliversTheFailure() {
            let subject = Signals.PassthroughSubject<Int, TestError>()
            let tracker = Tracker()
            subject.asCombinePublisher().subscribe(tracker)
            subject.send(1)
            subject.send(completion: .failure(TestError(code: 7)))
            #expect(tracker.events == [.subscription("FromSignals"), .value(1), .failure(TestError(code: 7))])
        }

        /// Each `request` reaches the upstream as one request of the same demand, and the demand the
        /// subscriber returns for a value is returned to the upstream unchanged.
        @Test func demandReachesTheUpstreamExactly() {
            let probe = SignalsProbe()
            let tracker = Tracker(initialDemand: nil, demandOnValue: { $0 == 1 ? .max(3) : .none })
            probe.asCombinePublisher().subscribe(tracker)
            #expect(probe.requests == [])
            tracker.request(.max(2))
            #expect(probe.send(1) == .max(3))
            #expect(probe.send(2) == Signals.Subscribers.Demand.none)
            tracker.request(.max(5))
            tracker.request(.unlimited)
            #expect(probe.requests == [.max(2), .max(5), .unlimited])
            #expect(tracker.events == [.subscription("FromSignals"), .value(1), .value(2)])
            tracker.cancel()
        }

        /// A synchronous upstream (`Publishers.Sequence`) delivers inside the downstream's `request`, which
        /// runs inside `receive(subscription:)`: the bridge passes those re-entrant deliveries on at once.
        @Test func deliversASynchronousUpstreamDemandByDemand() {
            let tracker = Tracker(initialDemand: .max(2))
            Signals.Publishers.Sequence<[Int], TestError>(sequence: [1, 2, 3]).asCombinePublisher().subscribe(tracker)
            #expect(tracker.events == [.subscription("FromSignals"), .value(1), .value(2)])
            tracker.request(.max(1))
            #expect(tracker.events == [.subscription("FromSignals"), .value(1), .value(2), .value(3), .finished])
        }

        /// A value sent from inside the subscriber (on the delivering thread) is delivered at once, nested,
        /// as the Signals subject orders it: the bridge holds no lock while it delivers.
        @Test func passesOnAReentrantSendAtOnce() {
            let subject = Signals.PassthroughSubject<Int, TestError>()
            let tracker = Tracker(onValue: { if $0 == 1 { subject.send(10) } })
            subject.asCombinePublisher().subscribe(tracker)
            subject.send(1)
            subject.send(2)
            #expect(tracker.values == [1, 10, 2])
            tracker.cancel()
        }

        @Test func cancelReachesTheUpstreamOnce() {
            let probe = SignalsProbe()
            let tracker = Tracker(initialDemand: .max(1))
            probe.asCombinePublisher().subscribe(tracker)
            tracker.cancel()
            tracker.cancel()
            tracker.request(.max(4))
            #expect(probe.cancels == 1)
            #expect(probe.requests == [.max(1)])
        }

        /// An upstream delivery that comes after the cancel returned (one that raced it) is not passed on.
        @Test func deliversNothingAfterTheCancel() {
            let probe = SignalsProbe(deliversAfterCancel: true)
            let tracker = Tracker()
            probe.asCombinePublisher().subscribe(tracker)
            probe.send(1)
            tracker.cancel()
            #expect(probe.send(2) == Signals.Subscribers.Demand.none)
            probe.send(completion: .finished)
            #expect(tracker.events == [.subscription("FromSignals"), .value(1)])
        }

        /// After a cancel the bridge keeps neither the subscriber (nor what its closures hold) nor the upstream
        /// subscription: the subscriber keeps the bridge, and the bridge no longer keeps the subscriber.
        @Test func nothingOutlivesTheCancel() {
            let probe = SignalsProbe()
            weak var weakTracker: Tracker?
            weak var weakToken: LifetimeToken?
            weak var weakBridge: AnyObject?
            do {
                let token = LifetimeToken()
                let tracker = Tracker(onValue: { _ in _ = token })
                probe.asCombinePublisher().subscribe(tracker)
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
            let probe = SignalsProbe()
            weak var weakTracker: Tracker?
            weak var weakBridge: AnyObject?
            do {
                let tracker = Tracker()
                probe.asCombinePublisher().subscribe(tracker)
                (weakTracker, weakBridge) = (tracker, tracker.subscription as AnyObject?)
                probe.send(completion: .failure(TestError()))
                #expect(tracker.events == [.subscription("FromSignals"), .failure(TestError())])
            }
            #expect(weakTracker == nil)
            #expect(weakBridge == nil)
            #expect(probe.subscription == nil)
        }

        /// A cancel racing a stream of sends: the subscriber gets a prefix of the values, in order, and none
        /// after the cancel returned; nothing is kept afterwards.
        @Test func aCancelRacingSendsStopsTheDeliveries() {
            for _ in 0..<200 {
                let subject = Signals.PassthroughSubject<Int, TestError>()
                weak var weakTracker: Tracker?
                do {
                    let tracker = Tracker()
                    weakTracker = tracker
                    subject.asCombinePublisher().subscribe(tracker)
                    DispatchQueue.concurrentPerform(iterations: 2) { thread in
                        if thread == 0 {
                            for value in 1...50 { subject.send(value) }
                        } else {
                            tracker.cancel()
                        }
                    }
                    let delivered = tracker.values
                    subject.send(51)
                    subject.send(completion: .finished)
                    #expect(tracker.values == delivered)
                    #expect(delivered == Array((1...50).prefix(delivered.count)))
                    #expect(tracker.events.count == delivered.count + 1)
                }
                #expect(weakTracker == nil)
            }
        }

        /// Several threads send at once: the Combine subscriber is called one value at a time (its own
        /// atomic check), and receives every value, each thread's in the order it sent them.
        @Test func concurrentSendsArriveOneAtATimeAndAllArrive() {
            let threads = 4
            let perThread = 2_000
            let subject = Signals.PassthroughSubject<Int, TestError>()
            let tracker = Tracker()
            subject.asCombinePublisher().subscribe(tracker)
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread {
                    subject.send(thread * perThread + index)
                }
            }
            subject.send(completion: .finished)
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
#endif
