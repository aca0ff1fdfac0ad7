/// What a host shows for a screen: the app's own view, such as a UIKit view controller or a factory
/// for one.
///
/// The navigation model only stores a screen's ``Screen/content``: it never reads it. Each host supplies
/// and reads its own kind (FlowKitUIKit a view controller factory; the terminal demo and tests none, as
/// they draw a screen from its title, lines and buttons).
///
/// ```swift
/// final class Artwork: ScreenContent { let name: String; init(name: String) { self.name = name } }
/// let screen = Screen(title: "Lizard", content: Artwork(name: "lizard.png"))
/// let artwork = screen.content as? Artwork
/// ```
@MainActor
public protocol ScreenContent: AnyObject {}
