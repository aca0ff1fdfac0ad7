/// One value a flow saves in a snapshot, under a key: how it is written, which texts are valid (checked
/// before anything is restored), and how it comes back.
///
/// A value read through a writable key path (a `var`) is restored by assigning it, right after the flow
/// started and before its children are restored (update the screen in the property's `didSet`); one read
/// through a read-only key path (a `let` set by the route that made the flow) is saved and checked only.
///
/// ```swift
/// static let routes = Routes<LizardCoordinator>("lizard", saving: [.number("items", \.items, in: 0...)], [.compose])
/// ```
@MainActor
public struct SavedValue<Flow: Coordinator> {
    /// The key in ``CoordinatorSnapshot/state``.
    let key: String
    /// What a valid value is, for error messages: `0...9223372036854775807`.
    let expected: String
    let save: (Flow) -> String
    let isValid: (String) -> Bool
    /// Takes a checked value back; `nil` when the value is only checked.
    let restore: ((Flow, String) throws(NavigationError) -> Void)?

    /// A whole number in a range.
    ///
    /// ```swift
    /// .number("selected", \.selectedIndex, in: 0...2)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The number (writable: restored; read-only: checked only).
    ///   - range: The numbers the flow writes.
    /// - Returns: The saved value.
    public static func number(_ key: String, _ value: KeyPath<Flow, Int>, in range: ClosedRange<Int>) -> SavedValue {
        SavedValue(
            key: key, expected: "\(range)", save: { String($0[keyPath: value]) },
            isValid: { Int($0).map(range.contains) ?? false },
            restore: assigning(value) { Int($0) })
    }

    /// A whole number from a lower bound on.
    ///
    /// ```swift
    /// .number("items", \.items, in: 0...)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The number (writable: restored; read-only: checked only).
    ///   - range: The numbers the flow writes.
    /// - Returns: The saved value.
    public static func number(_ key: String, _ value: KeyPath<Flow, Int>, in range: PartialRangeFrom<Int>)
        -> SavedValue
    {
        number(key, value, in: range.lowerBound...Int.max)
    }

    /// A text that is not empty.
    ///
    /// ```swift
    /// .text("name", \.userName)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The text (writable: restored; read-only: checked only).
    /// - Returns: The saved value.
    public static func text(_ key: String, _ value: KeyPath<Flow, String>) -> SavedValue {
        SavedValue(
            key: key, expected: "a text", save: { $0[keyPath: value] }, isValid: { !$0.isEmpty },
            restore: assigning(value) { $0 })
    }

    /// One of the cases of a `String`-backed enumeration, restored by the flow (for example by showing
    /// the screens of a step).
    ///
    /// ```swift
    /// .choice("screen", \.step, restore: UpdateDetailsCoordinator.show)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The case the flow is in.
    ///   - restore: The flow's method that takes a case back; by default the case is assigned when `value`
    ///     is writable.
    /// - Returns: The saved value.
    public static func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, _ value: KeyPath<Flow, Choice>,
        restore: ((Flow) -> (Choice) throws(NavigationError) -> Void)? = nil
    ) -> SavedValue where Choice.RawValue == String {
        let takeBack: ((Flow, String) throws(NavigationError) -> Void)?
        if let restore {
            takeBack = { flow, text throws(NavigationError) in
                guard let choice = Choice(rawValue: text) else { return }
                try restore(flow)(choice)
            }
        } else {
            takeBack = assigning(value) { Choice(rawValue: $0) }
        }
        return SavedValue(
            key: key, expected: "\(Choice.allCases.map(\.rawValue))", save: { $0[keyPath: value].rawValue },
            isValid: { Choice(rawValue: $0) != nil }, restore: takeBack)
    }

    /// A restore that assigns the converted text, when `value` is writable.
    private static func assigning<Value>(_ value: KeyPath<Flow, Value>, _ convert: @escaping (String) -> Value?)
        -> ((Flow, String) throws(NavigationError) -> Void)?
    {
        guard let writable = value as? ReferenceWritableKeyPath<Flow, Value> else { return nil }
        return { flow, text in
            if let converted = convert(text) { flow[keyPath: writable] = converted }
        }
    }

    /// Why a saved text is not valid, in the words of ``RestorationError/corrupt(_:)``, or `nil`.
    func problem(in state: [String: String], of kind: String) -> String? {
        let text = state[key]
        if let text, isValid(text) { return nil }
        return invalidValue(kind: kind, key: key, text: text, expected: expected)
    }
}

/// Names a saved value that is missing or not valid: `lizard.items is "many" (expected 0...9223372036854775807)`.
func invalidValue(kind: String, key: String, text: String?, expected: String) -> String {
    "\(kind).\(key) is \(text.map { "\"\($0)\"" } ?? "missing") (expected \(expected))"
}
