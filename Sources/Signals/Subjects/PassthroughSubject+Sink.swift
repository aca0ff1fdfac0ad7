extension PassthroughSubject {
    /// Attaches a subscriber with closure-based behavior; the same as ``Publisher/sink(receiveCompletion:receiveValue:)``,
    /// in less memory.
    ///
    /// The sink and the subject's subscription are one object here (about 48 bytes and one allocation
    /// fewer per subscription); it behaves as a ``Subscribers/Sink`` does: it requests `.unlimited`,
    /// calls the closures one event at a time, and releases them once it is cancelled or completed
    /// (after the running call, if any). On a subject that has completed already it is an ordinary
    /// ``Subscribers/Sink``, which receives the completion at once.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, MyError>()
    /// let cancellable = subject.sink(receiveCompletion: { print("done: \($0)") }, receiveValue: { print($0) })
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
}

extension PassthroughSubject where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a subject that never fails; the same as
    /// ``Publisher/sink(receiveValue:)``, in less memory (see the two-closure `sink` on this type).
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let cancellable = subject.sink { print("received \($0)") }
    /// ```
    ///
    /// - Parameter receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance; deallocating it cancels the subscription.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
