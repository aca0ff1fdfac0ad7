/// What the scheduled actions of ``Publishers/Timeout`` call, without naming generic types (a
/// `@Sendable` closure may not capture generic metatypes).
private protocol TimeoutActions: AnyObject, Sendable {
    /// The timer started as `generation` fired.
    func timerFired(generation: UInt64)
    /// An action scheduled for one upstream event is due: delivers the oldest one waiting.
    func deliverNext()
}

extension Publishers.Timeout {
    /// The subscription of ``Publishers/Timeout``, shaped as Combine's: a repeating timer started when
    /// the subscription arrives, restarted at the first request and at each value; one
    /// `schedule(options:_:)` action per upstream event.
    ///
    /// Events wait in a FIFO under ``lock`` and each action delivers the oldest (an action captures only
    /// `Sendable` state, never a value it would carry across threads), through a ``SerialDelivery``, so
    /// deliveries from actions and the timer never overlap. The timer holds this subscription strongly,
    /// as Combine's does, until it is cancelled (on cancel, on a value, on the upstream's completion,
    /// when it fires); the event actions hold it through a ``ScheduledTicket`` until they run or the
    /// subscription ends.
    final class Inner<Downstream: Subscriber>: Subscriber, Subscription, ReflectedByName,
        DownstreamDemandReceiver, TimeoutActions, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: every stored `var` is only read or written with `lock` held; the `let`s are immutable,
        // and a scheduler may be called from any thread, as the `Scheduler` contract expects.
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure

        private enum Event {
            case value(Input)
            case completion(Subscribers.Completion<Failure>)
        }

        private let lock = UnfairLock()
        private let output: SerialDelivery<Downstream>
        private let interval: Context.SchedulerTimeType.Stride
        private let scheduler: Context
        private let options: Context.SchedulerOptions?
        private var customError: (() -> Failure)?
        /// The downstream, until it has been handed this subscription.
        private var subscriber: Downstream?
        private var upstream: (any Subscription)?
        /// Cancelled, timed out, or the completion delivered: nothing more happens.
        private var terminated = false
        /// The upstream's completion arrived (it waits for its action).
        private var upstreamCompleted = false
        private var requestedOnce = false
        /// The downstream has its subscription (a completion may be delivered).
        private var handedOver = false
        /// A time-out that came before the hand-over (a scheduler that runs the timer at once).
        private var earlyCompletion: Subscribers.Completion<Failure>?
        private var timer: (any Cancellable)?
        /// Identifies the running timer; an older one that still fires finds a different generation.
        private var generation: UInt64 = 0
        private var events = PendingFIFO<Event>()
        /// What the pending delivery actions hold of this subscription: revoked on cancel, on time-out
        /// and once the completion is delivered, so that actions a scheduler never runs then keep
        /// nothing alive (see ``ScheduledTicket``).
        private let ticket = ScheduledTicket<any TimeoutActions>()

        init(downstream: Downstream, publisher: Publishers.Timeout<Upstream, Context>) {
            output = SerialDelivery(downstream)
            subscriber = downstream
            interval = publisher.interval
            scheduler = publisher.scheduler
            options = publisher.options
            customError = publisher.customError
            output.demandReceiver = self
        }

        var description: String { "Timeout" }

        // MARK: Subscriber

        func receive(subscription: any Subscription) {
            lock.lock()
            guard upstream == nil, !terminated, let downstream = subscriber.take() else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstream = subscription
            lock.unlock()
            restartTimer()
            downstream.receive(subscription: self)
            lock.lock()
            handedOver = true
            let early = earlyCompletion.take()
            lock.unlock()
            if let early {
                output.deliver(.completion(early))
            }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            lock.lock()
            guard upstream != nil, !terminated, !upstreamCompleted else {
                lock.unlock()
                return .none
            }
            events.append(.value(input))
            lock.unlock()
            restartTimer()
            schedule()
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            guard upstream != nil, !terminated, !upstreamCompleted else {
                lock.unlock()
                return
            }
            upstreamCompleted = true
            events.append(.completion(completion))
            let timer = self.timer.take()
            lock.unlock()
            timer?.cancel()
            schedule()
        }

        // MARK: Subscription

        /// Passes the demand upstream; the first request restarts the timer, as in Combine.
        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            guard let upstream, !terminated else {
                lock.unlock()
                return
            }
            let first = !requestedOnce
            requestedOnce = true
            lock.unlock()
            if first {
                restartTimer()
            }
            upstream.request(demand)
        }

        func cancel() {
            lock.lock()
            guard !terminated else {
                lock.unlock()
                return
            }
            terminated = true
            let released = (upstream.take(), timer.take(), customError.take(), subscriber.take(), events)
            events.removeAll()
            lock.unlock()
            released.1?.cancel()
            released.0?.cancel()
            output.cancel()
            _ = ticket.revoke()
        }

        // MARK: DownstreamDemandReceiver

        func downstreamRequested(_ demand: Subscribers.Demand) {
            lock.lock()
            let upstream = terminated ? nil : self.upstream
            lock.unlock()
            upstream?.request(demand)
        }

        // MARK: Actions

        /// Replaces the timer with a new one, `interval` from now, unless the stream is over.
        private func restartTimer() {
            lock.lock()
            guard !terminated, !upstreamCompleted else {
                lock.unlock()
                return
            }
            generation += 1
            let token = generation
            let previous = timer.take()
            lock.unlock()
            previous?.cancel()
            let target: any TimeoutActions = self
            let timer = scheduler.schedule(
                after: scheduler.now.advanced(by: interval),
                interval: interval,
                tolerance: scheduler.minimumTolerance,
                options: options
            ) { target.timerFired(generation: token) }
            lock.lock()
            // Keep it unless a newer timer, a completion or a cancel came meanwhile (on another thread,
            // or from the action itself on a scheduler that runs it at once).
            let keep = token == generation && !terminated && !upstreamCompleted && self.timer == nil
            if keep {
                self.timer = timer
            }
            lock.unlock()
            if !keep {
                timer.cancel()
            }
        }

        private func schedule() {
            let ticket = self.ticket
            guard ticket.issue(for: self) else { return }
            scheduler.schedule(options: options) { ticket.redeem()?.deliverNext() }
        }

        func deliverNext() {
            lock.lock()
            guard !terminated, let event = events.popFirst() else {
                lock.unlock()
                return
            }
            switch event {
            case .value(let value):
                output.enqueue(.value(value))
                lock.unlock()
            case .completion(let completion):
                terminated = true
                output.enqueue(.completion(completion))
                let released = (upstream.take(), customError.take())
                lock.unlock()
                _ = released  // released outside the lock
                _ = ticket.revoke()  // nothing is left to deliver
            }
            output.drain()
        }

        func timerFired(generation token: UInt64) {
            lock.lock()
            guard token == generation, !terminated, !upstreamCompleted else {
                lock.unlock()
                return
            }
            terminated = true
            let released = (upstream.take(), timer.take(), events)
            events.removeAll()
            let makeError = customError.take()
            lock.unlock()
            released.1?.cancel()
            released.0?.cancel()
            _ = ticket.revoke()
            let completion: Subscribers.Completion<Failure> = makeError.map { .failure($0()) } ?? .finished
            lock.lock()
            let deliverNow = handedOver
            if !deliverNow {
                earlyCompletion = completion
            }
            lock.unlock()
            if deliverNow {
                output.deliver(.completion(completion))
            }
        }
    }
}
