extension CurrentValueSubject {
    /// Attaches a subscriber with closure-based behavior; the same as ``Publisher/sink(receiveCompletion:receiveValue:)``,
    /// in less memory.
    ///
    /// The sink and the subject's subscription are one object here (one allocation fewer per
    /// subscription); it behaves as a ``Subscribers/Sink`` does: it requests `.unlimited`, so it gets the
    /// current value at once, then every value sent; it calls the closures one event at a time, and
    /// releases them once it is cancelled or completed (after the running call, if any). On a subject
    /// that has completed already it is an ordinary ``Subscribers/Sink``, which receives the completion at
    /// once.
    ///
    /// ```swift
    /// let subject = CurrentValueSubject<Int, MyError>(1)
    /// let cancellable = subject.sink(receiveCompletion: { print("done: \($0)") }, receiveValue: { print($0) })
    /// // prints 1
    /// ```
    ///
    /// - Parameters:
    ///   - receiveCompletion: The closure to execute on completion.
    ///   - receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance; deallocating it cancels the subscription.
    @inlinable
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        attachSink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// Adds `conduit` to the subscribers, called with the lock held (and the subject not completed): lets
    /// go of the lock and hands the subscription over (outside the lock: the subscriber may call back,
    /// and the current value is replayed on its first request). The one registration step of
    /// ``receive(subscriber:)`` and of the fused `sink`.
    ///
    /// - Parameter conduit: The new conduit.
    @inlinable
    func register<Downstream: Subscriber>(_ conduit: SubjectConduit<CurrentValueSubject, Downstream>) {
        subscribers.conduits.append(conduit)
        lock.unlock()
        conduit.handOver()
    }
}

extension CurrentValueSubject where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a subject that never fails; the same as
    /// ``Publisher/sink(receiveValue:)``, in less memory (see the two-closure `sink` on this type).
    ///
    /// ```swift
    /// let subject = CurrentValueSubject<Int, Never>(1)
    /// let cancellable = subject.sink { print("received \($0)") }  // prints "received 1"
    /// ```
    ///
    /// - Parameter receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance; deallocating it cancels the subscription.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
