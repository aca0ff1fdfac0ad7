/// A publisher that performs type erasure by wrapping another publisher.
///
/// Use `AnyPublisher` to wrap a publisher whose type has details you don't want to expose across API
/// boundaries, such as different modules. Use ``Publisher/eraseToAnyPublisher()`` to create one.
///
/// ```swift
/// func results() -> AnyPublisher<Int, Never> {
///     subject.filter { $0 > 0 }.eraseToAnyPublisher()
/// }
/// ```
///
/// Not `Sendable`, as in Combine: its type does not say what it wraps, and what it wraps may hold
/// non-`Sendable` state (a `map` closure capturing a class, a subject of non-`Sendable` values). To share
/// a publisher between tasks, share the concrete type (``Just`` and ``Publishers/Sequence`` are
/// `Sendable` when their values are) or create the erased publisher in the task that subscribes to it.
@frozen
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    @usableFromInline
    let box: PublisherBoxBase<Output, Failure>

    /// Creates a type-erasing publisher to wrap the provided publisher.
    ///
    /// Wrapping an `AnyPublisher` does not nest boxes.
    ///
    /// - Parameter publisher: A publisher to wrap with a type-eraser.
    @inlinable
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            box = erased.box
        } else {
            box = PublisherBox(publisher)
        }
    }

    /// `"AnyPublisher"`, as in Combine.
    public var description: String { "AnyPublisher" }

    /// Attaches the subscriber to the wrapped publisher.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        box.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    ///
    /// Use `eraseToAnyPublisher()` to expose an instance of ``AnyPublisher`` to the downstream
    /// subscriber, rather than this publisher's actual type.
    ///
    /// - Returns: An ``AnyPublisher`` wrapping this publisher.
    @inlinable
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// The abstract box of ``AnyPublisher``: subclasses override the generic `receive(subscriber:)`.
///
/// Not `Sendable`: the box is immutable, but what it wraps need not be `Sendable`.
@usableFromInline
class PublisherBoxBase<Output, Failure: Error> {
    @inlinable
    init() {}

    @inlinable
    func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        fatalError("abstract")
    }
}

@usableFromInline
final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
    @usableFromInline
    let base: Base

    @inlinable
    init(_ base: Base) {
        self.base = base
        super.init()
    }

    @inlinable
    override func receive<S: Subscriber>(subscriber: S) where Base.Output == S.Input, Base.Failure == S.Failure {
        base.receive(subscriber: subscriber)
    }
}
