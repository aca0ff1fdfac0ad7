/// One line of the FlowKit table: a cycle through coordinators against the same navigation on the bare
/// model, or the resident-memory growth of each over the memory check.
struct FlowRow {
    /// What the row holds.
    enum Kind {
        /// Nanoseconds per cycle; the ratio coordinators/bare must not exceed the target, if any.
        case time(targetRatio: Double?)
        /// Resident-set growth in bytes; each variant must stay within the bound.
        case memory(boundBytes: Int)
    }

    var scenario: String
    var kind: Kind
    /// Median ns per cycle, or bytes of growth; `nil` when the variant did not run (or failed).
    var coordinators: Double?
    var bare: Double?
    /// Time rows: the median of the per-repetition ratios coordinators/bare (each repetition runs the
    /// two variants back to back, so a change in machine load hits both); `nil` unless both ran.
    var ratio: Double?
    /// The navigation state the runs ended in (the same for both variants, or a mismatch note).
    var outcome: String

    static let header = ["Scenario", "Unit", "Coordinators", "Bare", "Ratio C/B", "Target", "Met", "End state"]

    /// Whether the row holds times (not memory).
    var isTime: Bool {
        if case .time = kind { return true }
        return false
    }

    var unit: String {
        switch kind {
        case .time: "ns/cycle"
        case .memory: "KiB"
        }
    }

    var met: String {
        switch kind {
        case .time(let target):
            guard let target else { return "" }
            guard let ratio else { return "n/a" }
            return ratio <= target ? "yes" : "no"
        case .memory(let bound):
            let values = [coordinators, bare].compactMap { $0 }
            guard !values.isEmpty else { return "n/a" }
            return values.allSatisfy { $0 <= Double(bound) } ? "yes" : "no"
        }
    }

    /// The row's cells, in ``header`` order.
    var cells: [String] {
        switch kind {
        case .time(let target):
            [
                scenario, unit, Table.format(coordinators, floor: false), Table.format(bare, floor: false),
                ratio.map { String(format2: $0) } ?? "n/a", target.map { "≤ " + String(format2: $0) } ?? "", met,
                outcome,
            ]
        case .memory(let bound):
            [
                scenario, unit, Self.kibibytes(coordinators), Self.kibibytes(bare), "", "≤ \(bound / 1024)", met,
                outcome,
            ]
        }
    }

    /// Whole KiB with a sign, e.g. `+8`, `0`, `-4`; `n/a` for `nil`.
    static func kibibytes(_ bytes: Double?) -> String {
        guard let bytes else { return "n/a" }
        let kib = Int((bytes / 1024).rounded())
        return kib > 0 ? "+\(kib)" : "\(kib)"
    }
}
