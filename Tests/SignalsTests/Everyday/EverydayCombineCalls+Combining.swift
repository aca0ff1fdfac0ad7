// The everyday calls that use the combining and transforming operators (zip, combineLatest3,
// merge(with:_:), append/prepend, scan, mapError, collect(), reduce, dropFirst, prefix(while:), last,
// ignoreOutput, replaceNil, count, min, contains, allSatisfy, key-path map, Optional.Publisher,
// Result.Publisher). Compiled in both test targets (Swift 6 mode, and Swift 5 mode through the
// symbolic link).
import SignalsFoundation
import Testing

@Suite struct EverydayCombiningCalls {
    @Test func combiningCalls() {
        var log: [String] = []
        var cancellables = Set<AnyCancellable>()
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let c = PassthroughSubject<Bool, Never>()
        a.zip(b).sink { log.append("zip \($0) \($1)") }.store(in: &cancellables)
        a.combineLatest(b, c).sink { log.append("latest \($0) \($1) \($2)") }.store(in: &cancellables)
        a.merge(with: a.map { $0 * 10 }, a.map { $0 * 100 }).sink { log.append("merge \($0)") }
            .store(in: &cancellables)
        a.send(1)
        b.send("x")
        c.send(true)
        #expect(
            log == ["merge 1", "merge 10", "merge 100", "zip 1 x", "latest 1 x true"]
        )
    }

    @Test func transformingCalls() {
        var log: [String] = []
        var cancellables = Set<AnyCancellable>()
        [2, 3].publisher.prepend(1).append(4).scan(0, +).sink { log.append("scan \($0)") }
            .store(in: &cancellables)
        [1, 2, 3].publisher.collect().sink { log.append("collect \($0)") }.store(in: &cancellables)
        [1, 2, 3].publisher.reduce(0, +).sink { log.append("reduce \($0)") }.store(in: &cancellables)
        [1, 2, 3].publisher.dropFirst().prefix(while: { $0 < 3 }).sink { log.append("drop \($0)") }
            .store(in: &cancellables)
        [1, 2, 3].publisher.last().sink { log.append("last \($0)") }.store(in: &cancellables)
        [1, 2, 3].publisher.count().sink { log.append("count \($0)") }.store(in: &cancellables)
        [3, 1, 2].publisher.min().sink { log.append("min \($0)") }.store(in: &cancellables)
        [1, 2, 3].publisher.contains(2).sink { log.append("contains \($0)") }.store(in: &cancellables)
        [1, 2, 3].publisher.allSatisfy { $0 > 0 }.sink { log.append("all \($0)") }.store(in: &cancellables)
        [Int?.none, 5].publisher.replaceNil(with: 0).sink { log.append("nil \($0)") }.store(in: &cancellables)
        [1].publisher.ignoreOutput().sink(
            receiveCompletion: { log.append("ignored \($0)") }, receiveValue: { _ in }
        )
        .store(in: &cancellables)
        ["ab"].publisher.map(\.count).sink { log.append("keypath \($0)") }.store(in: &cancellables)
        Optional(7).publisher.sink { log.append("optional \($0)") }.store(in: &cancellables)
        Result<Int, Never>.success(8).publisher.sink { log.append("result \($0)") }.store(in: &cancellables)
        Fail<Int, TestCombiningError>(error: .failed).mapError { _ in TestCombiningError.mapped }
            .sink(
                receiveCompletion: { completion in
                    if case .failure(.mapped) = completion { log.append("mapError mapped") }
                },
                receiveValue: { _ in }
            )
            .store(in: &cancellables)
        #expect(log.contains("scan 10"))
        #expect(log.contains("collect [1, 2, 3]"))
        #expect(log.contains("reduce 6"))
        #expect(log.contains("drop 2"))
        #expect(log.contains("last 3"))
        #expect(log.contains("count 3"))
        #expect(log.contains("min 1"))
        #expect(log.contains("contains true"))
        #expect(log.contains("all true"))
        #expect(log.contains("nil 0"))
        #expect(log.contains("ignored finished"))
        #expect(log.contains("keypath 2"))
        #expect(log.contains("optional 7"))
        #expect(log.contains("result 8"))
        #expect(log.contains("mapError mapped"))
    }
}

private enum TestCombiningError: Error {
    case failed
    case mapped
}
