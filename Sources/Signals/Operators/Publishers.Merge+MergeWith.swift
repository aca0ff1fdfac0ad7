// The `merge(with:…)` methods of the fixed-arity merge publishers, as Combine has them: merging a
// `Merge` … `Merge7` with more publishers yields the next fixed-arity merge (`a.merge(with: b)
// .merge(with: c)` is a `Merge3`), not a merge nested in a merge.

extension Publishers.Merge {
    /// Merges this publisher's upstream publishers with another publisher.
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A ``Publishers/Merge3`` of this merge's publishers followed by `other`.
    public func merge<P: Publisher>(
        with other: P
    ) -> Publishers.Merge3<A, B, P>
    where B.Failure == P.Failure, B.Output == P.Output {
        Publishers.Merge3(a, b, other)
    }

    /// Merges this publisher's upstream publishers with 2 more publishers.
    ///
    /// - Parameters:
    ///   - z: A third publisher.
    ///   - y: A fourth publisher.
    /// - Returns: A ``Publishers/Merge4`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher>(
        with z: Z,
        _ y: Y
    ) -> Publishers.Merge4<A, B, Z, Y>
    where B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge4(a, b, z, y)
    }

    /// Merges this publisher's upstream publishers with 3 more publishers.
    ///
    /// - Parameters:
    ///   - z: A third publisher.
    ///   - y: A fourth publisher.
    ///   - x: A fifth publisher.
    /// - Returns: A ``Publishers/Merge5`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X
    ) -> Publishers.Merge5<A, B, Z, Y, X>
    where
        B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output
    {
        Publishers.Merge5(a, b, z, y, x)
    }

    /// Merges this publisher's upstream publishers with 4 more publishers.
    ///
    /// - Parameters:
    ///   - z: A third publisher.
    ///   - y: A fourth publisher.
    ///   - x: A fifth publisher.
    ///   - w: A sixth publisher.
    /// - Returns: A ``Publishers/Merge6`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X,
        _ w: W
    ) -> Publishers.Merge6<A, B, Z, Y, X, W>
    where
        B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
        Publishers.Merge6(a, b, z, y, x, w)
    }

    /// Merges this publisher's upstream publishers with 5 more publishers.
    ///
    /// - Parameters:
    ///   - z: A third publisher.
    ///   - y: A fourth publisher.
    ///   - x: A fifth publisher.
    ///   - w: A sixth publisher.
    ///   - v: A seventh publisher.
    /// - Returns: A ``Publishers/Merge7`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X,
        _ w: W,
        _ v: V
    ) -> Publishers.Merge7<A, B, Z, Y, X, W, V>
    where
        B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
        W.Failure == V.Failure, W.Output == V.Output
    {
        Publishers.Merge7(a, b, z, y, x, w, v)
    }

    /// Merges this publisher's upstream publishers with 6 more publishers.
    ///
    /// - Parameters:
    ///   - z: A third publisher.
    ///   - y: A fourth publisher.
    ///   - x: A fifth publisher.
    ///   - w: A sixth publisher.
    ///   - v: A seventh publisher.
    ///   - u: An eighth publisher.
    /// - Returns: A ``Publishers/Merge8`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X,
        _ w: W,
        _ v: V,
        _ u: U
    ) -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
    where
        B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
        W.Failure == V.Failure, W.Output == V.Output, V.Failure == U.Failure, V.Output == U.Output
    {
        Publishers.Merge8(a, b, z, y, x, w, v, u)
    }
}

extension Publishers.Merge3 {
    /// Merges this publisher's upstream publishers with another publisher.
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A ``Publishers/Merge4`` of this merge's publishers followed by `other`.
    public func merge<P: Publisher>(
        with other: P
    ) -> Publishers.Merge4<A, B, C, P>
    where C.Failure == P.Failure, C.Output == P.Output {
        Publishers.Merge4(a, b, c, other)
    }

    /// Merges this publisher's upstream publishers with 2 more publishers.
    ///
    /// - Parameters:
    ///   - z: A fourth publisher.
    ///   - y: A fifth publisher.
    /// - Returns: A ``Publishers/Merge5`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher>(
        with z: Z,
        _ y: Y
    ) -> Publishers.Merge5<A, B, C, Z, Y>
    where C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge5(a, b, c, z, y)
    }

    /// Merges this publisher's upstream publishers with 3 more publishers.
    ///
    /// - Parameters:
    ///   - z: A fourth publisher.
    ///   - y: A fifth publisher.
    ///   - x: A sixth publisher.
    /// - Returns: A ``Publishers/Merge6`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X
    ) -> Publishers.Merge6<A, B, C, Z, Y, X>
    where
        C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output
    {
        Publishers.Merge6(a, b, c, z, y, x)
    }

    /// Merges this publisher's upstream publishers with 4 more publishers.
    ///
    /// - Parameters:
    ///   - z: A fourth publisher.
    ///   - y: A fifth publisher.
    ///   - x: A sixth publisher.
    ///   - w: A seventh publisher.
    /// - Returns: A ``Publishers/Merge7`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X,
        _ w: W
    ) -> Publishers.Merge7<A, B, C, Z, Y, X, W>
    where
        C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
        Publishers.Merge7(a, b, c, z, y, x, w)
    }

    /// Merges this publisher's upstream publishers with 5 more publishers.
    ///
    /// - Parameters:
    ///   - z: A fourth publisher.
    ///   - y: A fifth publisher.
    ///   - x: A sixth publisher.
    ///   - w: A seventh publisher.
    ///   - v: An eighth publisher.
    /// - Returns: A ``Publishers/Merge8`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X,
        _ w: W,
        _ v: V
    ) -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
    where
        C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
        W.Failure == V.Failure, W.Output == V.Output
    {
        Publishers.Merge8(a, b, c, z, y, x, w, v)
    }
}

