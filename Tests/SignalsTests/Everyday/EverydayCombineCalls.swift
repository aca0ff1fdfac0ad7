// Fifty everyday Combine calls, written as app code writes them, with `import Combine` replaced by
// `import SignalsFoundation`. This file is compiled twice: in SignalsTests (Swift 6 mode) and, through
// a symbolic link, in SignalsSwift5Tests (Swift 5 mode). The calls that need the combining and
// transforming operators of the other branch are in EverydayCombineCalls+Combining.swift.
import Foundation
import SignalsFoundation
import Testing

private struct Article: Codable, Equatable {
    var id: Int
    var title: String
}

private enum LoadError: Error, Equatable {
    case offline
    case notFound
}

/// A view model as apps write them: published state, a search pipeline, a loader.
private final class SearchViewModel<S: Scheduler>: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var isLoading = false
    private var cancellables = Set<AnyCancellable>()

    init(scheduler: S, search: @escaping (String) -> AnyPublisher<[String], Never>) {
        $query  // 1: $property publisher
            .debounce(for: .milliseconds(300), scheduler: scheduler)  // 2: debounce
            .removeDuplicates()  // 3: removeDuplicates
            .filter { !$0.isEmpty }  // 4: filter
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = true })  // 5: handleEvents
            .map { search($0) }  // 6: map
            .switchToLatest()  // 7: switchToLatest
            .receive(on: scheduler)  // 8: receive(on:)
            .sink { [weak self] in  // 9: sink(receiveValue:)
                self?.isLoading = false
                self?.results = $0
            }
            .store(in: &cancellables)  // 10: store(in:)
    }
}

/// A model fed by `assign(to: &$property)`.
private final class ClockModel: ObservableObject {
    @Published var seconds = 0

    init(ticks: AnyPublisher<Int, Never>) {
        ticks.assign(to: &$seconds)  // 11: assign(to: &$property)
    }
}

@Suite struct EverydayCombineCalls {
    @Test func searchViewModel() {
        let scheduler = VirtualTimeScheduler()
        let model = SearchViewModel(scheduler: scheduler) { query in
            Just(["\(query)1", "\(query)2"]).eraseToAnyPublisher()  // 12: Just, 13: eraseToAnyPublisher
        }
        var willChange = 0
        let observation = model.objectWillChange.sink { willChange += 1 }  // 14: objectWillChange
        model.query = "sw"
        scheduler.advance(by: .milliseconds(100))
        model.query = "swift"
        scheduler.advance(by: .milliseconds(300))
        #expect(model.results == ["swift1", "swift2"])
        #expect(!model.isLoading)
        #expect(willChange == 5)  // query twice, isLoading twice, results once
        observation.cancel()  // 15: cancel
    }

    @Test func assignToPublished() {
        let ticks = PassthroughSubject<Int, Never>()  // 16: PassthroughSubject
        let clock = ClockModel(ticks: ticks.eraseToAnyPublisher())
        ticks.send(1)  // 17: send
        ticks.send(2)
        #expect(clock.seconds == 2)
    }

    @Test func subjectsAndSinks() {
        let count = CurrentValueSubject<Int, Never>(0)  // 18: CurrentValueSubject
        var seen: [Int] = []
        var finished = false
        let cancellable = count.sink(  // 19: sink(receiveCompletion:receiveValue:)
            receiveCompletion: { _ in finished = true },
            receiveValue: { seen.append($0) }
        )
        count.value += 1  // 20: CurrentValueSubject.value
        count.send(completion: .finished)  // 21: send(completion:)
        #expect(seen == [0, 1])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func assignOnObject() {
        final class Label { var text = "" }
        let label = Label()
        let cancellable = ["a", "b"].publisher  // 22: Sequence.publisher
            .assign(to: \.text, on: label)  // 23: assign(to:on:)
        #expect(label.text == "b")
        cancellable.cancel()
    }

    @Test func errorsAndRecovery() {
        var attempts = 0
        var results: [String] = []
        let load = Deferred {  // 24: Deferred
            Future<String, LoadError> { promise in  // 25: Future
                attempts += 1
                promise(attempts < 3 ? .failure(.offline) : .success("loaded"))
            }
        }
        let cancellable =
            load
            .retry(2)  // 26: retry
            .catch { _ in Just("cached") }  // 27: catch
            .sink { results.append($0) }
        let fallback = Fail<String, LoadError>(error: .notFound)  // 28: Fail
            .replaceError(with: "placeholder")  // 29: replaceError
            .sink { results.append($0) }
        #expect(results == ["loaded", "placeholder"])
        _ = (cancellable, fallback)
    }

