// A stub of the SwiftUI members FlowKitSwiftUI and the SwiftUI example use, with the signatures of Apple's
// documentation (developer.apple.com/documentation/swiftui), so that they type-check on Linux. Nothing here
// draws: a modifier returns a view that keeps what it was given, and no body is ever evaluated.

/// A type that represents part of an app's user interface.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// The body of a primitive view, never read.
    public typealias Body = Never
    /// Never read.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A view with no body of its own (the stub's views and modifiers are all primitive).
@MainActor @preconcurrency
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// Never read.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    /// An empty view.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A single view, unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    /// An optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of a conditional.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    { ConditionalContent(first: first) }
    /// The second branch of a conditional.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    { ConditionalContent(second: second) }
}

extension Optional: View where Wrapped: View {
    /// Never read.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Views built together.
public struct TupleView<T>: PrimitiveView {
    /// The views.
    nonisolated(unsafe) public var value: T
    /// Creates the views.
    nonisolated public init(_ value: T) { self.value = value }
}

/// One of two views (SwiftUI's `_ConditionalContent`).
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    nonisolated(unsafe) let first: TrueContent?
    nonisolated(unsafe) let second: FalseContent?
    nonisolated init(first: TrueContent) { (self.first, self.second) = (first, nil) }
    nonisolated init(second: FalseContent) { (self.first, self.second) = (nil, second) }
}

/// A view that doesn't contain any content.
public struct EmptyView: PrimitiveView {
    /// Creates an empty view.
    nonisolated public init() {}
}

/// A type-erased view.
public struct AnyView: PrimitiveView {
    let view: Any
    /// Create an instance that type-erases `view`.
    public init<V: View>(_ view: V) { self.view = view }
}

/// A view that displays one or more lines of read-only text.
public struct Text: PrimitiveView {
    /// The text.
    public let content: String
    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { self.content = content }
    /// Creates a text view that displays a stored string without localization.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
}

/// A control that initiates an action.
public struct Button<Label: View>: PrimitiveView {
    /// The action, run when the user taps the button.
    public let action: @MainActor () -> Void
    let label: Label
    /// Creates a button that displays a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: PrimitiveView {
    let content: Content
    /// Creates an instance with the given spacing and horizontal alignment.
    public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
    /// The collection.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based on the
    /// identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

/// A view modified: the stub keeps the view, and the modifier's arguments where a check reads them.
public struct ModifiedView<Content: View>: PrimitiveView {
    /// The view modified.
    public let content: Content
    /// The modifier, e.g. `"sheet"`.
    public let modifier: String
}

extension View {
    func modified(_ modifier: String) -> ModifiedView<Self> { ModifiedView(content: self, modifier: modifier) }

    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { modified("onAppear") }

    /// Configures the view's title for purposes of navigation, using a string.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { modified("navigationTitle") }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modified("interactiveDismissDisabled")
    }

    /// Sets the unique tag value of this view.
    public func tag<V: Hashable>(_ tag: V) -> some View { modified("tag") }

    /// Sets the tab bar item associated with this view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { modified("tabItem") }
}
