/// What a subject offers the conduits (``SubjectConduit``) it hands its subscribers.
@usableFromInline
protocol ConduitParent: AnyObject {
    /// The subject's output.
    associatedtype Output
    /// The subject's failure.
    associatedtype Failure: Error

    /// The conduit's description, as Combine names the subscription (`"PassthroughSubject"`).
    static var conduitDescription: String { get }

    /// Whether a subscriber that missed the latest value gets the current one when it next requests
    /// (``CurrentValueSubject``).
    static var replaysCurrentValue: Bool { get }

    /// The current value and its version. Called with the conduit's lock held (lock order: conduit,
    /// then subject); only when ``replaysCurrentValue`` is true.
    func currentValueAndVersion() -> (Output, UInt32)

    /// Called, outside the conduit's lock, the first time a conduit's demand goes from none to some, if
    /// the subject registered the conduit to announce it (``SubjectConduitBase/announcesDemand``).
    func conduitDidRequest()

    /// Called, outside the conduit's lock, when a conduit was cancelled: forget it.
    func remove(_ conduit: SubjectConduitBase)
}
