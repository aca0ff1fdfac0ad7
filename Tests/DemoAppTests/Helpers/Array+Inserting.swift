extension Array where Element == String {
    /// Inserts `extra` right after the first `parent` (for lists of nested coordinator types).
    func inserting(_ extra: [String], after parent: String) -> [String] {
        var names = self
        names.insert(contentsOf: extra, at: names.firstIndex(of: parent)! + 1)
        return names
    }
}
