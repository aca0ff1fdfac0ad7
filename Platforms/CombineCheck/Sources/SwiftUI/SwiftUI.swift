// A stub of the few SwiftUI members that code checked here uses, with the signatures of Apple's
// documentation, so that files importing SwiftUI (and, through it, Combine) compile on Linux. Nothing here
// draws. Like Apple's SwiftUI, it re-exports Combine (here the stand-in over OpenCombine), which brings
// `ObservableObject` and `@Published`.
@_exported import Combine

/// A type that represents part of an app's user interface (stub: declares only the body requirement).
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Body { get }
}

/// A custom parameter attribute that constructs views from closures (stub: one view at a time).
@resultBuilder
public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }
}

extension Never: View {
    /// `Never` is the body of the primitive views, whose body is never read.
    public typealias Body = Never

    /// A value of `Never` does not exist, so this is never read.
    public var body: Never { self }
}

/// A view that displays one or more lines of read-only text (stub: keeps nothing).
@frozen
public struct Text: View {
    /// Creates a text view that displays a stored string without localization.
    public init<S: StringProtocol>(_ content: S) {}

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {}

    /// A primitive view has no body.
    public typealias Body = Never

    /// SwiftUI never reads a primitive view's body; neither does anything that compiles against this stub.
    public var body: Never {
        fatalError("Text is a primitive view: its body is never read")
    }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view whenever the
/// observable object changes (stub: only holds the object).
@propertyWrapper
@frozen
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
}
