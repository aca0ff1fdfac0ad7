/// The ownership entries of one coordinator (kept in its ``RouterLink``), in registration order.
///
/// Most coordinators own one screen: the first entry is stored inline, so registering a coordinator's
/// first screen allocates no array; the others follow in `rest`. Only ``ScreenOwnership`` edits it.
struct OwnedScreens: Sequence {
    /// The first entry; `nil` only when there is none (then `rest` is empty too).
    private var first: OwnershipEntry?
    /// The entries after the first, in registration order.
    private var rest: [OwnershipEntry] = []

    /// No entries.
    init() {}

    /// Whether there is no entry.
    var isEmpty: Bool { first == nil }

    /// The number of entries.
    var count: Int { first == nil ? 0 : 1 + rest.count }

    /// Adds `entry` after the others.
    mutating func append(_ entry: OwnershipEntry) {
        if first == nil { first = entry } else { rest.append(entry) }
    }

    /// Removes the entries for which `shouldBeRemoved` is true, keeping the others in order.
    mutating func removeAll(where shouldBeRemoved: (OwnershipEntry) -> Bool) {
        rest.removeAll(where: shouldBeRemoved)
        if let entry = first, shouldBeRemoved(entry) {
            first = rest.isEmpty ? nil : rest.removeFirst()
        }
    }

    /// Whether one of the entries' screens is in `window`, reading the entries in place (no iterator, so
    /// no copy of them).
    @MainActor
    func containsScreen(in window: Window) -> Bool {
        guard let first else { return false }
        if first.isScreen(in: window) { return true }
        for index in rest.indices where rest[index].isScreen(in: window) { return true }
        return false
    }

    /// Calls `body` with each entry, first to last, reading them in place (no iterator, so no copy of them).
    func forEach(_ body: (OwnershipEntry) -> Void) {
        guard let first else { return }
        body(first)
        for index in rest.indices { body(rest[index]) }
    }

    /// The entries, first to last.
    func makeIterator() -> Iterator {
        Iterator(first: first, rest: rest.makeIterator())
    }

    /// Iterates the inline entry, then the rest.
    struct Iterator: IteratorProtocol {
        /// The inline entry, until it is returned.
        fileprivate var first: OwnershipEntry?
        /// The rest.
        fileprivate var rest: IndexingIterator<[OwnershipEntry]>

        /// The next entry, or `nil` after the last.
        mutating func next() -> OwnershipEntry? {
            if let entry = first {
                first = nil
                return entry
            }
            return rest.next()
        }
    }
}
