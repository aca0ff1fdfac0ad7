/// Deep links that return once the host shows them.
extension DeepLinks {
    /// Opens a deep link (see ``open(_:)``), then waits until `host` shows it: a link that presents
    /// several levels is applied to the model at once and shown by the host one level after the other,
    /// each once the previous one is on screen; this returns after the last.
    ///
    /// A queued link (``DeepLinkResult/queued``) returns once the host shows what it shows now: the link
    /// itself shows later, when the flow that takes it runs.
    ///
    /// ```swift
    /// _ = try await links.open("demo://lizard/compose/compose", shownBy: host)
    /// try stack.push(details)   // on top of what the link shows, never in the middle of its animations
    /// ```
    ///
    /// - Parameters:
    ///   - text: The link.
    ///   - host: What shows the router's window, such as its ``HostSynchronizer``.
    /// - Returns: Whether the link was applied or queued.
    /// - Throws: A ``DeepLinkError`` naming the bad part; nothing moved and nothing is awaited.
    public func open(_ text: String, shownBy host: any NavigationShowing) async throws(DeepLinkError)
        -> DeepLinkResult
    {
        let result = try open(text)
        await host.waitUntilShown()
        return result
    }
}