    @Test func throwingTransforms() {
        var outcome = ""
        let cancellable = ["1", "x"].publisher
            .tryMap { text -> Int in  // 30: tryMap
                guard let value = Int(text) else { throw LoadError.notFound }
                return value
            }
            .tryCatch { _ in Just(0) }  // 31: tryCatch
            .compactMap { $0 > 0 ? "\($0)" : nil }  // 32: compactMap
            .sink(receiveCompletion: { outcome += "\($0)" }, receiveValue: { outcome += $0 + " " })
        #expect(outcome == "1 finished")
        cancellable.cancel()
    }

    @Test func timeOperators() {
        let scheduler = VirtualTimeScheduler()
        let taps = PassthroughSubject<Int, Never>()
        var throttled: [Int] = []
        var batches: [[Int]] = []
        var delayed: [Int] = []
        var cancellables = Set<AnyCancellable>()
        taps.throttle(for: .seconds(1), scheduler: scheduler, latest: true)  // 33: throttle
            .sink { throttled.append($0) }.store(in: &cancellables)
        taps.collect(.byTime(scheduler, .seconds(2)))  // 34: collect(.byTime)
            .sink { batches.append($0) }.store(in: &cancellables)
        taps.delay(for: .milliseconds(500), scheduler: scheduler)  // 35: delay
            .sink { delayed.append($0) }.store(in: &cancellables)
        taps.send(1)
        scheduler.advance()
        taps.send(2)
        taps.send(3)
        scheduler.advance(by: .seconds(2))
        #expect(throttled == [1, 3])
        #expect(batches == [[1, 2, 3]])
        #expect(delayed == [1, 2, 3])
    }

    @Test func timeoutAndMeasure() {
        let scheduler = VirtualTimeScheduler()
        var failure: LoadError?
        var intervals: [VirtualTimeScheduler.SchedulerTimeType.Stride] = []
        let silent = PassthroughSubject<Int, LoadError>()
        let timeout = silent.timeout(.seconds(5), scheduler: scheduler, customError: { .offline })  // 36: timeout
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in })
        let ticks = PassthroughSubject<Void, Never>()
        let measure = ticks.measureInterval(using: scheduler)  // 37: measureInterval
            .sink { intervals.append($0) }
        scheduler.advance(by: .seconds(1))
        ticks.send()
        scheduler.advance(by: .seconds(4))
        #expect(failure == .offline)
        #expect(intervals == [.seconds(1)])
        _ = (timeout, measure)
    }

    @Test func sharingAndMerging() {
        let source = PassthroughSubject<Int, Never>()
        let shared = source.share()  // 38: share
        var log: [String] = []
        let a = shared.map { "a\($0)" }
            .merge(with: shared.map { "b\($0)" })  // 39: merge(with:)
            .sink { log.append($0) }
        let b = source.combineLatest(source.map { $0 * 10 })  // 40: combineLatest
            .first()  // 41: first
            .sink { log.append("\($0.0),\($0.1)") }
        source.send(1)
        #expect(log == ["a1", "b1", "1,10"])
        _ = (a, b)
    }

    @Test func flatMapAndPrefix() {
        var values: [Int] = []
        let cancellable = [1, 2, 3].publisher
            .flatMap { Just($0 * 2) }  // 42: flatMap
            .prefix(2)  // 43: prefix
            .sink { values.append($0) }
        let second = Empty<Int, Never>()  // 44: Empty
            .sink { values.append($0) }
        #expect(values == [2, 4])
        _ = (cancellable, second)
    }

    @Test func foundationIntegration() throws {
        var titles: [String] = []
        var posted = 0
        let name = Notification.Name("EverydayCombineCalls.didPost.\(UUID())")  // one per test run
        let notes = NotificationCenter.default.publisher(for: name)  // 45: NotificationCenter.publisher
            .sink { _ in posted += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        let coding = [Article(id: 1, title: "Signals")].publisher
            .encode(encoder: JSONEncoder())  // 46: encode
            .decode(type: Article.self, decoder: JSONDecoder())  // 47: decode
            .map(\.title)
            .assertNoFailure()  // 48: assertNoFailure
            .sink { titles.append($0) }
        var ticks = 0
        let timer = Timer.publish(every: 0.005, on: .current, in: .default)  // 49: Timer.publish
            .autoconnect()  // 50: autoconnect
            .sink { _ in ticks += 1 }
        let deadline = Date().addingTimeInterval(5)
        while ticks == 0, Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        #expect(posted == 1)
        #expect(titles == ["Signals"])
        #expect(ticks > 0)
        _ = (notes, coding, timer)
    }
}
