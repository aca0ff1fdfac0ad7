/// A set of objects by identity, sized for what one navigation change touches: the first four in place
/// (no allocation, no hashing), a hashed set beyond.
struct IdentitySet {
    private var first: ObjectIdentifier?
    private var second: ObjectIdentifier?
    private var third: ObjectIdentifier?
    private var fourth: ObjectIdentifier?
    private var more: Set<ObjectIdentifier>?

    /// Whether `object` is in the set.
    ///
    /// Always inlined, as ``insert(_:)``: the caller passes the object's identity, not the object (no
    /// retain of it for the call).
    @inline(__always)
    func contains(_ object: AnyObject) -> Bool {
        contains(ObjectIdentifier(object))
    }

    private func contains(_ id: ObjectIdentifier) -> Bool {
        first == id || second == id || third == id || fourth == id || (more?.contains(id) ?? false)
    }

    /// Adds `object`.
    ///
    /// - Returns: Whether it was not in the set already.
    @discardableResult
    @inline(__always)
    mutating func insert(_ object: AnyObject) -> Bool {
        insert(ObjectIdentifier(object))
    }

    private mutating func insert(_ id: ObjectIdentifier) -> Bool {
        guard !contains(id) else { return false }
        if first == nil {
            first = id
        } else if second == nil {
            second = id
        } else if third == nil {
            third = id
        } else if fourth == nil {
            fourth = id
        } else {
            more = more ?? []
            more?.insert(id)
        }
        return true
    }
}
