@testable import DemoApp

/// Hands out a fixed list of inputs, then ``KeyInput/end``; can run a closure before each one.
@MainActor
final class ScriptedKeySource: KeySource {
    private var inputs: [KeyInput]
    var beforeEach: () -> Void = {}

    init(_ inputs: [KeyInput]) {
        self.inputs = inputs
    }

    func next() -> KeyInput {
        beforeEach()
        return inputs.isEmpty ? .end : inputs.removeFirst()
    }
}
