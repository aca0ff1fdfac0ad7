import Testing

@testable import Signals

/// How a send ends (``SubjectSendLock/endSend()``), under both lock designs: the last send to end after
/// a list was retired frees the retired lists, holding the lock its end took when the lock was free; and
/// how a retirement is recorded (``SubjectSendLock/unlockRetiring()``): as the lock is let go, unless no
/// send is in progress any more.
@Suite struct SubjectSendLockTests {
    /// Retires a list as a subscribe or cancel during a send does: with the lock held, recorded as it is
    /// let go.
    private func retire(_ lock: borrowing SubjectSendLock) {
        lock.lock()
        let recorded = lock.unlockRetiring()
        #expect(recorded)
    }

    @Test func aSendWithoutARetirementEndsWithNothingToDo() {
        let lock = SubjectSendLock()
        _ = lock.beginSend()
        let end = lock.endSend()
        #expect(end == .done)
        lock.lock()
        let sending = lock.isSending
        #expect(!sending)
        lock.unlock()
    }

    @Test func theLastSendAfterARetirementEndsHoldingTheLockWithTheMarkCleared() {
        let lock = SubjectSendLock()
        _ = lock.beginSend()
        retire(lock)
        let end = lock.endSend()
        #expect(end == .freeRetiredHoldingLock)
        let sending = lock.isSending
        #expect(!sending)
        #if !(canImport(Darwin) || SIGNALS_PORTABLE_LOCKS)
            let word = lock.word.load(ordering: .relaxed)
            #expect(word == SubjectSendLockBits.locked)
        #endif
        lock.unlock()
        // The mark was cleared: the next send has nothing to free.
        _ = lock.beginSend()
        let nextEnd = lock.endSend()
        #expect(nextEnd == .done)
    }

    @Test func onlyTheLastOfTwoSendsFreesTheRetiredLists() {
        let lock = SubjectSendLock()
        _ = lock.beginSend()
        _ = lock.beginSend()
        retire(lock)
        let ends = [lock.endSend(), lock.endSend()]
        #expect(ends == [.done, .freeRetiredHoldingLock])
        lock.unlock()
    }

    #if !(canImport(Darwin) || SIGNALS_PORTABLE_LOCKS)
        /// With the inline word, a send ends without waiting for the lock: if it is held, the caller
        /// takes it afterwards and checks again (the design with a mutex waits for it instead).
        @Test func theLastSendFindsTheLockHeldAndLeavesTheFreeingToItsCaller() {
            let lock = SubjectSendLock()
            _ = lock.beginSend()
            retire(lock)
            lock.lock()
            let end = lock.endSend()
            #expect(end == .freeRetired)
            let sending = lock.isSending
            #expect(!sending)
            let word = lock.word.load(ordering: .relaxed)
            #expect(word == SubjectSendLockBits.locked | SubjectSendLockBits.retired)
            lock.unlock()
        }
    #endif

    @Test func aRetirementWithNoSendInProgressIsNotRecordedAndKeepsTheLock() {
        let lock = SubjectSendLock()
        lock.lock()
        let recorded = lock.unlockRetiring()
        #expect(!recorded)
        #if !(canImport(Darwin) || SIGNALS_PORTABLE_LOCKS)
            let word = lock.word.load(ordering: .relaxed)
            #expect(word == SubjectSendLockBits.locked)
        #endif
        lock.unlock()
    }

    #if !(canImport(Darwin) || SIGNALS_PORTABLE_LOCKS)
        /// The last send ends while the list is being changed, before the retirement is recorded (with
        /// the inline word a send ends while the lock is held; the mutex design waits for it): it has
        /// nothing to free, and the one who retired finds no send in progress and frees the list itself.
        @Test func aSendEndingBeforeTheRetirementIsRecordedLeavesTheFreeingToTheRetirer() {
            let lock = SubjectSendLock()
            _ = lock.beginSend()
            lock.lock()
            let end = lock.endSend()
            #expect(end == .done)
            let recorded = lock.unlockRetiring()
            #expect(!recorded)
            let word = lock.word.load(ordering: .relaxed)
            #expect(word == SubjectSendLockBits.locked)
            lock.unlock()
        }
    #endif

    /// A retirement recorded while another is pending: only the last send frees, once.
    @Test func twoRetirementsAreFreedByTheLastSendOnly() {
        let lock = SubjectSendLock()
        _ = lock.beginSend()
        _ = lock.beginSend()
        retire(lock)
        retire(lock)
        let ends = [lock.endSend(), lock.endSend()]
        #expect(ends == [.done, .freeRetiredHoldingLock])
        lock.unlock()
        _ = lock.beginSend()
        let nextEnd = lock.endSend()
        #expect(nextEnd == .done)
    }

    /// The recorded demand and upstream flags live in the same word; they do not change how a send ends.
    @Test func theLastSendFreesTheRetiredListsAfterDemandAndAnUpstreamWereRecorded() {
        let lock = SubjectSendLock()
        lock.lock()
        lock.markDemanded()
        _ = lock.recordUpstream()
        lock.unlock()
        _ = lock.beginSend()
        retire(lock)
        let end = lock.endSend()
        #expect(end == .freeRetiredHoldingLock)
        let stillRecorded = lock.hasDemand
        #expect(stillRecorded)
        lock.unlock()
    }
}
