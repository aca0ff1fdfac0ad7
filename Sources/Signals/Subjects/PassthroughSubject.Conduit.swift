extension PassthroughSubject {
    /// The subscription handed to each subscriber: holds its demand and forwards values.
    ///
    /// Everything that touches the generic `Downstream` runs in ``perform(_:_:_:)``, reached through the
    /// base class's specialised closure (see ``SubjectConduitBase``).
    @usableFromInline
    final class Conduit<Downstream: Subscriber>: SubjectConduitBase, Subscription, CustomStringConvertible,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        // Safety: `parent` is read and written with `lock` held.
        @usableFromInline
        @exclusivity(unchecked) var parent: PassthroughSubject?

        @inlinable
        init(parent: PassthroughSubject, downstream: Downstream) {
            self.parent = parent
            super.init(downstream: ErasedValue.wrap(downstream)) { base, operation, pointer in
                Conduit.perform(base, operation, pointer)
            }
        }

        @usableFromInline
        var description: String { "PassthroughSubject" }

        @inlinable
        static func perform(_ base: SubjectConduitBase, _ operation: ConduitOperation, _ pointer: UnsafeRawPointer?) {
            let conduit = unsafeDowncast(base, to: Conduit.self)
            switch operation {
            case .offer:
                conduit.offer(pointer.unsafelyUnwrapped.assumingMemoryBound(to: Output.self).pointee)
            case .finish:
                conduit.finish(
                    pointer.unsafelyUnwrapped.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
            case .cancel:
                conduit.detach()
            }
        }

        @inlinable
        func offer(_ value: Output) {
            lock.lock()
            guard demand > 0, let erased = erasedDownstream else {
                lock.unlock()
                return
            }
            let downstream = ErasedValue.unwrap(erased, as: Downstream.self)
            let unlimited = demand == .unlimited
            if !unlimited {
                demand -= 1
            }
            lock.unlock()
            let more = downstream.receive(value)
            if !unlimited, more > 0 {
                lock.lock()
                if erasedDownstream != nil {
                    demand += more
                }
                lock.unlock()
            }
        }

        @inlinable
        func finish(_ completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let erased = erasedDownstream
            erasedDownstream = nil
            parent = nil
            lock.unlock()
            if let erased {
                ErasedValue.unwrap(erased, as: Downstream.self).receive(completion: completion)
            }
        }

        @inlinable
        func detach() {
            lock.lock()
            let parent = self.parent
            let erased = erasedDownstream
            self.parent = nil
            erasedDownstream = nil
            lock.unlock()
            parent?.remove(self)
            _ = erased  // released outside the lock
        }

        /// Adds demand; the first demand tells the subject (which then asks its upstreams).
        @usableFromInline
        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must not be zero")
            lock.lock()
            guard erasedDownstream != nil else {
                lock.unlock()
                return
            }
            let parent = self.demand == .none ? self.parent : nil
            self.demand += demand
            lock.unlock()
            parent?.conduitDidRequest()
        }

        /// Detaches the subscriber from the subject and releases it.
        @usableFromInline
        func cancel() {
            perform(self, .cancel, nil)
        }
    }
}
