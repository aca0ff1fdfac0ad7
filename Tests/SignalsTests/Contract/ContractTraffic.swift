import Dispatch
import Foundation

/// Values numbered by sender, so a subscriber's history tells who sent what, and in which order:
/// sender `s` sends `s * stride + i` for increasing `i`.
enum Numbered {
    static let stride = 1 << 20

    static func value(sender: Int, index: Int) -> Int { sender * stride + index }
    static func sender(of value: Int) -> Int { value / stride }
    static func index(of value: Int) -> Int { value % stride }

    /// Where a sender's values are not strictly increasing (out of order, or twice); at most five.
    static func orderProblems(_ values: [Int], name: String) -> [String] {
        var last: [Int: Int] = [:]
        var problems: [String] = []
        for value in values {
            let sender = sender(of: value)
            let index = index(of: value)
            if let previous = last[sender], index <= previous, problems.count < 5 {
                problems.append("\(name): sender \(sender)'s value \(index) arrived after its value \(previous)")
            }
            last[sender] = index
        }
        return problems
    }
}

/// Runs `body(index)` on `count` threads of their own, all running at once (unlike
/// `DispatchQueue.concurrentPerform`, which runs at most one iteration per core), and returns once
/// every one has finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.start()
    }
    group.wait()
}

/// How many sends each sender has seen return, published under a lock, so another thread can take a
/// snapshot that is known to precede what it does next.
final class SendProgress: Sendable {
    private let counters: [LockedValue<Int>]

    init(senders: Int) {
        counters = (0..<senders).map { _ in LockedValue(0) }
    }

    /// Records that `sender`'s sends up to `index` (inclusive) returned.
    func returned(sender: Int, index: Int) {
        counters[sender].withLock { $0 = index + 1 }
    }

    /// For each sender, how many of its sends had returned.
    func snapshot() -> [Int] {
        counters.map { $0.value }
    }
}

/// A weak reference, to observe an object's lifetime from `@Sendable` code.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    // Safety: set once in init; weak loads are atomic.
    private(set) weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
