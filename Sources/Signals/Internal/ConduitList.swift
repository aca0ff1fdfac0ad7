/// A subject's subscribers (its conduits), in a buffer of its own that a send reads without a retain.
///
/// A plain value (a pointer and two counts) owning one retain of each conduit in it; who holds it says
/// when it is freed (``free()``). ``PassthroughSubject`` changes its list in place only when no send
/// reads it, else a copy (``copied()``), and frees a list a send may read only once no send is in
/// progress (see ``SubjectSendLock``).
@usableFromInline
struct ConduitList {
    @usableFromInline
    var base: UnsafeMutablePointer<Unmanaged<SubjectConduitBase>>?
    @usableFromInline
    var count = 0
    @usableFromInline
    var capacity = 0

    @inlinable
    init() {}

    /// Calls `body` with each conduit in order, without a retain: the list keeps them alive.
    @inlinable
    func forEach(_ body: (SubjectConduitBase) -> Void) {
        guard let base else { return }
        for index in 0..<count {
            base[index]._withUnsafeGuaranteedRef(body)
        }
    }

    /// The conduits, each retained for the array.
    @usableFromInline
    func retainedArray() -> ContiguousArray<SubjectConduitBase> {
        var array = ContiguousArray<SubjectConduitBase>()
        array.reserveCapacity(count)
        forEach { array.append($0) }
        return array
    }

    /// Adds `conduit` (retained) at the end, in place.
    @usableFromInline
    mutating func append(_ conduit: SubjectConduitBase) {
        if count == capacity {
            let newCapacity = Swift.max(4, capacity * 2)
            let newBase = UnsafeMutablePointer<Unmanaged<SubjectConduitBase>>.allocate(capacity: newCapacity)
            if let base {
                newBase.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = newBase
            capacity = newCapacity
        }
        base.unsafelyUnwrapped[count] = Unmanaged.passRetained(conduit)
        count += 1
    }

    /// Removes `conduit` in place, if it is in the list, and returns it (its retain passes to the
    /// caller, who releases it: outside the subject's lock, as that may free it). Scans from the end:
    /// the most recent subscriber is the likeliest to leave.
    @usableFromInline
    mutating func remove(_ conduit: SubjectConduitBase) -> Unmanaged<SubjectConduitBase>? {
        guard let index = lastIndex(of: conduit), let base else { return nil }
        let removed = base[index]
        (base + index).update(from: base + index + 1, count: count - index - 1)
        count -= 1
        return removed
    }

    /// Whether `conduit` is in the list.
    @usableFromInline
    func contains(_ conduit: SubjectConduitBase) -> Bool {
        lastIndex(of: conduit) != nil
    }

    @usableFromInline
    func lastIndex(of conduit: SubjectConduitBase) -> Int? {
        guard let base else { return nil }
        var index = count
        while index > 0 {
            index -= 1
            if base[index].toOpaque() == Unmanaged.passUnretained(conduit).toOpaque() {
                return index
            }
        }
        return nil
    }

    /// A copy of the list in a buffer of its own, with a retain of each conduit.
    @usableFromInline
    func copied() -> ConduitList {
        var copy = ConduitList()
        guard count > 0, let base else { return copy }
        copy.base = .allocate(capacity: count)
        copy.base.unsafelyUnwrapped.initialize(from: base, count: count)
        copy.count = count
        copy.capacity = count
        for index in 0..<count {
            _ = base[index].retain()
        }
        return copy
    }

    /// Releases every conduit and the buffer. Called outside the subject's lock (a release may free
    /// a conduit, and with it its subscriber, whose `deinit` may call into the subject).
    @usableFromInline
    func free() {
        guard let base else { return }
        for index in 0..<count {
            base[index].release()
        }
        base.deallocate()
    }
}

extension ConduitList {
    /// A copy of the list without `conduit` (which must be in it), in a buffer of its own (none if
    /// nothing is left), with a retain of each conduit in it.
    @usableFromInline
    func copied(removing conduit: SubjectConduitBase) -> ConduitList {
        var copy = ConduitList()
        guard count > 1, let base else { return copy }
        copy.base = .allocate(capacity: count - 1)
        copy.capacity = count - 1
        for index in 0..<count where base[index].toOpaque() != Unmanaged.passUnretained(conduit).toOpaque() {
            copy.base.unsafelyUnwrapped[copy.count] = base[index].retain()
            copy.count += 1
        }
        return copy
    }
}

/// Conduit lists taken out of a subject, to be freed: the first inline, so that the usual one (a
/// subscriber that cancels during a send) needs no array.
@usableFromInline
struct ConduitLists {
    @usableFromInline
    var first = ConduitList()
    /// `nil` rather than empty: an empty array would be retained and released with the struct.
    @usableFromInline
    var more: [ConduitList]?

    @inlinable
    init() {}

    /// Whether there is no list (an empty list with no buffer counts as none).
    @inlinable
    var isEmpty: Bool {
        first.base == nil
    }

    /// Adds `list`, unless it has no buffer (nothing to free).
    @usableFromInline
    mutating func append(_ list: ConduitList) {
        guard list.base != nil else { return }
        if first.base == nil {
            first = list
        } else {
            more = (more ?? []) + [list]
        }
    }

    /// Frees every list (see ``ConduitList/free()``); nothing to do, inline, when there is none.
    @inlinable
    func free() {
        guard !isEmpty else { return }
        freeLists()
    }

    @usableFromInline
    func freeLists() {
        first.free()
        for list in more ?? [] {
            list.free()
        }
    }
}
