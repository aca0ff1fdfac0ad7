/// A subject's subscribers (its conduits), in one word that a send reads without a retain.
///
/// The word (``base``) is what a subject publishes to its sends with one atomic store
/// (``SubjectSendLock/publish(_:)``):
/// - `nil`: no conduit;
/// - a conduit's address with bit 0 set: that conduit alone, held inline with no buffer (a subject's
///   usual case: a coordinator's result subject has one subscriber), one retain of it owned by the list;
/// - else a buffer's address: the count and the capacity, then the conduits, one retain of each owned by
///   the list.
///
/// Who holds the list says when it is freed (``free()``: releases the one conduit, or every conduit and
/// the buffer). ``PassthroughSubject`` changes its list in place only when no send reads it, else a copy
/// (``copied()``), and frees a list a send may read only once no send is in progress (see
/// ``SubjectSendLock``): the same deferral for a single conduit as for a buffer. A second conduit moves
/// the first into a buffer; a copy that is left with one conduit holds it inline again.
@usableFromInline
struct ConduitList {
    /// The word: `nil`, a single conduit tagged with bit 0, or a buffer (`count` and `capacity`, an
    /// `Int` each, then `capacity` slots).
    @usableFromInline
    var base: UnsafeMutableRawPointer?

    @inlinable
    init() {}

    /// The list whose word is `base` (as published).
    @inlinable
    init(base: UnsafeMutableRawPointer?) {
        self.base = base
    }

    /// The list of `conduit` alone, inline; takes over one retain of it.
    @inlinable
    init(single conduit: Unmanaged<SubjectConduitBase>) {
        base = conduit.toOpaque() + 1
    }

    @inlinable
    static var headerSize: Int { 2 * MemoryLayout<Int>.stride }

    /// Whether the word holds one conduit inline (bit 0; an object's address is at least 2-aligned).
    @inlinable
    var isSingle: Bool {
        UInt(bitPattern: base) & 1 != 0
    }

    /// The conduit held inline (only when ``isSingle``).
    @inlinable
    var single: Unmanaged<SubjectConduitBase> {
        Unmanaged.fromOpaque(UnsafeRawPointer(base.unsafelyUnwrapped - 1))
    }

    /// The number of conduits.
    @inlinable
    var count: Int {
        guard let base else { return 0 }
        return isSingle ? 1 : base.load(as: Int.self)
    }

    /// The buffer's capacity (only with a buffer).
    @usableFromInline
    var capacity: Int {
        base.unsafelyUnwrapped.load(fromByteOffset: MemoryLayout<Int>.stride, as: Int.self)
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

    /// Sets the count (only with a buffer).
    @usableFromInline
    func setCount(_ count: Int) {
        base.unsafelyUnwrapped.storeBytes(of: count, as: Int.self)
    }

    /// Calls `body` with each conduit in order, without a retain: the list keeps them alive.
    @inlinable
    func forEach(_ body: (SubjectConduitBase) -> Void) {
        guard base != nil else { return }
        if isSingle {
            single._withUnsafeGuaranteedRef(body)
            return
        }
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

    /// Adds `conduit` (retained) at the end, in place: inline into an empty list with no buffer, else
    /// into the buffer (a new one when full or when the list held one conduit inline). Only when no
    /// send reads the list.
    @usableFromInline
    mutating func append(_ conduit: SubjectConduitBase) {
        guard base != nil else {
            self = ConduitList(single: Unmanaged.passRetained(conduit))
            return
        }
        let count = self.count
        if isSingle || count == capacity {
            let newBase = Self.allocate(capacity: Swift.max(4, count * 2))
            if isSingle {
                ConduitList(base: newBase).slots.initialize(to: single)
            } else {
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
    /// the most recent subscriber is the likeliest to leave. A buffer stays (empty or not), for the next
    /// subscriber.
    @usableFromInline
    mutating func remove(_ conduit: SubjectConduitBase) -> Unmanaged<SubjectConduitBase>? {
        if isSingle {
            guard single.toOpaque() == Unmanaged.passUnretained(conduit).toOpaque() else { return nil }
            let removed = single
            base = nil
            return removed
        }
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
        if isSingle {
            return single.toOpaque() == Unmanaged.passUnretained(conduit).toOpaque()
        }
        return lastIndex(of: conduit) != nil
    }

    /// The index of `conduit` in the buffer, if it is there (not for a list held inline).
    @usableFromInline
    func lastIndex(of conduit: SubjectConduitBase) -> Int? {
        guard base != nil, !isSingle else { return nil }
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

    /// A copy of the list with a retain of each conduit: the same word for a conduit held inline (the
    /// copy owns a retain of its own), else a buffer of its own.
    @usableFromInline
    func copied() -> ConduitList {
        if isSingle {
            _ = single.retain()
            return self
        }
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

    /// A copy of the list without `conduit` (which must be in it), with a retain of each conduit in it:
    /// no buffer if nothing is left, the one conduit inline if one is, else a buffer of its own.
    @usableFromInline
    func copied(removing conduit: SubjectConduitBase) -> ConduitList {
        let count = self.count
        guard count > 1 else { return ConduitList() }
        let slots = self.slots
        let removed = Unmanaged.passUnretained(conduit).toOpaque()
        if count == 2 {
            let kept = slots[0].toOpaque() == removed ? slots[1] : slots[0]
            return ConduitList(single: kept.retain())
        }
        let copy = ConduitList(base: Self.allocate(capacity: count - 1))
        var copied = 0
        for index in 0..<count where slots[index].toOpaque() != removed {
            copy.slots[copied] = slots[index].retain()
            copied += 1
        }
        copy.setCount(copied)
        return copy
    }

    /// Releases every conduit, and the buffer if there is one. Called outside the subject's lock (a
    /// release may free a conduit, and with it its subscriber, whose `deinit` may call into the subject).
    @usableFromInline
    func free() {
        guard let base else { return }
        if isSingle {
            single.release()
            return
        }
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
