import Foundation
import SignalsFoundation
import Testing

private let didChange = Notification.Name("NotificationCenterPublisherTests.didChange")

@Suite struct NotificationCenterPublisherTests {
    @Test func publishesPostedNotificationsWhileThereIsDemand() {
        let center = NotificationCenter()
        var names: [String] = []
        var subscription: (any Subscription)?
        center.publisher(for: didChange)
            .subscribe(
                AnySubscriber(
                    receiveSubscription: { subscription = $0 },
                    receiveValue: {
                        names.append("\($0.userInfo?["n"] ?? "")"); return .none
                    },
                    receiveCompletion: { _ in }
                )
            )
        center.post(name: didChange, object: nil, userInfo: ["n": 0])
        subscription?.request(.max(2))
        center.post(name: didChange, object: nil, userInfo: ["n": 1])
        center.post(name: didChange, object: nil, userInfo: ["n": 2])
        center.post(name: didChange, object: nil, userInfo: ["n": 3])
        #expect(names == ["1", "2"])
        #expect("\(subscription!)" == "NotificationCenter Observer")
    }

    @Test func filtersByObjectAndStopsAfterCancel() {
        let center = NotificationCenter()
        let sender = NSObject()
        var count = 0
        let cancellable = center.publisher(for: didChange, object: sender).sink { _ in count += 1 }
        center.post(name: didChange, object: sender)
        center.post(name: didChange, object: NSObject())
        cancellable.cancel()
        center.post(name: didChange, object: sender)
        #expect(count == 1)
    }
}
