import Signals
import Testing

@Suite struct AnyCancellableTests {
    @Test func cancelsWhenDeinitialized() {
        var cancels = 0
        do {
            let cancellable = AnyCancellable { cancels += 1 }
            _ = cancellable
            #expect(cancels == 0)
        }
        #expect(cancels == 1)
    }

    @Test func runsTheActionOnlyOnce() {
        var cancels = 0
        do {
            let cancellable = AnyCancellable { cancels += 1 }
            cancellable.cancel()
            cancellable.cancel()
        }
        #expect(cancels == 1)
    }

    @Test func wrapsAClassCancellableAndCancelsIt() {
        let subscription = SpySubscription()
        let cancellable = AnyCancellable(subscription)
        cancellable.cancel()
        cancellable.cancel()
        #expect(subscription.events == [.cancelled])
    }

    @Test func wrapsAStructCancellableAndCancelsIt() {
        struct Token: Cancellable {
            let spy: SpySubscription
            func cancel() { spy.cancel() }
        }
        let spy = SpySubscription()
        do {
            let cancellable = AnyCancellable(Token(spy: spy))
            _ = cancellable
        }
        #expect(spy.events == [.cancelled])
    }

    @Test func storesItselfInASetAndAnArray() {
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        let cancellable = AnyCancellable {}
        cancellable.store(in: &set)
        cancellable.store(in: &set)
        cancellable.store(in: &array)
        cancellable.store(in: &array)
        #expect(set == [cancellable])
        #expect(array.count == 2 && array.allSatisfy { $0 === cancellable })
    }

    @Test func anyCancellableProtocolStoreWrapsAndCancelsOnRelease() {
        let spy = SpySubscription()
        var set = Set<AnyCancellable>()
        spy.store(in: &set)
        #expect(set.count == 1)
        #expect(spy.events == [])
        set.removeAll()
        #expect(spy.events == [.cancelled])

        var array: [AnyCancellable] = []
        spy.store(in: &array)
        array.removeAll()
        #expect(spy.events == [.cancelled, .cancelled])
    }

    @Test func equalityAndHashingFollowIdentity() {
        let action = {}
        let first = AnyCancellable(action)
        let second = AnyCancellable(action)
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
        #expect(first.hashValue == first.hashValue)
    }

    @Test func releasesTheWrappedClosureAfterCancel() {
        weak var weakProbe: DeinitProbe?
        let cancellable: AnyCancellable
        do {
            let probe = DeinitProbe()
            weakProbe = probe
            cancellable = AnyCancellable { _ = probe }
        }
        #expect(weakProbe != nil)
        cancellable.cancel()
        #expect(weakProbe == nil)
    }

    @Test func releasesTheWrappedObjectAfterCancel() {
        weak var weakSpy: SpySubscription?
        let cancellable: AnyCancellable
        do {
            let spy = SpySubscription()
            weakSpy = spy
            cancellable = AnyCancellable(spy)
        }
        #expect(weakSpy != nil)
        cancellable.cancel()
        #expect(weakSpy == nil)
    }
}