extension Publishers.Merge4 {
    /// Merges this publisher's upstream publishers with another publisher.
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A ``Publishers/Merge5`` of this merge's publishers followed by `other`.
    public func merge<P: Publisher>(
        with other: P
    ) -> Publishers.Merge5<A, B, C, D, P>
    where D.Failure == P.Failure, D.Output == P.Output {
        Publishers.Merge5(a, b, c, d, other)
    }

    /// Merges this publisher's upstream publishers with 2 more publishers.
    ///
    /// - Parameters:
    ///   - z: A fifth publisher.
    ///   - y: A sixth publisher.
    /// - Returns: A ``Publishers/Merge6`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher>(
        with z: Z,
        _ y: Y
    ) -> Publishers.Merge6<A, B, C, D, Z, Y>
    where D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge6(a, b, c, d, z, y)
    }

    /// Merges this publisher's upstream publishers with 3 more publishers.
    ///
    /// - Parameters:
    ///   - z: A fifth publisher.
    ///   - y: A sixth publisher.
    ///   - x: A seventh publisher.
    /// - Returns: A ``Publishers/Merge7`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X
    ) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
    where
        D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output
    {
        Publishers.Merge7(a, b, c, d, z, y, x)
    }

    /// Merges this publisher's upstream publishers with 4 more publishers.
    ///
    /// - Parameters:
    ///   - z: A fifth publisher.
    ///   - y: A sixth publisher.
    ///   - x: A seventh publisher.
    ///   - w: An eighth publisher.
    /// - Returns: A ``Publishers/Merge8`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X,
        _ w: W
    ) -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
    where
        D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
        Publishers.Merge8(a, b, c, d, z, y, x, w)
    }
}

extension Publishers.Merge5 {
    /// Merges this publisher's upstream publishers with another publisher.
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A ``Publishers/Merge6`` of this merge's publishers followed by `other`.
    public func merge<P: Publisher>(
        with other: P
    ) -> Publishers.Merge6<A, B, C, D, E, P>
    where E.Failure == P.Failure, E.Output == P.Output {
        Publishers.Merge6(a, b, c, d, e, other)
    }

    /// Merges this publisher's upstream publishers with 2 more publishers.
    ///
    /// - Parameters:
    ///   - z: A sixth publisher.
    ///   - y: A seventh publisher.
    /// - Returns: A ``Publishers/Merge7`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher>(
        with z: Z,
        _ y: Y
    ) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
    where E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge7(a, b, c, d, e, z, y)
    }

    /// Merges this publisher's upstream publishers with 3 more publishers.
    ///
    /// - Parameters:
    ///   - z: A sixth publisher.
    ///   - y: A seventh publisher.
    ///   - x: An eighth publisher.
    /// - Returns: A ``Publishers/Merge8`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(
        with z: Z,
        _ y: Y,
        _ x: X
    ) -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
    where
        E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output
    {
        Publishers.Merge8(a, b, c, d, e, z, y, x)
    }
}

extension Publishers.Merge6 {
    /// Merges this publisher's upstream publishers with another publisher.
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A ``Publishers/Merge7`` of this merge's publishers followed by `other`.
    public func merge<P: Publisher>(
        with other: P
    ) -> Publishers.Merge7<A, B, C, D, E, F, P>
    where F.Failure == P.Failure, F.Output == P.Output {
        Publishers.Merge7(a, b, c, d, e, f, other)
    }

    /// Merges this publisher's upstream publishers with 2 more publishers.
    ///
    /// - Parameters:
    ///   - z: A seventh publisher.
    ///   - y: An eighth publisher.
    /// - Returns: A ``Publishers/Merge8`` of this merge's publishers followed by the others.
    public func merge<Z: Publisher, Y: Publisher>(
        with z: Z,
        _ y: Y
    ) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
    where F.Failure == Z.Failure, F.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge8(a, b, c, d, e, f, z, y)
    }
}

extension Publishers.Merge7 {
    /// Merges this publisher's upstream publishers with another publisher.
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A ``Publishers/Merge8`` of this merge's publishers followed by `other`.
    public func merge<P: Publisher>(
        with other: P
    ) -> Publishers.Merge8<A, B, C, D, E, F, G, P>
    where G.Failure == P.Failure, G.Output == P.Output {
        Publishers.Merge8(a, b, c, d, e, f, g, other)
    }
}
