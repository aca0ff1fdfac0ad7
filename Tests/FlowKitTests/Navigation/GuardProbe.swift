import FlowKit

/// A leave guard for tests: answers as told, records every attempt it is asked about, and keeps the
/// confirmations its questions receive.
@MainActor
final class GuardProbe {
    /// What the guard answers.
    enum Answer { case allow, refuse, ask }

    var answer: Answer
    /// Each attempt, as `"Title path"`, e.g. `"G back-button"`.
    private(set) var attempts: [String] = []
    /// The confirmation of each question asked, in order.
    private(set) var confirmations: [LeaveConfirmation] = []

    init(_ answer: Answer) {
        self.answer = answer
    }

    /// The guard, to set on a screen or to give a coordinator.
    var decide: LeaveGuard {
        { [weak self] attempt in
            guard let self else { return .allow }
            self.attempts.append("\(attempt.screen.title) \(attempt.path)")
            switch self.answer {
            case .allow: return .allow
            case .refuse: return .refuse
            case .ask: return .ask { [weak self] confirmation in self?.confirmations.append(confirmation) }
            }
        }
    }

    /// Returns the attempts recorded so far and empties the list.
    func takeAttempts() -> [String] {
        defer { attempts = [] }
        return attempts
    }
}
