/// A subject's subscribers (its conduits), in a buffer of its own that a send reads without a retain.
///
/// One word (the buffer's address, `nil` for an empty list with no buffer), so that a subject can
/// publish a list to its sends with one atomic store (``SubjectSendLock/publish(_:)``); the buffer holds
/// the count and the capacity, then the conduits, one retain of each owned by the list. Who holds the
/// list says when it is freed (``free()``). ``PassthroughSubject`` changes its list in place only when
/// no send reads it, else a copy (``copied()``), and frees a list a send may read only once no send is
/// in progress (see ``SubjectSendLock``).
@usableFromInline
struct ConduitList {
    /// The buffer: `count` and `capacity` (an `Int` each), then `capacity` slots.
    @usableFromInline
    var base: UnsafeMutableRawPointer?

    @inlinable
    init() {}

    /// The list whose buffer is at `base` (as published).
    @inlinable
    init(base: UnsafeMutableRawPointer?) {
        self.base = base
    }

    @inlinable
    static var headerSize: Int { 2 * MemoryLayout<Int>.stride }

    /// The number of conduits.
    @inlinable
    var count: Int {
        base?.load(as: Int.self) ?? 0
    }

    @usableFromInline
    var capacity: Int {
        base?.load(fromByteOffset: MemoryLayout<Int>.stride, as: Int.self) ?? 0
    }

    /// The slots (only with a buffer).
    @inlinable
    var slots: UnsafeMutablePointer<Unmanaged<SubjectConduitBase>> {
        (base.unsafelyUnwrapped + Self.headerSize).assumingMemoryBound(to: Unmanaged<SubjectConduitBase>.self)
    }

    /// A buffer with room for `capacity` conduits and none in it.
    @usableFromInline
    static func allocate(capacity: Int) -> UnsafeMutableRawPointer {
        let stride = MemoryLayout<Unmanaged<SubjectConduitBase>>.stride
        let buffer = UnsafeMutableRawPointer.allocate(
            byteCount: headerSize + capacity * stride, alignment: MemoryLayout<Int>.alignment)
        buffer.storeBytes(of: 0, as: Int.self)
        buffer.storeBytes(of: capacity, toByteOffset: MemoryLayout<Int>.stride, as: Int.self)
        (buffer + headerSize).bindMemory(to: Unmanaged<SubjectConduitBase>.self, capacity: capacity)
        return buffer
    }

    @usableFromInline
    func setCount(_ count: Int) {
        base.unsafelyUnwrapped.storeBytes(of: count, as: Int.self)
    }

    /// Calls `body` with each conduit in order, without a retain: the list keeps them alive.
    @inlinable
    func forEach(_ body: (SubjectConduitBase) -> Void) {
        guard base != nil else { return }
        let slots = self.slots
        for index in 0..<count {
            slots[index]._withUnsafeGuaranteedRef(body)
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

    /// Adds `conduit` (retained) at the end, in place (into a new buffer when full; only when no send
    /// reads the list).
    @usableFromInline
    mutating func append(_ conduit: SubjectConduitBase) {
        let count = self.count
        if count == capacity {
            let newBase = Self.allocate(capacity: Swift.max(4, count * 2))
            if base != nil {
                ConduitList(base: newBase).slots.moveInitialize(from: slots, count: count)
                base.unsafelyUnwrapped.deallocate()
            }
            base = newBase
        }
        slots[count] = Unmanaged.passRetained(conduit)
        setCount(count + 1)
    }

    /// Removes `conduit` in place, if it is in the list, and returns it (its retain passes to the
    /// caller, who releases it: outside the subject's lock, as that may free it). Scans from the end:
    /// the most recent subscriber is the likeliest to leave.
    @usableFromInline
    mutating func remove(_ conduit: SubjectConduitBase) -> Unmanaged<SubjectConduitBase>? {
        guard let index = lastIndex(of: conduit) else { return nil }
        let count = self.count
        let slots = self.slots
        let removed = slots[index]
        (slots + index).update(from: slots + index + 1, count: count - index - 1)
        setCount(count - 1)
        return removed
    }

    /// Whether `conduit` is in the list.
    @usableFromInline
    func contains(_ conduit: SubjectConduitBase) -> Bool {
        lastIndex(of: conduit) != nil
    }

    @usableFromInline
    func lastIndex(of conduit: SubjectConduitBase) -> Int? {
        guard base != nil else { return nil }
        let slots = self.slots
        var index = count
        while index > 0 {
            index -= 1
            if slots[index].toOpaque() == Unmanaged.passUnretained(conduit).toOpaque() {
                return index
            }
        }
        return nil
    }

    /// A copy of the list in a buffer of its own, with a retain of each conduit.
    @usableFromInline
    func copied() -> ConduitList {
        let count = self.count
        guard count > 0 else { return ConduitList() }
        let copy = ConduitList(base: Self.allocate(capacity: count))
        copy.slots.initialize(from: slots, count: count)
        copy.setCount(count)
        for index in 0..<count {
            _ = slots[index].retain()
        }
        return copy
    }

    /// A copy of the list without `conduit` (which must be in it), in a buffer of its own (none if
    /// nothing is left), with a retain of each conduit in it.
    @usableFromInline
    func copied(removing conduit: SubjectConduitBase) -> ConduitList {
        let count = self.count
        guard count > 1 else { return ConduitList() }
        let copy = ConduitList(base: Self.allocate(capacity: count - 1))
        var copied = 0
        for index in 0..<count where slots[index].toOpaque() != Unmanaged.passUnretained(conduit).toOpaque() {
            copy.slots[copied] = slots[index].retain()
            copied += 1
        }
        copy.setCount(copied)
        return copy
    }

    /// Releases every conduit and the buffer. Called outside the subject's lock (a release may free
    /// a conduit, and with it its subscriber, whose `deinit` may call into the subject).
    @usableFromInline
    func free() {
        guard let base else { return }
        let slots = self.slots
        for index in 0..<count {
            slots[index].release()
        }
        base.deallocate()
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
