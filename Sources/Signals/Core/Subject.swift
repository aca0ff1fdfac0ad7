/// A publisher that exposes a method for outside callers to publish elements.
///
/// A subject is a publisher that you can use to "inject" values into a stream, by calling its
/// ``send(_:)`` method. This can be useful for adapting existing imperative code to the Signals model.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    ///
    /// - Parameter value: The value to send.
    func send(_ value: Output)

    /// Sends a completion signal to the subscriber.
    ///
    /// - Parameter completion: A `Completion` instance which indicates whether publishing has finished
    ///   normally or failed with an error.
    func send(completion: Subscribers.Completion<Failure>)

    /// Sends a subscription to the subscriber.
    ///
    /// This call provides the ``Subject`` an opportunity to establish demand for any new upstream
    /// subscriptions.
    ///
    /// - Parameter subscription: The subscription instance through which the subscriber can request
    ///   elements.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    @inlinable
    public func send() {
        send(())
    }
}

extension Publisher {
    /// Attaches the specified subject to this publisher.
    ///
    /// The subject receives the publisher's values and completion, with unlimited demand. The
    /// subscription keeps the subject until it ends (Combine's holds it weakly; the Combine bridges of
    /// `SignalsCombine` rely on this hold), and ignores a value or completion sent before it.
    ///
    /// - Parameter subject: The subject to attach to this publisher.
    /// - Returns: A cancellable that detaches the subject.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let subscriber = SubjectSubscriber(subject)
        subscribe(subscriber)
        return AnyCancellable(object: subscriber)
    }
}

/// Forwards a publisher's events into a subject; the subscriber behind `subscribe(_ subject:)`.
///
/// As in Combine, it is also the subscription the subject receives (described as `"Subject"`): the
/// subject's requests and cancellation go through it to the upstream subscription, so a subject never
/// holds the upstream's subscription itself, and cancelling the returned cancellable cancels the
/// upstream once.
///
/// As in Combine, it ignores a value or a completion that arrives before the subscription: the subject
/// only hears from an upstream it has a subscription from. It keeps the subject until the end, except
/// for a multicast's connection, which holds it weakly as Combine's does (a subject whose multicast is
/// gone is freed, connected or not).
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Subscription, CustomStringConvertible,
    @unchecked Sendable
{
    // Safety: `subject` and `upstream` are only read or written with `lock` held.
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private let lock = UnfairLock()
    private var strongSubject: Downstream?
    private weak var weakSubject: Downstream?
    private var upstream: (any Subscription)?

    /// A subscriber that forwards into `subject`, holding it weakly if `holdingWeakly`.
    init(_ subject: Downstream, holdingWeakly: Bool = false) {
        if holdingWeakly {
            weakSubject = subject
        } else {
            strongSubject = subject
        }
    }

    /// The subject, until the end; read with `lock` held.
    private var subject: Downstream? {
        strongSubject ?? weakSubject
    }

    /// Lets go of the subject and returns it, to be released outside the lock; with `lock` held.
    private func takeSubject() -> Downstream? {
        let subject = self.subject
        strongSubject = nil
        weakSubject = nil
        return subject
    }

    var description: String { "Subject" }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, let subject else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        subject.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let subject = upstream == nil ? nil : self.subject
        lock.unlock()
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard upstream != nil else {
            lock.unlock()  // before the subscription, after the end or a cancel: ignored
            return
        }
        let subject = takeSubject()
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        _ = upstream  // released outside the lock
        subject?.send(completion: completion)
    }

    /// Passes the subject's request to the upstream subscription (nothing once cancelled or completed).
    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        upstream?.request(demand)
    }

    /// Cancels the upstream subscription once, and lets go of the subject.
    func cancel() {
        lock.lock()
        let upstream = self.upstream
        self.upstream = nil
        let subject = takeSubject()
        lock.unlock()
        _ = subject  // released outside the lock
        upstream?.cancel()
    }
}
