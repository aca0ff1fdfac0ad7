#if canImport(Combine) && canImport(SwiftUI)
    import Signals
    import SignalsCombine
    import SwiftUI
    import Testing

    /// A view model as SwiftUI code writes it. The file imports SwiftUI (which re-exports Combine) and
    /// Signals, so the names both libraries declare are written with their module.
    final class NameViewModel: Combine.ObservableObject {
        @Combine.Published var name = ""
    }

    /// A view of the model, as an app would have beside a coordinator (compiled, never drawn).
    struct NameView: View {
        @ObservedObject var model: NameViewModel

        var body: some View {
            Text(model.name)
        }
    }

    /// The two uses the bridge is for: a view model's `@Published` property as a coordinator's result, and
    /// a coordinator's result (a Signals `AnyPublisher`) consumed by Combine code.
    @Suite struct ViewModelBridgeTests {
        @Test func aPublishedPropertyBecomesACoordinatorResult() {
            let model = NameViewModel()
            let result: Signals.AnyPublisher<String, Never> = model.$name
                .asSignalsPublisher()
                .first { !$0.isEmpty }
                .eraseToAnyPublisher()
            let tracker = SignalsTracker<String, Never>()
            result.subscribe(tracker)
            model.name = "Ada"
            model.name = "Grace"
            #expect(tracker.values == ["Ada"])
            #expect(tracker.events.last == .finished)
        }

        @Test func aCoordinatorResultDrivesAViewModel() {
            let model = NameViewModel()
            var changes = 0
            let watch = model.objectWillChange.sink { changes += 1 }
            let saved = Signals.PassthroughSubject<String, Never>()
            let result: Signals.AnyPublisher<String, Never> = saved.eraseToAnyPublisher()
            let link = result.asCombinePublisher().assign(to: \.name, on: model)
            saved.send("Ada")
            #expect(model.name == "Ada")
            #expect(changes == 1)
            link.cancel()
            saved.send("Grace")
            #expect(model.name == "Ada")
            watch.cancel()
        }
    }
#endif
