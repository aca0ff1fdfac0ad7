/// A subscription that shows itself as Combine's do: in a playground by its name, and through
/// `Mirror` with no children unless it says otherwise.
///
/// Adopt it on a final subscription class that is `CustomStringConvertible`; a base class of
/// subscriptions declares the two members itself, so that subclasses can override them.
@usableFromInline
protocol ReflectedByName: CustomReflectable, CustomPlaygroundDisplayConvertible, CustomStringConvertible {}

extension ReflectedByName {
    /// No children: the state of a subscription is not API.
    @usableFromInline
    var customMirror: Mirror {
        Mirror(self, children: [])
    }

    /// The subscription's name, such as `"Debounce"`.
    @usableFromInline
    var playgroundDescription: Any {
        description
    }
}
