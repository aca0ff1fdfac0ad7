extension Subscribers.Sink: CustomReflectable, CustomPlaygroundDisplayConvertible {
    /// No children, as in Combine: a sink's state is not API.
    public var customMirror: Mirror {
        Mirror(self, children: [])
    }

    /// The sink's description, `"Sink"`.
    public var playgroundDescription: Any {
        description
    }
}

extension Subscribers.Assign: CustomReflectable, CustomPlaygroundDisplayConvertible {
    /// The object (`nil` once the subscriber ended), the key path and the subscription's status
    /// (awaiting it, subscribed, or terminal), as in Combine.
    public var customMirror: Mirror {
        lock.lock()
        let object = target
        let status = self.status
        lock.unlock()
        return Mirror(self, children: ["object": object as Any, "keyPath": keyPath, "status": status])
    }

    /// The subscriber's description, such as `"Assign Model."`.
    public var playgroundDescription: Any {
        description
    }
}
