import FlowKit
import Testing

/// `finish(with:)`: a coordinator produces its result without a subject of its own.
///
/// This file imports FlowKit alone: the coordinators below name no type of Signals, as a file that also
/// imports Combine or SwiftUI must not.
@MainActor
@Suite struct FinishTests {
    /// Shows one screen whose buttons finish with a value.
    final class Picker: BaseCoordinator<String> {
        override func start() throws(NavigationError) -> ResultPublisher {
            try show(
                Screen(
                    title: "Pick",
                    buttons: [
                        Screen.Button("Red") { [weak self] in self?.finish(with: "red") },
                        Screen.Button("Blue") { [weak self] in self?.finish(with: "blue") },
                    ]))
            return resultFromFinish
        }
    }

    /// A `Void` flow that finishes from inside `start()`, before the parent subscribed.
    final class Instant: BaseCoordinator<Void> {
        override func start() throws(NavigationError) -> ResultPublisher {
            try show(Screen(title: "Instant"))
            finish()
            return resultFromFinish
        }
    }

    /// Returns a publisher of its result and also offers `finish(with:)`: the first one counts.
    final class Both: BaseCoordinator<Int> {
        let values: ResultPublisher
        init(values: ResultPublisher) { self.values = values }
        override func start() throws(NavigationError) -> ResultPublisher {
            try show(Screen(title: "Both"))
            return values
        }
    }

    @Test func finishWithAValueReleasesTheChildRemovesItsScreenAndDeliversTheValueOnce() throws {
        let app = try Harness()
        let picker = Picker()
        var received: [String?] = []
        app.root.onResult(of: try app.root.push(picker, on: app.stack)) { received.append($0) }
        #expect(titles(app.stack.screens) == ["Home", "Pick"])

        try app.stack.topScreen?.tap("Blue")

        #expect(received == ["blue"])
        #expect(picker.releaseReason == .finished)
        #expect(titles(app.stack.screens) == ["Home"])
        #expect(app.running == ["Root"])
    }

    @Test func aSecondFinishAndAFinishAfterTheScreensLeftDoNothing() throws {
        let app = try Harness()
        let first = Picker()
        var received: [String?] = []
        app.root.onResult(of: try app.root.push(first, on: app.stack)) { received.append($0) }
        let screen = try #require(app.stack.topScreen)
        try screen.tap("Red")
        first.finish(with: "blue")
        #expect(received == ["red"])
        #expect(first.releaseReason == .finished)

        let second = Picker()
        app.root.onResult(of: try app.root.push(second, on: app.stack)) { received.append($0) }
        _ = try app.stack.pop()
        second.finish(with: "red")
        #expect(received == ["red", nil])
        #expect(second.releaseReason == .screensRemoved(.pop))
    }

    @Test func finishOnACoordinatorThatNeverStartedDoesNothing() {
        let picker = Picker()
        picker.finish(with: "red")
        #expect(picker.isRunning == false)
        #expect(picker.releaseReason == nil)
    }

    @Test func finishInsideStartReachesAParentThatSubscribesAfterwards() throws {
        let app = try Harness()
        let instant = Instant()
        var received: [Bool] = []
        app.root.onResult(of: try app.root.push(instant, on: app.stack)) { received.append($0 != nil) }
        #expect(received == [true])
        #expect(instant.releaseReason == .finished)
        #expect(titles(app.stack.screens) == ["Home"])
    }

    @Test func whicheverComesFirstOfFinishAndTheReturnedPublisherIsTheResult() throws {
        let app = try Harness()
        let subject = PublisherSource<Int>()
        let both = Both(values: subject.publisher)
        var received: [Int?] = []
        app.root.onResult(of: try app.root.push(both, on: app.stack)) { received.append($0) }
        both.finish(with: 1)
        subject.send(2)
        #expect(received == [1])

        let other = PublisherSource<Int>()
        let second = Both(values: other.publisher)
        app.root.onResult(of: try app.root.push(second, on: app.stack)) { received.append($0) }
        other.send(3)
        second.finish(with: 4)
        #expect(received == [1, 3])
    }
}
