/// A namespace for types that serve as publishers.
///
/// The operators on ``Publisher`` return these types, so a chain keeps its concrete type and the
/// compiler can specialise the whole pipeline:
///
/// ```swift
/// let doubled: Publishers.Map<PassthroughSubject<Int, Never>, Int> = subject.map { $0 * 2 }
/// ```
public enum Publishers {}
