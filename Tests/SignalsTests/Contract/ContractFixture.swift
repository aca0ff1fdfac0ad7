import Dispatch
import Signals

/// A publisher under test that can receive events from several threads, with how to feed it,
/// finish it, and what its subscribers should see.
struct ContractFixture {
    let publisher: AnyPublisher<Int, Never>
    /// Sends `value`; `sender` is the sending thread's number (`0..<senders`).
    let send: @Sendable (_ sender: Int, _ value: Int) -> Void
    /// Finishes every upstream.
    let finish: @Sendable () -> Void
    /// Runs once every subscriber is attached, before any send (connects, hands out inner
    /// publishers, waits for scheduled subscriptions).
    var ready: () -> Void = {}
    /// Runs at the end (disconnects).
    var tearDown: () -> Void = {}
    /// Values each subscriber receives when it subscribes (a current value).
    var initial: [Int] = []
    /// What a subscriber receives for a value sent; `nil` when it is filtered out.
    var output: @Sendable (Int) -> Int? = { $0 }
    /// The value sent, from what a subscriber received.
    var input: @Sendable (Int) -> Int = { $0 }
}

/// Every publisher that can receive events from more than one thread, as a ``ContractFixture``.
enum ContractKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case passthrough
    case currentValueSend
    case currentValueAssign
    case mapFilter
    case merge
    case flatMapInners
    case flatMapJust
    case switchToLatest
    case share
    case multicast
    case autoconnect
    case receiveOn
    case subscribeOn
    case delay
    case merge3
    case concatenate
    case prefixUntilOutput
    case steppingOperators
    case dropFirst

    var description: String { rawValue }

    /// A fresh publisher of this kind, fed by `senders` threads.
    func make(senders: Int) -> ContractFixture {
        let subject = PassthroughSubject<Int, Never>()
        let sendToSubject: @Sendable (Int, Int) -> Void = { _, value in subject.send(value) }
        let finishSubject: @Sendable () -> Void = { subject.send(completion: .finished) }
        func plain<P: Publisher<Int, Never>>(_ publisher: P) -> ContractFixture {
            ContractFixture(publisher: publisher.eraseToAnyPublisher(), send: sendToSubject, finish: finishSubject)
        }
        switch self {
        case .passthrough:
            return plain(subject)
        case .currentValueSend, .currentValueAssign:
            let current = CurrentValueSubject<Int, Never>(-1)
            let send: @Sendable (Int, Int) -> Void = { _, value in current.send(value) }
            let assign: @Sendable (Int, Int) -> Void = { _, value in current.value = value }
            var fixture = ContractFixture(
                publisher: current.eraseToAnyPublisher(),
                send: self == .currentValueSend ? send : assign,
                finish: { current.send(completion: .finished) }
            )
            fixture.initial = [-1]
            return fixture
        case .mapFilter:
            var fixture = plain(subject.map { $0 * 2 }.filter { $0 % 3 != 0 })
            fixture.output = { $0 * 2 % 3 != 0 ? $0 * 2 : nil }
            fixture.input = { $0 / 2 }
            return fixture
        case .merge:
            let other = PassthroughSubject<Int, Never>()
            return ContractFixture(
                publisher: subject.merge(with: other).eraseToAnyPublisher(),
                send: { sender, value in (sender.isMultiple(of: 2) ? subject : other).send(value) },
                finish: {
                    subject.send(completion: .finished)
                    other.send(completion: .finished)
                }
            )
        case .flatMapInners:
            return Self.flatMapInners(senders: senders)
        case .flatMapJust:
            return plain(subject.flatMap { Just($0) })
        case .switchToLatest:
            let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
            var fixture = ContractFixture(
                publisher: outer.switchToLatest().eraseToAnyPublisher(),
                send: sendToSubject,
                finish: {
                    outer.send(completion: .finished)
                    subject.send(completion: .finished)
                }
            )
            fixture.ready = { outer.send(subject) }
            return fixture
        case .share:
            return plain(subject.share())
        case .multicast:
            let connectable = subject.multicast(subject: PassthroughSubject<Int, Never>())
            let connection = LockedValue<(any Cancellable)?>(nil)
            var fixture = plain(connectable)
            fixture.ready = { connection.withLock { $0 = connectable.connect() } }
            fixture.tearDown = { connection.withLock { $0 }?.cancel() }
            return fixture
        case .autoconnect:
            return plain(subject.multicast { PassthroughSubject<Int, Never>() }.autoconnect())
        case .receiveOn:
            return plain(subject.receive(on: DispatchQueue(label: "contract.receiveOn")))
        case .subscribeOn:
            let queue = DispatchQueue(label: "contract.subscribeOn")
            var fixture = plain(subject.subscribe(on: queue))
            // The first barrier waits for the scheduled subscriptions, the second for the requests
            // they schedule in turn.
            fixture.ready = {
                queue.sync {}
                queue.sync {}
            }
            return fixture
        case .delay:
            let queue = DispatchQueue(label: "contract.delay")
            return plain(subject.delay(for: .nanoseconds(0), scheduler: queue))
        case .merge3:
            let others = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
            let all = [subject] + others
            return ContractFixture(
                publisher: subject.merge(with: others[0], others[1]).eraseToAnyPublisher(),
                send: { sender, value in all[sender % 3].send(value) },
                finish: { for side in all { side.send(completion: .finished) } }
            )
        case .concatenate:
            return plain(Empty<Int, Never>().append(subject))
        case .prefixUntilOutput:
            return plain(subject.prefix(untilOutputFrom: Empty<Void, Never>(completeImmediately: false)))
        case .steppingOperators:
            return plain(subject.tryFilter { _ in true }.drop { $0 < 0 }.prefix { $0 >= 0 }.replaceError(with: -1))
        case .dropFirst:
            return plain(subject.dropFirst(0))
        }
    }

    /// `outer.flatMap { $0 }` over one inner subject per sender, each sender sending into its own.
    private static func flatMapInners(senders: Int) -> ContractFixture {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let inners = (0..<senders).map { _ in PassthroughSubject<Int, Never>() }
        var fixture = ContractFixture(
            publisher: outer.flatMap { $0 }.eraseToAnyPublisher(),
            send: { sender, value in inners[sender].send(value) },
            finish: {
                outer.send(completion: .finished)
                for inner in inners { inner.send(completion: .finished) }
            }
        )
        fixture.ready = {
            for inner in inners { outer.send(inner) }
        }
        return fixture
    }
}
