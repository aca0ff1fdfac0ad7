/// A view that displays a root view and enables you to present additional views over the root view.
public struct NavigationStack<Data, Root: View>: PrimitiveView {
    /// The path (stub: kept so that a check can read and write it).
    public let path: Binding<Data>
    let root: Root

    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.path = path
        self.root = root()
    }
}

/// A view that switches between multiple child views using interactive user interface elements.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
    /// The selection (stub: kept so that a check can read and write it).
    public let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view that uses a binding to the selected tab.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

/// A view presented: the stub keeps the item binding and the dismiss action.
public struct PresentingView<Content: View, Item>: PrimitiveView {
    /// The view the presentation is attached to.
    public let content: Content
    /// The item binding.
    public let item: Binding<Item?>
    /// The closure to execute when dismissing the modal view.
    public let onDismiss: (() -> Void)?
}

extension View {
    /// Associates a destination view with a presented data type for use within a navigation stack.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { modified("navigationDestination") }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { PresentingView(content: self, item: item, onDismiss: onDismiss) }

    /// Presents a modal view that covers as much of the screen as possible using the binding you provide
    /// as a data source for the sheet's content (not on macOS).
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { PresentingView(content: self, item: item, onDismiss: onDismiss) }
}

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder var body: Body { get }
}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public struct SceneBuilder {
    /// Passes a single scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never read.
    public var body: Never { fatalError("a primitive scene has no body") }
}

extension Never: Scene {}

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder var body: Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    init()
}

extension App {
    /// Initializes and runs the app (stub: does nothing).
    public static func main() {}
}
