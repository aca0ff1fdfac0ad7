// The spin-then-park slow paths shared by the inline lock words of Signals on Linux (ParkingLot.swift);
// Apple platforms, and Linux with SIGNALS_PORTABLE_LOCKS, use `os_unfair_lock` or a pthread mutex instead.
#if !canImport(Darwin) && !SIGNALS_PORTABLE_LOCKS && canImport(Synchronization)

    import Dispatch
    import Synchronization
    import Testing

    @testable import Signals

    @Suite(.timeLimit(.minutes(1)))
    struct ParkingLotTests {
        /// A lock word that threads share (the lock types hold theirs inline; a test needs a box).
        final class Word: Sendable {
            let value: Atomic<UInt>

            init(_ value: UInt) {
                self.value = Atomic(value)
            }

            var current: UInt { value.load(ordering: .relaxed) }
        }

        // A layout as SubjectSendLock's: bit 0 the lock, bit 1 "a thread may be parked", sends counted
        // from bit 3.
        static let locked: UInt = 1
        static let parked = UInt.parkedBit
        static let oneSend: UInt = 8

        /// Starts `body` on another thread; the returned closure waits until it has returned.
        private func onAnotherThread(_ body: @escaping @Sendable () -> Void) -> () -> Void {
            let returned = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                body()
                returned.signal()
            }
            return { returned.wait() }
        }

        /// Waits until the other thread has set the parked bit: it gave up spinning and is parked, or
        /// about to wait under its slot's mutex (which a release takes before it wakes the slot).
        private func waitUntilParked(on word: Word) {
            while word.current & Self.parked == 0 {}
        }

        @Test func aTakerParksWhileTheWordIsHeldAndTakesItWhenReleased() {
            let word = Word(0)
            ParkingLot.acquire(word.value, waitingFor: Self.locked, adding: Self.locked)
            var history = [word.current]
            let seenByTaker = Word(0)
            let join = onAnotherThread {
                ParkingLot.acquire(word.value, waitingFor: Self.locked, adding: Self.locked)
                seenByTaker.value.store(word.current, ordering: .relaxed)
                ParkingLot.release(word.value, clearing: Self.locked, setting: 0)
            }
            waitUntilParked(on: word)
            history.append(word.current)
            ParkingLot.release(word.value, clearing: Self.locked, setting: 0)
            join()
            history.append(seenByTaker.current)
            history.append(word.current)
            // held; held and parked; the taker held it alone (the release cleared the parked bit); free
            #expect(history == [1, 3, 1, 0])
        }

        @Test func aCountedTakerAddsAboveTheLockBitsAndWaitsOnlyForTheLock() {
            let word = Word(0)
            ParkingLot.acquire(word.value, waitingFor: Self.locked, adding: Self.oneSend)
            ParkingLot.acquire(word.value, waitingFor: Self.locked, adding: Self.oneSend)
            var history = [word.current]
            // The lock is taken while sends are counted: a count does not block it.
            ParkingLot.acquire(word.value, waitingFor: Self.locked, adding: Self.locked)
            history.append(word.current)
            let join = onAnotherThread {
                ParkingLot.acquire(word.value, waitingFor: Self.locked, adding: Self.oneSend)
            }
            waitUntilParked(on: word)
            history.append(word.current)
            ParkingLot.release(word.value, clearing: Self.locked, setting: 0)
            join()
            history.append(word.current)
            // two sends; two sends and the lock; and a parked sender; three sends
            #expect(history == [16, 17, 19, 24])
        }

        @Test func aReleaseReplacesThePublishedBitsAndKeepsTheOthers() {
            // As ConduitLocks: the state lock (1), two published bits (4, 8), an owner above.
            let owner: UInt = 64
            let word = Word(owner | 4)
            ParkingLot.acquire(word.value, waitingFor: 1, adding: 1)
            var history = [word.current]
            ParkingLot.release(word.value, clearing: 1 | 4 | 8, setting: 8)
            history.append(word.current)
            #expect(history == [owner | 4 | 1, owner | 8])
        }
    }

#endif
